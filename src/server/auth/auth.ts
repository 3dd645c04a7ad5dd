/**
 * better-auth, mounted under /api/auth: email + password with required verification, magic link
 * (1 hour, single use, creates the account), password reset, password change and sign-out, with
 * cookie sessions stored in the database so any server process can serve any request.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { PRODUCT_NAME } from "@/domain/route-meta";
import type { Database } from "../db/client";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import {
  existingAccountMail,
  magicLinkMail,
  resetPasswordMail,
  verificationMail,
} from "../mail/templates";

export const AUTH_BASE_PATH = "/api/auth";
export const MIN_PASSWORD_LENGTH = 6;
const ONE_HOUR = 60 * 60;

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  supportEmail: string;
  secureCookies: boolean;
  /** better-auth's own request rate limits (kept in the database); off in tests. */
  rateLimit: boolean;
  /** better-auth's log level; tests keep it to errors. */
  logLevel?: "debug" | "info" | "warn" | "error";
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, supportEmail } = options;
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: options.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [options.baseUrl],
    telemetry: { enabled: false },
    logger: { level: options.logLevel ?? "warn" },
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: "database",
      modelName: "rateLimit",
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, url, supportEmail));
      },
      // Signing up again with a registered email answers like a new sign-up (no account
      // enumeration); the owner is told by mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, `${options.baseUrl}/auth`, supportEmail));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, url, supportEmail));
      },
    },
    plugins: [
      magicLink({
        expiresIn: ONE_HOUR,
        disableSignUp: false,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkMail(email, url, supportEmail));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
