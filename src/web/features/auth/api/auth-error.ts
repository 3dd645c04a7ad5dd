/**
 * better-auth's client answers `{ data, error }` instead of throwing. {@link unwrapAuth} turns
 * an error answer into an {@link AuthActionError}: an ApiError with the same parts as our own
 * API's errors ({ code, status, message, retryAfterSeconds }), so the calls fit TanStack
 * mutations and the domain's code tables (auth-errors.ts) read one shape. Codes are
 * lower-cased, as our API passes better-auth's codes on; a 429 without a code (better-auth's
 * own request limit) is `too_many_requests`.
 */

import type { ErrorCode } from "@/domain/contract/error";
import type { AuthErrorLike } from "@/web/features/auth/lib/auth-errors";
import { ApiError, positiveSeconds } from "@/web/lib/api-client";

/** The `{ error }` part of a better-auth client answer (its body's fields spread in). */
export interface BetterAuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText?: string | undefined;
  /** Sent by our own refusals inside better-auth (magic_link_locked, too_many_attempts). */
  retryAfterSeconds?: unknown;
}

const TOO_MANY_REQUESTS: ErrorCode = "too_many_requests";

export class AuthActionError extends ApiError implements AuthErrorLike {
  override readonly name: string = "AuthActionError";

  constructor(error: BetterAuthClientError) {
    const code =
      error.code?.toLowerCase() ||
      (error.status === 429 ? TOO_MANY_REQUESTS : `http_${error.status}`);
    super(
      error.status,
      code,
      error.message || "Something went wrong.",
      undefined,
      positiveSeconds(error.retryAfterSeconds),
    );
  }
}

interface BetterAuthResult<T> {
  data: T | null;
  error: BetterAuthClientError | null;
}

export function unwrapAuth<T>(result: BetterAuthResult<T>): T | null {
  if (result.error) throw new AuthActionError(result.error);
  return result.data;
}

// Where each flow lands: shared with the server's form endpoints (domain/accounts/auth-forms.ts).
export {
  AFTER_MAGIC_LINK_PATH,
  AFTER_SIGN_IN_PATH,
  AUTH_ERROR_PATH,
  WELCOME_PARAM,
} from "@/domain/accounts/auth-forms";
/** better-auth sends reset links here with ?token=… or ?error=INVALID_TOKEN. */
export const RESET_PASSWORD_PATH = "/reset-password";
