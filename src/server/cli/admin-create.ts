/**
 * `npm run admin:create -- --email X [--password P]`: the production admin bootstrap (there is
 * no default admin in production). Promotes an existing account, or creates a verified one;
 * without --password the admin signs in with a magic link.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../env";
import { createServices, openConfiguredDatabase } from "../runtime";
import { makeAdmin } from "../services/account/make-admin";
import { runCli } from "./cli-utils";

await runCli(async () => {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    console.error("Usage: npm run admin:create -- --email admin@yourcompany.com [--password P]");
    process.exit(1);
  }
  if (values.password !== undefined && values.password.length < 6) {
    console.error("The password must be at least 6 characters long.");
    process.exit(1);
  }
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    const { auth } = createServices(config, handle);
    const result = await makeAdmin({
      db: handle.db,
      auth,
      email: email.data,
      password: values.password,
    });
    console.log(
      result.created
        ? `Created admin ${email.data}.`
        : `${email.data} already had an account; it is now an admin.`,
    );
    if (!values.password && result.created) {
      console.log(`Sign in at ${config.baseUrl}/auth with a magic link sent to that address.`);
    }
  } finally {
    await handle.close();
  }
});
