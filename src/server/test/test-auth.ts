/**
 * A better-auth instance on a test database, for tests that create users with passwords.
 * Its secret is the test app's (createTestContext), so what it encrypts with the secret (the
 * seeded demo admin's two-factor authenticator, issue 33) is readable by that app too.
 */
import { type Auth, createAuth } from "../auth/auth";
import type { Database } from "../db/client";
import { createMailer } from "../mail/mailer";

/** The auth secret of every test app. */
export const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth";

export function createTestAuth(db: Database): Auth {
  return createAuth({
    db,
    mailer: createMailer({ db, smtpUrl: undefined, from: "test@example.com", log: () => {} }),
    baseUrl: "http://localhost:3000",
    secret: TEST_AUTH_SECRET,
    supportEmail: "support@example.com",
    secureCookies: false,
    rateLimit: false,
    logLevel: "error",
  });
}
