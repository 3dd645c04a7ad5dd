/**
 * Requests to know (export) and to delete (issue 33; docs/decisions/2026-11-27-account-deletion.md):
 * what a deletion leaves behind, for how long, and the words the other party sees. Pure rules:
 * the services in src/server/services/privacy apply them, the retention job of issue 33's
 * operations work purges by the periods below.
 */

export const PRIVACY_REQUEST_KINDS = ["export", "delete"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * How long the log of a request to know or to delete is kept (`privacy_requests.retain_until`):
 * California's CCPA regulations (11 CCR § 7101) ask a business to keep records of consumer
 * requests and how it answered them for at least 24 months.
 */
export const PRIVACY_REQUEST_RETENTION_MONTHS = 24;

/**
 * How long a consent record is kept after it was given (`consent_records.retain_until`): proof
 * of consent to be contacted by phone must outlive the 4-year federal limitation period for
 * TCPA claims (28 U.S.C. § 1658). An account's deletion keeps its records (without the email)
 * until then.
 */
export const CONSENT_RETENTION_MONTHS = 48;

/** What a lender sees instead of a deleted borrower's name and email. */
export const DELETED_BORROWER_LABEL = "Deleted borrower";

/** What replaces a deleted person's message bodies in the other party's thread. */
export const DELETED_MESSAGE_BODY =
  "This message was removed when its author deleted their account.";

/**
 * An account without a password proves it is its owner by a recent sign-in instead: a
 * session younger than this (the magic link it came from was the proof).
 */
export const FRESH_SESSION_MINUTES = 15;

/** The instant `months` calendar months after `from` (UTC), the end of a retention period. */
export function retainUntil(from: Date, months: number): Date {
  const until = new Date(from.getTime());
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/** Whether a session that began at `createdAt` is recent enough to stand for a password. */
export function isFreshSession(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= FRESH_SESSION_MINUTES * 60_000;
}

/** Whether the confirmation typed in the dialog names the account (case and spaces aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
