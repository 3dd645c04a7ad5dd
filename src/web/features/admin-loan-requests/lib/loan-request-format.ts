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
 * when it fits one page; a search says 'matching'. A total the server stopped counting at
 * (`capped`, issue 34: ADMIN_LOAN_REQUEST_COUNT_CAP) reads 'of 10,000+'.
 */
export function loanRequestCountText(
  total: number,
  page: number,
  pageSize: number,
  searching: boolean,
  capped = false,
): string {
  const noun = `loan request${total === 1 && !capped ? "" : "s"}${searching ? " matching your search" : ""}`;
  const shown = `${formatNumber(total)}${capped ? "+" : ""}`;
  if (total <= pageSize && !capped) return `${shown} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (first > total) return `${shown} ${noun}`;
  return `Showing ${formatNumber(first)}-${formatNumber(last)} of ${shown} ${noun}`;
}

/**
 * Pages the pager offers: all of them for an exact total; for a capped one, those counted and
 * one more past the page shown, so the list can still be walked on.
 */
export function loanRequestPages(
  total: number,
  page: number,
  pageSize: number,
  capped: boolean,
): number {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  return capped ? Math.max(counted, page) + 1 : counted;
}
