/** How the admin loan request screens show a request's purpose, status and the list's count. */
import { formatNumber } from "@/domain/reference/format";
import type { LoanPurpose } from "@/domain/reference/loan-types";
import { LOAN_TYPE_INFO, loanTypeOfPurpose } from "@/domain/reference/loan-types";
import type { InquiryStatus } from "@/domain/reference/statuses";

export const NO_LOAN_REQUESTS = "No loan requests found";

export function purposeLabel(purpose: LoanPurpose | null): string {
  return purpose ? LOAN_TYPE_INFO[loanTypeOfPurpose(purpose)].label : "—";
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  declined: "Declined",
};

export const INQUIRY_STATUS_COLORS: Record<InquiryStatus, string> = {
  pending: "yellow",
  approved: "green",
  declined: "red",
};

/**
 * The count text over the table: 'Showing 51-100 of 1,234 loan requests', or the total alone
 * when it fits one page; a search says 'matching'.
 */
export function loanRequestCountText(
  total: number,
  page: number,
  pageSize: number,
  searching: boolean,
): string {
  const noun = `loan request${total === 1 ? "" : "s"}${searching ? " matching your search" : ""}`;
  if (total <= pageSize) return `${formatNumber(total)} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (first > total) return `${formatNumber(total)} ${noun}`;
  return `Showing ${formatNumber(first)}-${formatNumber(last)} of ${formatNumber(total)} ${noun}`;
}
