/**
 * Password sign-up (POST /api/auth/sign-up/email) is limited per client address and per email
 * (SIGN_UP_LIMIT), counted in the rate-limit store across processes. The email's counter is
 * keyed by the email whether or not an account has it (a registered email's sign-up answers
 * like a new one), so the refusal reveals nothing. Only HTTP calls count here: the lender
 * sign-up calls better-auth from inside our own route, which takes the same counters itself.
 */

import { SIGN_UP_LIMIT } from "../rate-limit/limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import {
  type AddressContext,
  authRefusal,
  httpClientAddressOf,
  TOO_MANY_SIGN_UPS_MESSAGE,
} from "./auth-limits";

export { SIGN_UP_LIMIT } from "../rate-limit/limits";

export const signUpAddressKey = (address: string) => `sign-up:ip:${address}`;
export const lenderSignUpAddressKey = (address: string) => `lender-signup:ip:${address}`;
export const signUpEmailKey = (email: string) => `sign-up:email:${email.trim().toLowerCase()}`;

/**
 * Counts one sign-up on the address's counter (`addressKey`, at most `maxPerAddress`) and then
 * on the email's. Returns null when it may go ahead, or the milliseconds to wait.
 */
export async function reserveSignUp(
  store: RateLimitStore,
  subject: { addressKey: string; maxPerAddress: number; email: string | null },
): Promise<number | null> {
  const { windowMs } = SIGN_UP_LIMIT;
  const addressWait = await store.reserveAttempt(
    subject.addressKey,
    subject.maxPerAddress,
    windowMs,
  );
  if (addressWait !== null || subject.email === null) return addressWait;
  return store.reserveAttempt(signUpEmailKey(subject.email), SIGN_UP_LIMIT.maxPerEmail, windowMs);
}

export async function takeSignUpAttempt(
  store: RateLimitStore,
  ctx: AddressContext & { body?: unknown },
): Promise<void> {
  const address = httpClientAddressOf(ctx);
  if (!address) return;
  const email = (ctx.body as { email?: unknown } | null | undefined)?.email;
  const waitMs = await reserveSignUp(store, {
    addressKey: signUpAddressKey(address),
    maxPerAddress: SIGN_UP_LIMIT.maxPerAddress,
    email: typeof email === "string" ? email : null,
  });
  if (waitMs === null) return;
  throw authRefusal("too_many_attempts", TOO_MANY_SIGN_UPS_MESSAGE, waitMs);
}
