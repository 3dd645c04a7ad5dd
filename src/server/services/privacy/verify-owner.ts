/**
 * The deletion's proof that the owner is at the keyboard (issue 33): the account's password
 * when it has one (checked under the sign-in throttle, like a password change), else a session
 * that began in the last FRESH_SESSION_MINUTES (the magic link that started it was the proof).
 */
import { isFreshSession } from "@/domain/privacy/privacy-rules";
import type { Auth } from "../../auth/auth";
import {
  reserveSignInAttempt,
  settleSignInAttempt,
  tooManyAttemptsAppError,
} from "../../auth/sign-in-throttle";
import { AppError } from "../../lib/app-error";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";

export const PASSWORD_REQUIRED = "Enter your password to delete your account";
export const PASSWORD_INCORRECT = "Password is incorrect";
export const RECENT_SIGN_IN_REQUIRED =
  "For your security, sign in again (with a new link) and then delete your account within 15 minutes.";

const fieldError = (field: string, message: string) =>
  new AppError("validation_failed", "Please check the highlighted fields.", { [field]: message });

export interface VerifyOwnerInput {
  auth: Auth;
  rateLimits: RateLimitStore;
  user: { id: string; email: string };
  sessionStartedAt: Date;
  password: string | null | undefined;
  now: Date;
}

export async function verifyOwner(input: VerifyOwnerInput): Promise<void> {
  const context = await input.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(input.user.id);
  const hash = account?.password;
  if (!hash) {
    if (!isFreshSession(input.sessionStartedAt, input.now)) {
      throw new AppError("recent_sign_in_required", RECENT_SIGN_IN_REQUIRED);
    }
    return;
  }
  const password = input.password ?? "";
  if (password === "") throw fieldError("password", PASSWORD_REQUIRED);
  const subject = { email: input.user.email };
  const waitMs = await reserveSignInAttempt(input.rateLimits, subject);
  if (waitMs !== null) throw tooManyAttemptsAppError(waitMs);
  const ok = await context.password.verify({ hash, password });
  await settleSignInAttempt(input.rateLimits, subject, ok ? "success" : "failure");
  if (!ok) throw fieldError("password", PASSWORD_INCORRECT);
}
