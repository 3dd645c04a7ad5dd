/**
 * better-auth's client answers `{ data, error }` instead of throwing. {@link unwrapAuth} turns
 * an error answer into an {@link AuthActionError}, so the calls fit TanStack mutations and the
 * domain's toast mappers (which read code, message and status) receive the server's parts.
 */
import type { AuthErrorLike } from "@/domain/auth-errors";

export class AuthActionError extends Error implements AuthErrorLike {
  override readonly name = "AuthActionError";
  readonly code: string | undefined;
  readonly status: number;

  constructor(error: { code?: string | undefined; message?: string | undefined; status: number }) {
    super(error.message || error.code || "Something went wrong.");
    this.code = error.code;
    this.status = error.status;
  }
}

interface BetterAuthResult<T> {
  data: T | null;
  error: { code?: string | undefined; message?: string | undefined; status: number } | null;
}

export function unwrapAuth<T>(result: BetterAuthResult<T>): T | null {
  if (result.error) throw new AuthActionError(result.error);
  return result.data;
}

/** Where signing in lands (spec 2: after login and after a magic link the target is /dashboard). */
export const AFTER_SIGN_IN_PATH = "/dashboard";
/**
 * Query parameter of a magic link's target (/dashboard?welcome=1): the sign-in happened on
 * the server, so /dashboard shows the 'Welcome!' notice (spec 4 'Auth state') on its behalf.
 */
export const WELCOME_PARAM = "welcome";
export const AFTER_MAGIC_LINK_PATH = `${AFTER_SIGN_IN_PATH}?${WELCOME_PARAM}=1`;
/** Where an invalid, expired or used magic link lands: /auth shows the error alert. */
export const AUTH_ERROR_PATH = "/auth";
/** better-auth sends reset links here with ?token=… or ?error=INVALID_TOKEN. */
export const RESET_PASSWORD_PATH = "/reset-password";
