/**
 * Abuse limits of the anonymous loan request (POST /api/loan-requests/anonymous): each one
 * writes a request and mails lenders and the given address, so a visitor may send at most
 * `maxPerAddress` an hour from one client address and `maxPerEmail` an hour for one email
 * (any letter case). Counted in the rate-limit store (src/server/rate-limit), so the limits
 * hold across server processes. The email's counter is keyed by the email whether or not an
 * account has it, so the refusal is the same for both. SECURITY.md lists the numbers.
 */
import { AppError } from "../../lib/app-error";
import { ANONYMOUS_LOAN_REQUEST_LIMIT } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";

export { ANONYMOUS_LOAN_REQUEST_LIMIT } from "../../rate-limit/limits";

export const TOO_MANY_LOAN_REQUESTS_MESSAGE =
  "Too many loan requests were sent from here. Please wait a while and try again.";

export const anonymousAddressKey = (address: string) => `loan-request:ip:${address}`;
export const anonymousEmailKey = (email: string) =>
  `loan-request:email:${email.trim().toLowerCase()}`;

async function take(store: RateLimitStore, key: string, max: number): Promise<void> {
  const waitMs = await store.reserveAttempt(key, max, ANONYMOUS_LOAN_REQUEST_LIMIT.windowMs);
  if (waitMs !== null) {
    throw new AppError("too_many_requests", TOO_MANY_LOAN_REQUESTS_MESSAGE, {
      retryAfterSeconds: waitMs / 1000,
    });
  }
}

/** Counts one request from this client address; 429 too_many_requests over the limit. */
export function takeAddressAttempt(store: RateLimitStore, address: string): Promise<void> {
  return take(store, anonymousAddressKey(address), ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerAddress);
}

/** Counts one request for this email; 429 too_many_requests over the limit. */
export function takeEmailAttempt(store: RateLimitStore, email: string): Promise<void> {
  return take(store, anonymousEmailKey(email), ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail);
}
