/**
 * The magic-link resend lock as a deadline, so the countdown stays right however late the
 * browser runs its timers (background tabs throttle them).
 */
import {
  DEFAULT_RESEND_LOCK_SECONDS,
  resendLockFromError,
} from "@/web/features/auth/lib/auth-errors";

/** When the lock set now for `seconds` ends (ms since the epoch). */
export function lockDeadline(seconds: number, now: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** Whole seconds left until the deadline, never negative ('Resend in Ns' rounds up). */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The lock after a send: the default 60 seconds after a successful send, the server's
 * `retryAfterSeconds` when it refused with magic_link_locked (a link went out recently), or
 * null for any other failure (no link was sent, so the email form stays).
 */
export function lockAfterSend(
  outcome: { ok: true } | { ok: false; error: Parameters<typeof resendLockFromError>[0] },
): number | null {
  if (outcome.ok) return DEFAULT_RESEND_LOCK_SECONDS;
  return resendLockFromError(outcome.error);
}
