/**
 * `npm run admin:totp`: the demo admin's current two-factor code (development only, issue 33).
 * The demo admin (admin@example.com, seeded outside production) is enrolled with a fixed
 * authenticator secret; this prints the code an authenticator app would show for it now, so
 * a newcomer can sign in without one. `-- --secret BASE32` prints another secret's code.
 */
import { parseArgs } from "node:util";
import { TOTP_PERIOD_SECONDS } from "@/domain/accounts/two-factor";
import { currentTotpCode } from "../auth/authenticator";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET } from "../db/seed/demo-accounts";

const { values } = parseArgs({ options: { secret: { type: "string" } } });
if (process.env.NODE_ENV === "production" && values.secret === undefined) {
  console.error("Production has no demo admin: its admins use their own authenticator apps.");
  process.exit(1);
}
const secret = values.secret ?? DEMO_ADMIN_TOTP_SECRET;
const code = await currentTotpCode(secret);
const seconds = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS);
console.log(
  `${code}  (${values.secret ? "that secret" : DEMO_ADMIN_EMAIL}'s two-factor code, for ${seconds} more seconds)`,
);
