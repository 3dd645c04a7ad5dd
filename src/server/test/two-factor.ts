/**
 * Test accounts with two-factor sign-in (issue 33): admins made by signedInClient are enrolled
 * with this authenticator, so the admin area opens to them as it does to a real admin; a
 * test signs in with the code through the plugin's own endpoints with `currentTotpCode`.
 */

import type { Auth } from "../auth/auth";
import { insertAuthenticator, sealAuthenticator } from "../auth/authenticator";
import type { Executor } from "../db/client";

/** The tests' authenticator secret (base32, 20 bytes). */
export const TEST_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
/** The tests' backup codes, each usable once per enrolled account. */
export const TEST_BACKUP_CODES = ["test1-codea", "test2-codeb", "test3-codec"] as const;

/** Enrols a user with the tests' authenticator (no requests: the plugin's row, written). */
export async function enrolTestAuthenticator(auth: Auth, db: Executor, userId: string) {
  await insertAuthenticator(
    db,
    userId,
    await sealAuthenticator(auth, TEST_TOTP_SECRET, TEST_BACKUP_CODES),
  );
}
