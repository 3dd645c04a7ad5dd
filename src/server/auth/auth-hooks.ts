/**
 * better-auth's request hooks: the magic-link resend lock and the password sign-in throttle.
 * They run for HTTP calls and for `auth.api.*` calls alike.
 */
import { createAuthMiddleware } from "better-auth/api";
import type { Database } from "../db/client";
import { takeMagicLinkLock } from "./magic-link-lock";
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  signInOutcomeOf,
  signInSubjectOf,
  tooManyAttemptsError,
} from "./sign-in-throttle";

export const MAGIC_LINK_PATH = "/sign-in/magic-link";
export const PASSWORD_SIGN_IN_PATH = "/sign-in/email";

export function createAuthHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === MAGIC_LINK_PATH) {
        await takeMagicLinkLock(db, ctx.body);
        return;
      }
      if (ctx.path === PASSWORD_SIGN_IN_PATH) {
        const subject = signInSubjectOf(ctx);
        if (!subject) return;
        const waitMs = await reserveSignInAttempt(db, subject);
        if (waitMs !== null) throw tooManyAttemptsError(waitMs);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== PASSWORD_SIGN_IN_PATH) return;
      const subject = signInSubjectOf(ctx);
      if (!subject) return;
      await settleSignInAttempt(db, subject, signInOutcomeOf(ctx.context.returned));
    }),
  };
}
