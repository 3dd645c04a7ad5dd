/**
 * The auth limits' refusals (messages, 429 errors) and the client address they count on; the
 * numbers themselves are in src/server/rate-limit/limits.ts.
 */
import type { BetterAuthOptions } from "better-auth";
import { APIError, getIP } from "better-auth/api";
import { AUTH_REFUSAL_MESSAGES } from "@/domain/accounts/auth-forms";
import type { ErrorCode } from "@/domain/contract/error";
import { secondsToWait } from "../lib/app-error";

export {
  LENDER_SIGNUP_LIMIT,
  MAGIC_LINK_RESEND_LOCK_MS,
  SIGN_IN_THROTTLE,
} from "../rate-limit/limits";

// The texts live in the domain: the account pages show them after a post without JavaScript.
export const TOO_MANY_SIGN_UPS_MESSAGE = AUTH_REFUSAL_MESSAGES.tooManySignUps;
export const TOO_MANY_MAGIC_LINKS_MESSAGE = AUTH_REFUSAL_MESSAGES.tooManyMagicLinks;
export const TOO_MANY_RESETS_MESSAGE = AUTH_REFUSAL_MESSAGES.tooManyResets;
export const TOO_MANY_ATTEMPTS_MESSAGE = AUTH_REFUSAL_MESSAGES.tooManyAttempts;

/** The magic-link lock's message (spec 8's wording); the web reads `retryAfterSeconds`. */
export function resendLockMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${seconds} seconds.`;
}

/**
 * A 429 refusal from inside better-auth (our hooks): better-auth answers its body
 * `{ code, message, retryAfterSeconds }` as is, with Retry-After; when the hook ran under one
 * of our routes (auth.api calls) the error handler turns it into our error shape.
 */
export function authRefusal(
  code: Extract<ErrorCode, "magic_link_locked" | "too_many_attempts">,
  message: string,
  waitMs: number,
): APIError {
  const retryAfterSeconds = secondsToWait(waitMs);
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code, message, retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** What better-auth's hook context offers us to read the client address. */
export interface AddressContext {
  request?: Request | undefined;
  headers?: Headers | undefined;
  context: { options: BetterAuthOptions };
}

/**
 * The client address of an HTTP call into better-auth (the auth plugin sets it from Fastify's
 * request.ip), or null for an `auth.api.*` call from our own code, which our routes limit.
 */
export function httpClientAddressOf(ctx: AddressContext): string | null {
  if (!ctx.request) return null;
  return getIP(ctx.request, ctx.context.options) || null;
}
