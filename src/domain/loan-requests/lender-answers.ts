/**
 * A lender's answer to a loan request sent to it (issue 12, beyond the spec): Interested or
 * Declined, with an optional note to the borrower. The answer lives on the loan submission (one
 * request may go to several lenders); the lender sees it as the inquiry status of spec 3
 * (pending until answered, approved when interested, declined), and it moves the borrower's
 * status of that submission from 'No reply yet' to 'Connected' or 'Declined'.
 */

import type { LenderAnswer } from "../contract/loan-requests";
import { formatElapsed } from "../reference/dates";
import { INQUIRY_STATUSES, type InquiryStatus, type SubmissionStatus } from "../reference/statuses";

/** The answers (one list with the loan request contract and the database enum). */
export { LENDER_ANSWERS, type LenderAnswer } from "../contract/loan-requests";

export const LENDER_INQUIRY_STATUSES = INQUIRY_STATUSES;

export const LENDER_NOTE_MAX = 2000;

export const LENDER_ANSWER_LABELS: Record<LenderAnswer, string> = {
  interested: "Interested",
  declined: "Declined",
};

/**
 * Whether an answer is substantive (issue 35: response times count only these): a decline
 * with a reason, or 'interested' with a note. An offer sent is one too (offers service).
 */
export function isSubstantiveAnswer(answer: {
  answer: LenderAnswer;
  note: string | null;
  declineReason: string | null;
}): boolean {
  if (answer.answer === "declined") return answer.declineReason !== null;
  return (answer.note?.trim() ?? "") !== "";
}

/** The inquiry status the lender sees: pending until it answers. */
export function inquiryStatusOfAnswer(answer: LenderAnswer | null | undefined): InquiryStatus {
  if (answer === "interested") return "approved";
  if (answer === "declined") return "declined";
  return "pending";
}

/** The badge text of a lender inquiry status. */
export function lenderInquiryStatusLabel(status: InquiryStatus): string {
  if (status === "approved") return "Interested";
  if (status === "declined") return "Declined";
  return "Pending";
}

/**
 * The borrower-tracked submission status after the lender answers: 'No reply yet' becomes
 * 'Connected' (interested) or 'Declined'. A decline also ends 'Connected' (an earlier
 * 'interested' set it; the card showed 'Connected' beside 'Lender declined', issue 28 item 14).
 * Any later status the borrower set (applied, approved, funded, declined) stays.
 */
export function submissionStatusAfterAnswer(
  current: SubmissionStatus,
  answer: LenderAnswer,
): SubmissionStatus {
  if (answer === "declined" && current === "active_communications") return "declined";
  if (current !== "no_reply") return current;
  return answer === "interested" ? "active_communications" : "declined";
}

/** Inquiry list filter (Loan Inquiries tab). */
export const INQUIRY_FILTERS = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Interested" },
  { value: "declined", label: "Declined" },
] as const;
export type InquiryFilter = (typeof INQUIRY_FILTERS)[number]["value"];

export function matchesInquiryFilter(status: InquiryStatus, filter: InquiryFilter): boolean {
  return filter === "all" || status === filter;
}

/** 'Received 3 days ago': the time since the request reached the lender. */
export function timeSinceArrival(createdAt: string | Date, now: Date): string {
  const at = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  if (now.getTime() - at.getTime() < 60_000) return "Received just now";
  return `Received ${formatElapsed(at, now)} ago`;
}

export const ANSWER_TOASTS = {
  interested: {
    title: "Answer sent",
    text: "The borrower has been told you are interested.",
  },
  declined: {
    title: "Answer sent",
    text: "The borrower has been told you declined this request.",
  },
} as const;
