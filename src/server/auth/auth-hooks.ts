/**
 * better-auth's request hooks: our email rules for new accounts and the limits (sign-up,
 * magic link, password reset, the password sign-in throttle) on the rate-limit store. They run for HTTP calls and for `auth.api.*` calls alike.
 */
import { APIError, createAuthMiddleware } from "better-auth/api";
import { validateEmail } from "@/domain/accounts/email";
import type { Database } from "../db/client";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { takeMagicLinkLock } from "./magic-link-lock";
import { takePasswordResetAttempt } from "./password-reset-limit";
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  signInOutcomeOf,
  signInSubjectOf,
  tooManyAttemptsError,
} from "./sign-in-throttle";
import { takeSignUpAttempt } from "./sign-up-limit";
import { refuseStaleVerification, replaceUnverifiedPassword } from "./unverified-sign-up";

export const MAGIC_LINK_PATH = "/sign-in/magic-link";
export const PASSWORD_SIGN_IN_PATH = "/sign-in/email";
export const SIGN_UP_PATH = "/sign-up/email";
export const PASSWORD_RESET_PATH = "/request-password-reset";
export const VERIFY_EMAIL_PATH = "/verify-email";

/**
 * Both paths that create accounts apply the domain's email rules (spec 5 'Email'), which are
 * stricter than better-auth's (e.g. a local part over 64 characters): an account our own
 * forms could never sign in to must not be created.
 */
function checkNewAccountEmail(body: unknown) {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return;
  const problem = validateEmail(email);
  if (problem) throw new APIError("BAD_REQUEST", { code: "INVALID_EMAIL", message: problem });
}

export function createAuthHooks(db: Database, store: RateLimitStore) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === SIGN_UP_PATH) {
        checkNewAccountEmail(ctx.body);
        await takeSignUpAttempt(store, ctx);
        await replaceUnverifiedPassword(db, ctx);
        return;
      }
      if (ctx.path === VERIFY_EMAIL_PATH) {
        await refuseStaleVerification(db, ctx);
        return;
      }
      if (ctx.path === MAGIC_LINK_PATH) {
        checkNewAccountEmail(ctx.body);
        await takeMagicLinkLock(store, ctx);
        return;
      }
      if (ctx.path === PASSWORD_RESET_PATH) {
        await takePasswordResetAttempt(store, ctx);
        return;
      }
      if (ctx.path === PASSWORD_SIGN_IN_PATH) {
        const subject = signInSubjectOf(ctx);
        if (!subject) return;
        const waitMs = await reserveSignInAttempt(store, subject);
        if (waitMs !== null) throw tooManyAttemptsError(waitMs);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== PASSWORD_SIGN_IN_PATH) return;
      const subject = signInSubjectOf(ctx);
      if (!subject) return;
      await settleSignInAttempt(store, subject, signInOutcomeOf(ctx.context.returned));
    }),
  };
}
