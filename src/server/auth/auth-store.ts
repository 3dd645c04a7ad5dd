/**
 * The rate-limit store as better-auth's hooks and mail cap see it: the same store, but while it
 * cannot be reached its refusal is a better-auth APIError (503 `rate_limit_unavailable` with
 * Retry-After), which better-auth answers as is. A plain error thrown inside better-auth would
 * become a bare 500 with no body.
 */
import { APIError } from "better-auth/api";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { isRateLimitStoreUnavailable } from "../rate-limit/rate-limit-unavailable";

function toAuthError(error: unknown): unknown {
  if (!isRateLimitStoreUnavailable(error)) return error;
  const retryAfterSeconds = error.retryAfterSeconds ?? 1;
  return new APIError(
    "SERVICE_UNAVAILABLE",
    { code: error.code, message: error.message, retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

function answered<A extends unknown[], R>(operation: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await operation(...args);
    } catch (error) {
      throw toAuthError(error);
    }
  };
}

export function storeForAuth(store: RateLimitStore): RateLimitStore {
  return {
    kind: store.kind,
    within: (executor) => storeForAuth(store.within(executor)),
    reserveAttempt: answered(store.reserveAttempt.bind(store)),
    recordFailure: answered(store.recordFailure.bind(store)),
    releaseAttempt: answered(store.releaseAttempt.bind(store)),
    clearKey: answered(store.clearKey.bind(store)),
    acquireLock: answered(store.acquireLock.bind(store)),
    mark: answered(store.mark.bind(store)),
    isMarked: answered(store.isMarked.bind(store)),
    check: () => store.check(),
    close: () => store.close(),
  };
}
