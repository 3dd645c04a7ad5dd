/**
 * Abuse limits of the anonymous loan request (POST /api/loan-requests/anonymous): each one
 * writes a request and mails lenders and the given address, so a visitor may send at most
 * `maxPerAddress` an hour from one client address and `maxPerEmail` an hour for one email
 * (any letter case). Counted in the `rate_limits` table (auth/rate-limit-store.ts), so the
 * limits hold across server processes. SECURITY.md lists the numbers.
 */
import { HOUR_MS } from "@/domain/limits";
import { reserveAttempt } from "../../auth/rate-limit-store";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";

export const ANONYMOUS_LOAN_REQUEST_LIMIT = {
  windowMs: HOUR_MS,
  maxPerAddress: 10,
  maxPerEmail: 5,
} as const;

export const TOO_MANY_LOAN_REQUESTS_MESSAGE =
  "Too many loan requests were sent from here. Please wait a while and try again.";

export const anonymousAddressKey = (address: string) => `loan-request:ip:${address}`;
export const anonymousEmailKey = (email: string) =>
  `loan-request:email:${email.trim().toLowerCase()}`;

async function take(db: Executor, key: string, max: number): Promise<void> {
  const waitMs = await reserveAttempt(db, key, max, ANONYMOUS_LOAN_REQUEST_LIMIT.windowMs);
  if (waitMs !== null) {
    throw new AppError("too_many_requests", TOO_MANY_LOAN_REQUESTS_MESSAGE, {
      retryAfterSeconds: waitMs / 1000,
    });
  }
}

/** Counts one request from this client address; 429 too_many_requests over the limit. */
export function takeAddressAttempt(db: Executor, address: string): Promise<void> {
  return take(db, anonymousAddressKey(address), ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerAddress);
}

/** Counts one request for this email; 429 too_many_requests over the limit. */
export function takeEmailAttempt(db: Executor, email: string): Promise<void> {
  return take(db, anonymousEmailKey(email), ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail);
}
