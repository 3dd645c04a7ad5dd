/**
 * Status values and their labels (spec 3 and 4): loan submission statuses, inquiry statuses,
 * user types, approval statuses and filters, field history change types.
 */

/** Loan submission statuses and labels, in dropdown order (spec 4 'Submission status'). */
export const SUBMISSION_STATUSES = [
  { value: "no_reply", label: "No reply yet" },
  { value: "active_communications", label: "Connected" },
  { value: "submitted_application", label: "Applied" },
  { value: "approved_application", label: "Approved" },
  { value: "funded", label: "Funded" },
  { value: "declined", label: "Declined" },
] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]["value"];

export const SUBMISSION_STATUS_VALUES = SUBMISSION_STATUSES.map((s) => s.value) as [
  SubmissionStatus,
  ...SubmissionStatus[],
];

/** Status of a newly created loan submission. */
export const DEFAULT_SUBMISSION_STATUS: SubmissionStatus = "no_reply";

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return (
    typeof value === "string" && (SUBMISSION_STATUS_VALUES as readonly string[]).includes(value)
  );
}

/** The label of a status; an unknown value is shown with underscores as spaces (spec 4). */
export function submissionStatusLabel(status: string): string {
  return SUBMISSION_STATUSES.find((s) => s.value === status)?.label ?? status.replaceAll("_", " ");
}

/** Active submissions are those not funded or declined (spec 4). */
export function isActiveSubmission(status: string): boolean {
  return status !== "funded" && status !== "declined";
}

/** Texts of the 'Loan Funded!' dialog (spec 4). */
export const LOAN_FUNDED_DIALOG = {
  title: "Loan Funded!",
  text: "Congratulations! Would you like to decline all other lenders?",
  declineOthers: "Yes, decline others",
  keepActive: "No, keep them active",
} as const;

/** Toast after a status change other than funded (spec 4). */
export const STATUS_UPDATED_TOAST = {
  title: "Status Updated",
  text: "Lender status has been updated successfully.",
} as const;

export interface SubmissionRef {
  id: string;
  inquiryId: string;
  status: string;
}

/**
 * The status writes for marking one submission funded (spec 4): funded on that one and, when
 * the borrower answers 'Yes, decline others', declined on every other submission of the same
 * request that is not already declined. Other requests' submissions are never touched.
 */
export function fundedStatusUpdates(
  submissions: readonly SubmissionRef[],
  fundedId: string,
  declineOthers: boolean,
): { id: string; status: SubmissionStatus }[] {
  return statusUpdatesDecliningOthers(submissions, fundedId, "funded", declineOthers);
}

/**
 * The same writes for any status that may decline the others: funded (spec 4) and, when the
 * borrower accepts a lender's offer (issue 15), approved_application.
 */
export function statusUpdatesDecliningOthers(
  submissions: readonly SubmissionRef[],
  chosenId: string,
  status: SubmissionStatus,
  declineOthers: boolean,
): { id: string; status: SubmissionStatus }[] {
  const chosen = submissions.find((s) => s.id === chosenId);
  const updates: { id: string; status: SubmissionStatus }[] = [{ id: chosenId, status }];
  if (!declineOthers || !chosen) return updates;
  for (const s of submissions) {
    if (s.id !== chosenId && s.inquiryId === chosen.inquiryId && s.status !== "declined") {
      updates.push({ id: s.id, status: "declined" });
    }
  }
  return updates;
}

/** Inquiry statuses (spec 3 and 4); transitions between them are not specified. */
export const INQUIRY_STATUSES = ["pending", "approved", "declined"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const DEFAULT_INQUIRY_STATUS: InquiryStatus = "pending";

/** A pending inquiry counts as new (spec 4, lender dashboard 'New Inquiries'). */
export function isNewInquiry(status: string): boolean {
  return status === "pending";
}

/** Lender dashboard badge style: default when pending, otherwise secondary (spec 2). */
export function inquiryStatusBadgeVariant(status: string): "default" | "secondary" {
  return isNewInquiry(status) ? "default" : "secondary";
}

/** The older admin list also shows 'rejected' as destructive (spec 3). */
export function isDestructiveInquiryStatus(status: string): boolean {
  return status === "declined" || status === "rejected";
}

export const USER_TYPES = ["borrower", "lender", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Admin users filter (spec 2 'Admin area' and spec 9 'Approval filter values'). */
export const APPROVAL_FILTERS = [
  { value: "all", label: "All Users" },
  { value: "pending", label: "Pending Approval" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  /** Accounts whose email is not proven (issue 28: an anonymous request's account). */
  { value: "unconfirmed", label: "Unconfirmed" },
] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number]["value"];

export function matchesApprovalFilter(
  approvalStatus: string | null | undefined,
  filter: ApprovalFilter,
  emailVerified = true,
): boolean {
  if (filter === "unconfirmed") return !emailVerified;
  return filter === "all" || approvalStatus === filter;
}

/** Field history change types (spec 3 'History entries'). */
export const HISTORY_CHANGE_TYPES = ["manual", "update", "insert"] as const;
export type HistoryChangeType = (typeof HISTORY_CHANGE_TYPES)[number];

/** Who changed a history entry: the user email, or 'System' when missing (spec 3). */
export function historyChangedBy(userEmail: string | null | undefined): string {
  return userEmail?.trim() ? userEmail : "System";
}
