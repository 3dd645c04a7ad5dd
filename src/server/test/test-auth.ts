/**
 * A better-auth instance on a test database, for tests that create users with passwords.
 * Password hashes do not depend on the secret, so users made with it sign in through any app
 * built on the same database (such as createTestContext's).
 */
import { type Auth, createAuth } from "../auth/auth";
import type { Database } from "../db/client";
import { createMailer } from "../mail/mailer";

export function createTestAuth(db: Database): Auth {
  return createAuth({
    db,
    mailer: createMailer({ db, smtpUrl: undefined, from: "test@example.com", log: () => {} }),
    baseUrl: "http://localhost:3000",
    secret: "factories-test-secret-that-is-long-enough",
    supportEmail: "support@example.com",
    secureCookies: false,
    rateLimit: false,
    logLevel: "error",
  });
}
