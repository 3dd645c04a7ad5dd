/**
 * Lender verification (issue 35): what a lender submits, what an admin checks, and how long a
 * verification lasts. Pure rules; the server stores and the pages show what these decide
 * (docs/decisions/2026-11-27-lender-verification.md).
 */
import { addMonths, subMonths } from "date-fns";
import { toUtcDateOnly } from "../../reference/dates";

/** The checks an admin marks as passed; the public page lists the passed ones. */
export const VERIFICATION_CHECKS = ["entity", "licences", "funded_loans", "pledge"] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  entity: "Business entity",
  licences: "Licences",
  funded_loans: "3+ loans funded in 24 months",
  pledge: "No-upfront-fee pledge",
};

/** A submission's state in the admin's review. */
export const VERIFICATION_STATUSES = ["submitted", "more_info", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  submitted: "Waiting for review",
  more_info: "More information needed",
  approved: "Approved",
  rejected: "Rejected",
};

/** The admin's three decisions. */
export const VERIFICATION_DECISIONS = ["approve", "more_info", "reject"] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export const VERIFICATION_MONTHS = 12;
export const FUNDED_LOANS_WINDOW_MONTHS = 24;
export const FUNDED_LOANS_REQUIRED = 3;
export const REMINDER_DAYS_BEFORE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const VERIFIED_LABEL = "Verified";
export const NOT_VERIFIED_LABEL = "Not yet verified";

/** When a verification approved at `verifiedAt` expires: 12 months later. */
export function verificationExpiry(verifiedAt: Date): Date {
  return addMonths(verifiedAt, VERIFICATION_MONTHS);
}

/** Whether a verification valid until `expiresAt` still holds at `now`. */
export function isVerificationCurrent(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() > now.getTime();
}

/** The instant from which the lender is reminded: 30 days before expiry. */
export function reminderDueAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - REMINDER_DAYS_BEFORE * DAY_MS);
}

/**
 * Whether the expiry reminder is due at `now`: within 30 days of an expiry not yet passed,
 * and not sent for this expiry (`remindedFor`: the expiry the last reminder was about).
 */
export function isReminderDue(
  expiresAt: Date | null,
  remindedFor: Date | null,
  now: Date,
): boolean {
  if (!expiresAt || !isVerificationCurrent(expiresAt, now)) return false;
  if (remindedFor && remindedFor.getTime() === expiresAt.getTime()) return false;
  return now.getTime() >= reminderDueAt(expiresAt).getTime();
}

/** The earliest funding date that still counts at `now` (24 months back, as a YYYY-MM-DD day). */
export function fundedLoansWindowStart(now: Date): string {
  return toUtcDateOnly(subMonths(now, FUNDED_LOANS_WINDOW_MONTHS));
}

/** How many of the loans were funded within the 24 months before `now` (not in the future). */
export function fundedLoansInWindow(loans: readonly { fundedOn: string }[], now: Date): number {
  const from = fundedLoansWindowStart(now);
  const to = toUtcDateOnly(now);
  return loans.filter((loan) => loan.fundedOn >= from && loan.fundedOn <= to).length;
}

export const VERIFICATION_MESSAGES = {
  fundedLoans: `List at least ${FUNDED_LOANS_REQUIRED} loans funded in the last ${FUNDED_LOANS_WINDOW_MONTHS} months.`,
  loanProof: "Give a public-record reference or upload a document for this loan.",
  pledge: "Sign the pledge to submit.",
  pending: "Your evidence is already waiting for review.",
  notWaiting: "This submission is not waiting for a decision.",
  message: "Tell the lender what is missing.",
  rejectMessage: "Tell the lender why its evidence is rejected.",
  evidenceMissing: "An uploaded document was not found.",
} as const;

/** The checks in their fixed order, without repeats. */
export function orderedChecks(checks: readonly string[]): VerificationCheck[] {
  return VERIFICATION_CHECKS.filter((check) => checks.includes(check));
}

/** The dashboard's toasts (issue 35). */
export const VERIFICATION_TOASTS = {
  submitted: {
    title: "Evidence submitted",
    text: "An admin will review it. We will email you the decision.",
  },
  submitFailed: { title: "Error", text: "Failed to submit your evidence." },
  uploaded: { title: "File uploaded", text: "Attach it to a funded loan below." },
  uploadFailed: { title: "Error", text: "Failed to upload the file." },
} as const;

/** The admin's toasts after a decision (issue 35, /admin/verifications/:lenderId). */
export const VERIFICATION_DECISION_TOASTS = {
  approve: {
    title: "Lender verified",
    text: `Its page shows 'Verified' with the passed checks for ${VERIFICATION_MONTHS} months.`,
  },
  more_info: { title: "More information requested", text: "The lender is emailed your message." },
  reject: { title: "Evidence rejected", text: "The lender is emailed your reason." },
  failed: { title: "Error", text: "Failed to save the decision." },
} as const;
