/**
 * At most BORROWER_DAILY_REQUEST_LIMIT.max new loan requests per borrower a day (issue 27 'No
 * spam relay'), counted in the rate-limit store so the limit holds across server processes.
 * The counter is keyed by the lower-cased email: a signed-in borrower's account email, or the
 * email an anonymous request gives, so going anonymous does not reset it; the key is the same
 * whether or not an account has the email, so the refusal reveals nothing. A request the
 * write then refuses (409, 404…) gives its slot back.
 */
import { AppError } from "../../lib/app-error";
import { BORROWER_DAILY_REQUEST_LIMIT } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";

export const TOO_MANY_DAILY_REQUESTS_MESSAGE = `You can send at most ${BORROWER_DAILY_REQUEST_LIMIT.max} new loan requests a day. Please try again tomorrow.`;

export const borrowerDailyKey = (email: string) => `loan-request:day:${email.trim().toLowerCase()}`;

/** Runs `write` on one of the email's daily slots; 429 too_many_loan_requests when none is left. */
export async function withDailyRequestSlot<T>(
  store: RateLimitStore,
  email: string,
  write: () => Promise<T>,
): Promise<T> {
  const key = borrowerDailyKey(email);
  const waitMs = await store.reserveAttempt(
    key,
    BORROWER_DAILY_REQUEST_LIMIT.max,
    BORROWER_DAILY_REQUEST_LIMIT.windowMs,
  );
  if (waitMs !== null) {
    throw new AppError("too_many_loan_requests", TOO_MANY_DAILY_REQUESTS_MESSAGE, {
      retryAfterSeconds: waitMs / 1000,
    });
  }
  try {
    return await write();
  } catch (error) {
    await store.releaseAttempt(key);
    throw error;
  }
}
