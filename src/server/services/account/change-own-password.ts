import { isAPIError } from "better-auth/api";
import { PASSWORD_MESSAGES } from "@/domain/accounts/password";
import type { Auth } from "../../auth/auth";
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  tooManyAttemptsAppError,
} from "../../auth/sign-in-throttle";
import { AppError } from "../../lib/app-error";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { hasPassword } from "./has-password";

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

export interface ChangeOwnPasswordOptions {
  auth: Auth;
  /** Where the sign-in throttle counts. */
  rateLimits: RateLimitStore;
  /** The request's headers (the session cookie). */
  headers: Headers;
  user: { id: string; email: string };
  input: { currentPassword?: string | null | undefined; newPassword: string };
}

export interface ChangeOwnPasswordResult {
  /** True when the user had no password and one was added, false when it was changed. */
  added: boolean;
  /** Set-Cookie headers of the replacement session after a change. */
  setCookies: string[];
}

const fieldError = (field: string, message: string) =>
  new AppError("validation_failed", "Please check the highlighted fields.", { [field]: message });

/**
 * Changes the signed-in user's password, or adds one for a magic-link-only user (spec 5
 * 'Password change': the current password is required only when one exists). A change checks
 * the current password under the same per-email guessing throttle as sign-in. Either way every
 * other session of the account is signed out, whatever the client sent: a change also
 * replaces the current session with a new one (hence the cookies), an add keeps it.
 */
export async function changeOwnPassword({
  auth,
  rateLimits,
  headers,
  user,
  input,
}: ChangeOwnPasswordOptions): Promise<ChangeOwnPasswordResult> {
  if (!(await hasPassword({ auth, userId: user.id }))) {
    await auth.api.setPassword({ headers, body: { newPassword: input.newPassword } });
    // Like a change: the account's other sessions end (this one keeps working).
    await auth.api.revokeOtherSessions({ headers });
    return { added: true, setCookies: [] };
  }
  const currentPassword = input.currentPassword ?? "";
  if (currentPassword === "")
    throw fieldError("currentPassword", PASSWORD_MESSAGES.currentRequired);

  const subject = { email: user.email };
  const waitMs = await reserveSignInAttempt(rateLimits, subject);
  if (waitMs !== null) throw tooManyAttemptsAppError(waitMs);
  try {
    const result = await auth.api.changePassword({
      headers,
      body: { currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      returnHeaders: true,
    });
    await settleSignInAttempt(rateLimits, subject, "success");
    return { added: false, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    const wrong = isAPIError(error) && error.body?.code === "INVALID_PASSWORD";
    await settleSignInAttempt(rateLimits, subject, wrong ? "failure" : "neither");
    if (wrong) throw fieldError("currentPassword", CURRENT_PASSWORD_INCORRECT);
    throw error;
  }
}
