/**
 * better-auth, mounted under /api/auth: email + password with required verification, magic link
 * (1 hour, single use, creates the account), password reset and sign-out, with cookie sessions
 * stored in the database so any server process can serve any request. Hooks add the magic-link
 * resend lock and the password-guessing throttle (auth-hooks.ts). Password change and add go
 * through POST /api/me/password (throttled like sign-in), so better-auth's own
 * /change-password is not served over HTTP.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { magicLink, twoFactor } from "better-auth/plugins";
import {
  CONFIRMATION_LINK_PARAM,
  CONFIRMATION_LINK_VALUE,
} from "@/domain/accounts/confirmation-link";
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@/domain/accounts/two-factor";
import {
  MAGIC_LINK_EXPIRY_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECOND_MS,
} from "@/domain/reference/limits";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { Database } from "../db/client";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { withRecipientCap } from "../mail/recipient-cap";
import { existingAccountMail, passwordResetPageUrl } from "../mail/templates/existing-account";
import { magicLinkMail } from "../mail/templates/magic-link";
import { resetPasswordMail } from "../mail/templates/reset-password";
import { verificationMail } from "../mail/templates/verification";
import { createPgRateLimitStore } from "../rate-limit/pg-rate-limit-store";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { accountFieldsGuard } from "./account-fields-guard";
import { createAuthHooks } from "./auth-hooks";
import { storeForAuth } from "./auth-store";
import { createSessionLinkingHooks, linkedInquiriesField } from "./link-on-session";
import { releaseMagicLinkLock } from "./magic-link-lock";
import { resetLinkForAccount, verifyEmailOnReset } from "./password-reset-proof";
import { createTermsConsentHooks } from "./terms-consent";
import { passwordHasherFor } from "./test-password-hasher";
import { explainOriginRefusal, trustedOriginsFor } from "./trusted-origins";
import { TWO_FACTOR_CHALLENGE_SECONDS, twoFactorGate } from "./two-factor-gate";

export const AUTH_BASE_PATH = "/api/auth";
/** better-auth endpoints not served over HTTP (they answer 404); see SECURITY.md. */
export const DISABLED_AUTH_PATHS = ["/change-password", "/verify-password", "/update-user"];
/** Set by the auth plugin from Fastify's request.ip; read by better-auth's limits and ours. */
export const CLIENT_IP_HEADER = "x-lenderlane-client-ip";
/** Magic links and reset links live 1 hour (spec 4), in seconds as better-auth counts. */
const ONE_HOUR = MAGIC_LINK_EXPIRY_MS / SECOND_MS;
/** Where mail links land when the caller named no page, with errors as `?error=…`. */
export const AUTH_PAGE_PATH = "/auth";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  supportEmail: string;
  secureCookies: boolean;
  /**
   * Where our limits count (sign-in, sign-up, magic link, reset, mail cap): the app's store
   * (runtime.ts), by default the `rate_limits` table of `db`.
   */
  rateLimits?: RateLimitStore;
  /** better-auth's own request rate limits (kept in the database); off in tests. */
  rateLimit: boolean;
  /** better-auth's log level; tests keep it to errors. */
  logLevel?: "debug" | "info" | "warn" | "error";
}

/**
 * A mail link's page parameters: `callbackURL` "/" (better-auth's default when the client sent
 * none) becomes /auth, and, when given, an absent `errorCallbackURL` becomes /auth too, so
 * every link lands on the sign-in page, errors included. An email confirmation link's page
 * also gets `link=confirmation`, so the page names the right link in what it says (issue 28).
 */
export function withAuthPageDefaults(
  url: string,
  params: { errorCallback?: boolean; confirmation?: boolean } = {},
) {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  let page = !callback || callback === "/" ? AUTH_PAGE_PATH : callback;
  if (params.confirmation && page.startsWith("/")) {
    const target = new URL(page, link.origin);
    target.searchParams.set(CONFIRMATION_LINK_PARAM, CONFIRMATION_LINK_VALUE);
    page = `${target.pathname}${target.search}`;
  }
  link.searchParams.set("callbackURL", page);
  if (params.errorCallback && !link.searchParams.get("errorCallbackURL")) {
    link.searchParams.set("errorCallbackURL", AUTH_PAGE_PATH);
  }
  return link.toString();
}

/** Secure cookies in production, and whenever the public address is https. */
export function usesSecureCookies(options: Pick<AuthOptions, "secureCookies" | "baseUrl">) {
  return options.secureCookies || new URL(options.baseUrl).protocol === "https:";
}

export function createAuth(options: AuthOptions) {
  const { db, supportEmail } = options;
  const secureCookies = usesSecureCookies(options);
  // Every mail a visitor can trigger goes through here: capped per recipient (SECURITY.md).
  // While the store is unreachable its refusals leave better-auth as 503s (auth-store.ts).
  const store = storeForAuth(options.rateLimits ?? createPgRateLimitStore(db));
  const mailer = withRecipientCap(options.mailer, store);
  /**
   * Mails sent only when an account exists (reset, verification, "you already have an
   * account"): queued with one INSERT before the answer (so they cannot be lost), but over SMTP
   * delivered in the background, so response times don't tell who has one. The development
   * outbox is a quick insert and stays awaited (tests read it at once).
   */
  const sendUntimed = async (message: MailMessage) => {
    const id = await mailer.enqueue(db, message);
    if (id === null) return;
    const delivery = mailer.deliverNow([id]);
    if (mailer.kind === "outbox") await delivery;
  };
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: options.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: trustedOriginsFor(options.baseUrl),
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
        twoFactor: twoFactors,
      },
    }),
    // Password change and add: POST /api/me/password (auth.api.changePassword still works).
    // verify-password would let a session holder guess the password with no lockout, and
    // update-user is unused by the web; neither is served over HTTP (404).
    disabledPaths: DISABLED_AUTH_PATHS,
    hooks: createAuthHooks(db, store),
    // Anonymous loan requests are linked when a session begins (link-on-session.ts); a new
    // account stores its terms consent (terms-consent.ts, issue 33).
    databaseHooks: {
      ...createSessionLinkingHooks(db),
      ...createTermsConsentHooks(db, CLIENT_IP_HEADER),
    },
    onAPIError: {
      // Errors that escape an endpoint (our hooks' 429 refusals, origin checks): refusals are
      // expected traffic and other client errors only warnings; server errors stay errors.
      onError: (error, context) => {
        explainOriginRefusal(error, options.baseUrl);
        if (isAPIError(error) && error.statusCode === 503) {
          context.logger.warn(`${error.message} (rate-limit store unreachable)`);
          return;
        }
        if (isAPIError(error) && error.statusCode < 500) {
          if (error.statusCode !== 429) context.logger.warn(error.message);
          return;
        }
        context.logger.error("Auth request failed", error);
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      // better-auth skips its origin and callback URL checks under NODE_ENV=test; keep them on
      // so tests see what production does.
      disableOriginCheck: false,
      // The client address as Fastify resolved it (TRUST_PROXY decides which proxies count);
      // the auth plugin overwrites this header on every request, so a client can't set it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Cookies (SECURITY.md 'Sessions'): httpOnly, SameSite=Lax (a link from a mail or another
      // site opens the app signed in; cross-site writes are refused by the origin guard), and
      // Secure with the __Secure- prefix in production or whenever the app is served over https.
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: secureCookies },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: linkedInquiriesField,
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: "database",
      modelName: "rateLimit",
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // better-auth's scrypt at full strength, except inside a Vitest run
      // (test-password-hasher.ts; docs/decisions/2026-11-27-test-password-hashing.md).
      password: passwordHasherFor(process.env),
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const link = await resetLinkForAccount(db, user.id, url);
        await sendUntimed(resetPasswordMail(user.email, link, supportEmail));
      },
      // The reset link proved the email (password-reset-proof.ts).
      onPasswordReset: async ({ user }) => {
        await verifyEmailOnReset(db, user.id);
      },
      // Signing up again with a registered email answers like a new sign-up (no account
      // enumeration); the owner is told by mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await sendUntimed(
          existingAccountMail(
            user.email,
            passwordResetPageUrl(options.baseUrl, user.email),
            supportEmail,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const link = withAuthPageDefaults(url, { confirmation: true });
        await sendUntimed(verificationMail(user.email, link, supportEmail));
      },
    },
    plugins: [
      accountFieldsGuard(),
      // Issue 33: TOTP authenticators with backup codes, required of admins (the admin plugin's
      // guard), optional for lenders; magic links and trusted devices in two-factor-gate.ts.
      twoFactor({
        issuer: PRODUCT_NAME,
        // Accounts made by magic link have no password to confirm enrolment with: their
        // session is the proof; accounts with a password must give it.
        allowPasswordless: true,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, storeBackupCodes: "encrypted" },
      }),
      twoFactorGate(db),
      magicLink({
        expiresIn: ONE_HOUR,
        disableSignUp: false,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          const link = withAuthPageDefaults(url, { errorCallback: true });
          try {
            await mailer.send(magicLinkMail(email, link, supportEmail));
          } catch (error) {
            await releaseMagicLinkLock(store, email);
            throw error;
          }
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
