/**
 * What better-auth's two-factor plugin leaves to us (issue 33,
 * docs/decisions/2026-11-27-two-factor-sign-in.md):
 *
 * - **Every way in asks for the code.** The plugin stops password sign-in (/sign-in/email) of
 *   an enrolled account before a session exists; a magic link (/magic-link/verify) and an email
 *   confirmation link (/verify-email, which signs in) would still sign in with the link alone.
 *   After those, this gate does what the plugin does after a password: the new session is
 *   deleted, the plugin's short-lived `two_factor` challenge (cookie and verification rows) is
 *   made, and the browser is sent to the code page (/auth/two-factor), where the plugin's own
 *   verify endpoints finish the sign-in.
 * - **No trusted devices.** Every sign-in asks for the code: `trustDevice` is dropped from the
 *   verify bodies, so the plugin never sets its 30-day `trust_device` cookie.
 * - **Who may enrol** is a policy (two-factor-policies.ts): admins and lenders; disabling is for
 *   lenders only. Refused: 403 `forbidden`; a visitor is answered 401 by the plugin itself.
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { twoFactorPageUrl } from "@/domain/accounts/two-factor";
import type { Actor } from "@/domain/policies/actor";
import { toActor } from "@/domain/policies/actor";
import { canDisableTwoFactor, canEnrolTwoFactor } from "@/domain/policies/two-factor-policies";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

/** How long the code page may wait for the code (the plugin's default, 10 minutes). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 600;
/** The plugin's challenge cookie (before better-auth's prefix). */
const TWO_FACTOR_COOKIE = "two_factor";

/** Sign-ins by link, which the plugin lets through with a session: the gate challenges them. */
const LINK_SIGN_IN_PATHS = new Set(["/magic-link/verify", "/verify-email"]);
/** The plugin's endpoints that change an account's second factor, by the policy they need. */
const ENROLMENT_PATHS: ReadonlyMap<string, (actor: Actor) => boolean> = new Map([
  ["/two-factor/enable", canEnrolTwoFactor],
  ["/two-factor/get-totp-uri", canEnrolTwoFactor],
  ["/two-factor/generate-backup-codes", canEnrolTwoFactor],
  ["/two-factor/disable", canDisableTwoFactor],
]);
/** The plugin's verify endpoints, whose `trustDevice` is dropped. */
const VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

export const TWO_FACTOR_NOT_OFFERED_MESSAGE =
  "Two-factor sign-in is for lender and admin accounts.";
export const ADMIN_KEEPS_TWO_FACTOR_MESSAGE =
  "Admins keep two-factor sign-in on: set up a new authenticator instead.";

async function actorOfUser(db: Database, userId: string): Promise<Actor> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return toActor(profile);
}

/** The page a link sign-in was going to (its callbackURL), as a path on this site. */
function nextOf(query: unknown, baseURL: string): string | null {
  const callback = (query as { callbackURL?: unknown } | undefined)?.callbackURL;
  if (typeof callback !== "string" || callback === "") return null;
  const url = new URL(callback, baseURL);
  return url.origin === new URL(baseURL).origin ? `${url.pathname}${url.search}` : null;
}

export function twoFactorGate(db: Database) {
  return {
    id: "lenderlane-two-factor-gate",
    hooks: {
      before: [
        {
          matcher: (ctx) => ENROLMENT_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // No session: the plugin's endpoint answers 401 itself.
            if (!session) return;
            const actor = await actorOfUser(db, session.user.id);
            const policy = ENROLMENT_PATHS.get(ctx.path) ?? canEnrolTwoFactor;
            if (policy(actor)) return;
            const message = canEnrolTwoFactor(actor)
              ? ADMIN_KEEPS_TWO_FACTOR_MESSAGE
              : TWO_FACTOR_NOT_OFFERED_MESSAGE;
            throw new APIError("FORBIDDEN", { code: "FORBIDDEN", message });
          }),
        },
        {
          matcher: (ctx) => VERIFY_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Record<string, unknown> | undefined;
            if (!body || body.trustDevice === undefined) return;
            return { context: { body: { ...body, trustDevice: false } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => LINK_SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data || (data.user as { twoFactorEnabled?: boolean }).twoFactorEnabled !== true) {
              return;
            }
            // As the plugin does after a password (its after hook on /sign-in/email): no
            // session until the code, a challenge the code page's verify call consumes.
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: data.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
              maxAge: TWO_FACTOR_CHALLENGE_SECONDS,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            const page = twoFactorPageUrl(nextOf(ctx.query, ctx.context.baseURL));
            throw ctx.redirect(new URL(page, ctx.context.baseURL).toString());
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
