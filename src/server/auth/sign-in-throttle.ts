/**
 * Throttling of password guessing (limits in auth-limits.ts). Each password check first
 * reserves an attempt on the email's counter and on the client address's counter (atomic, so
 * parallel guesses cannot slip past the limit); afterwards a failure stays counted, a success
 * clears the email's counter, and anything else (invalid body, unverified email) is released.
 * Counters are keyed by the email whether or not an account has it, so the refusal is the same
 * for known and unknown emails. The address's counter is skipped for an email that signed in
 * from that address before (known-sign-in-addresses.ts), so a shared address full of failures
 * does not lock out its regular users.
 */

import type { BetterAuthOptions } from "better-auth";
import { type APIError, getIP, isAPIError } from "better-auth/api";
import { AppError } from "../lib/app-error";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { authRefusal, SIGN_IN_THROTTLE, TOO_MANY_ATTEMPTS_MESSAGE } from "./auth-limits";
import { isKnownAddress, rememberAddress } from "./known-sign-in-addresses";

export interface ThrottleSubject {
  email: string;
  /** The client address; omitted (unknown) when only the email's counter applies. */
  address?: string;
}

export type AttemptOutcome = "success" | "failure" | "neither";

interface Counter {
  key: string;
  max: number;
}

/** The counters an attempt counts on; a known (email, address) pair skips the address's. */
function countersOf(subject: ThrottleSubject, knownAddress: boolean): Counter[] {
  const counters: Counter[] = [];
  if (subject.address !== undefined && !knownAddress) {
    counters.push({
      key: `sign-in:ip:${subject.address}`,
      max: SIGN_IN_THROTTLE.maxFailuresPerAddress,
    });
  }
  counters.push({
    key: `sign-in:email:${subject.email.trim().toLowerCase()}`,
    max: SIGN_IN_THROTTLE.maxFailuresPerEmail,
  });
  return counters;
}

/**
 * Reserves an attempt on every counter of the subject. Returns null when it may go ahead, or
 * the milliseconds until the blocking counter's window ends (nothing stays reserved then).
 */
export async function reserveSignInAttempt(
  store: RateLimitStore,
  subject: ThrottleSubject,
): Promise<number | null> {
  const reserved: Counter[] = [];
  for (const counter of countersOf(subject, await isKnown(store, subject))) {
    const waitMs = await store.reserveAttempt(counter.key, counter.max, SIGN_IN_THROTTLE.windowMs);
    if (waitMs !== null) {
      for (const done of reserved) await store.releaseAttempt(done.key);
      return waitMs;
    }
    reserved.push(counter);
  }
  return null;
}

/** Settles a reserved attempt with how the password check went. */
export async function settleSignInAttempt(
  store: RateLimitStore,
  subject: ThrottleSubject,
  outcome: AttemptOutcome,
): Promise<void> {
  const known = await isKnown(store, subject);
  if (outcome === "success" && subject.address !== undefined) {
    await rememberAddress(store, subject.email, subject.address);
  }
  for (const counter of countersOf(subject, known)) {
    const isEmail = counter.key.startsWith("sign-in:email:");
    if (outcome === "failure") await store.recordFailure(counter.key, SIGN_IN_THROTTLE.windowMs);
    else if (outcome === "success" && isEmail) await store.clearKey(counter.key);
    else await store.releaseAttempt(counter.key);
  }
}

function isKnown(store: RateLimitStore, subject: ThrottleSubject): Promise<boolean> {
  if (subject.address === undefined) return Promise.resolve(false);
  return isKnownAddress(store, subject.email, subject.address);
}

/** The refusal of a throttled password sign-in (inside better-auth): 429 too_many_attempts. */
export function tooManyAttemptsError(waitMs: number): APIError {
  return authRefusal("too_many_attempts", TOO_MANY_ATTEMPTS_MESSAGE, waitMs);
}

/** The same refusal from one of our routes (password change): 429 too_many_attempts. */
export function tooManyAttemptsAppError(
  waitMs: number,
  message: string = TOO_MANY_ATTEMPTS_MESSAGE,
): AppError {
  return new AppError("too_many_attempts", message, { retryAfterSeconds: waitMs / 1000 });
}

/** What better-auth's password sign-in hook context offers us. */
export interface SignInHookContext {
  body?: unknown;
  request?: Request | undefined;
  headers?: Headers | undefined;
  context: { options: BetterAuthOptions; returned?: unknown };
}

/** The subject of a /sign-in/email request, or null when the body has no email string. */
export function signInSubjectOf(ctx: SignInHookContext): ThrottleSubject | null {
  const email = (ctx.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== "string" || email.trim() === "") return null;
  const source = ctx.request ?? ctx.headers;
  // better-auth's reading of the client address (a single X-Forwarded-For value; 127.0.0.1 in
  // development and tests). Without one, only the email's counter applies: one shared counter
  // for every such client would let anyone lock everybody out.
  const address = source ? getIP(source, ctx.context.options) : null;
  return address ? { email, address } : { email };
}

/** How a finished /sign-in/email call went: a 401 is a wrong email or password. */
export function signInOutcomeOf(returned: unknown): AttemptOutcome {
  if (isAPIError(returned)) return returned.statusCode === 401 ? "failure" : "neither";
  return returned && typeof returned === "object" ? "success" : "neither";
}
