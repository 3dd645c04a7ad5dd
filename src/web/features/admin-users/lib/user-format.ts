/** How the admin user screens name a user and show their type and approval status. */
import type { ApprovalStatus, UserType } from "@/domain/reference/statuses";

/** Full name, else company, else the email. */
export function userDisplayName(user: {
  fullName?: string | null;
  companyName?: string | null;
  email: string;
}): string {
  return user.fullName?.trim() || user.companyName?.trim() || user.email;
}

export const USER_TYPE_LABELS: Record<UserType, string> = {
  borrower: "Borrower",
  lender: "Lender",
  admin: "Admin",
};

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export const APPROVAL_STATUS_COLORS: Record<ApprovalStatus, string> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
};

/** The badge of an account whose email is not proven yet (issue 28). */
export const UNCONFIRMED_LABEL = "Unconfirmed";
export const UNCONFIRMED_COLOR = "orange";

export const NO_USERS = "No users found";

/** The filter's label with its count: 'Pending Approval (3)'. */
export function filterLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** 'Showing 51-100 of 1,234 users', or the total alone when it fits one page. */
export function userCountText(total: number, page: number, pageSize: number): string {
  const noun = `user${total === 1 ? "" : "s"}`;
  const first = (page - 1) * pageSize + 1;
  if (total <= pageSize || first > total) return `${total.toLocaleString("en-US")} ${noun}`;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first.toLocaleString("en-US")}-${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun}`;
}
