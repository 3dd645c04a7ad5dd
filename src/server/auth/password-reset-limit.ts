/**
 * Password reset requests (POST /api/auth/request-password-reset) are limited per client
 * address and per email (PASSWORD_RESET_LIMIT), across processes. Over either limit the answer
 * is 429 `too_many_attempts` with `retryAfterSeconds`: the email's counter is keyed by the
 * email whether or not an account has it, so the refusal is the same for known and unknown
 * emails, as better-auth's usual answer is. Below the limits the per-recipient mail cap still
 * bounds the mails one inbox receives.
 */
import { PASSWORD_RESET_LIMIT } from "../rate-limit/limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import {
  type AddressContext,
  authRefusal,
  httpClientAddressOf,
  TOO_MANY_RESETS_MESSAGE,
} from "./auth-limits";

export const resetAddressKey = (address: string) => `password-reset:ip:${address}`;
export const resetEmailKey = (email: string) =>
  `password-reset:email:${email.trim().toLowerCase()}`;

export async function takePasswordResetAttempt(
  store: RateLimitStore,
  ctx: AddressContext & { body?: unknown },
): Promise<void> {
  const { windowMs, maxPerAddress, maxPerEmail } = PASSWORD_RESET_LIMIT;
  const address = httpClientAddressOf(ctx);
  if (address) {
    const waitMs = await store.reserveAttempt(resetAddressKey(address), maxPerAddress, windowMs);
    if (waitMs !== null) throw authRefusal("too_many_attempts", TOO_MANY_RESETS_MESSAGE, waitMs);
  }
  const email = (ctx.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== "string" || email.trim() === "") return;
  const waitMs = await store.reserveAttempt(resetEmailKey(email), maxPerEmail, windowMs);
  if (waitMs !== null) throw authRefusal("too_many_attempts", TOO_MANY_RESETS_MESSAGE, waitMs);
}
