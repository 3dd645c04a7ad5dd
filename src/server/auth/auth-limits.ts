/**
 * The server's auth limits in one place: the magic-link resend lock (spec 4 'Sign-in flow',
 * from the domain so the web's countdown agrees) and the password-guessing throttle.
 */
import { APIError } from "better-auth/api";
import type { ErrorCode } from "@/domain/contract/error";
import { MAGIC_LINK_RESEND_LOCK_SECONDS, MINUTE_MS, SECOND_MS } from "@/domain/limits";
import { secondsToWait } from "../lib/app-error";

/** One magic link per email per this many milliseconds (60 s). */
export const MAGIC_LINK_RESEND_LOCK_MS = MAGIC_LINK_RESEND_LOCK_SECONDS * SECOND_MS;

/**
 * Password guessing: failed password checks are counted per email and per client address
 * (when better-auth can tell it: a single X-Forwarded-For value, or 127.0.0.1 in development).
 * A counter's window runs until 15 minutes after its latest failure; once it holds the
 * maximum, further attempts are refused until the window ends. A successful sign-in clears
 * the email's counter (never the address's, or one good account would reset it).
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

/**
 * Lender sign-up sends a verification mail to any address it is given, so it is limited per
 * client address: at most this many attempts per window (an hour).
 */
export const LENDER_SIGNUP_LIMIT = {
  windowMs: 60 * MINUTE_MS,
  maxPerAddress: 10,
} as const;

export const TOO_MANY_SIGN_UPS_MESSAGE =
  "Too many sign-up attempts. Please wait a while and try again.";

export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many sign-in attempts. Please wait a few minutes and try again.";

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
