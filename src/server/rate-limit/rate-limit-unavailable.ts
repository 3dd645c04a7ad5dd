/**
 * What a limited route answers while its rate-limit store cannot be reached (Redis down,
 * refusing, or not answering in time): 503 `rate_limit_unavailable` with Retry-After. The
 * route refuses rather than run without its limit (docs/decisions/rate-limits.md).
 */
import { AppError } from "../lib/app-error";

/** Seconds a refused caller is asked to wait while the store is unreachable. */
export const RATE_LIMIT_UNAVAILABLE_RETRY_SECONDS = 10;

export const RATE_LIMIT_UNAVAILABLE_MESSAGE =
  "This action is briefly unavailable because a safety check cannot run. Please try again in a few seconds.";

export class RateLimitStoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super("rate_limit_unavailable", RATE_LIMIT_UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: RATE_LIMIT_UNAVAILABLE_RETRY_SECONDS,
    });
    this.name = "RateLimitStoreUnavailableError";
    this.cause = cause;
  }
}

export function isRateLimitStoreUnavailable(
  error: unknown,
): error is RateLimitStoreUnavailableError {
  return error instanceof RateLimitStoreUnavailableError;
}
