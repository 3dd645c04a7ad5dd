/**
 * Admin-only abilities (spec 6, 'Admin' row): the whole admin area, loan request lists and
 * details, user management and lender approval, creating and deleting lenders, field history,
 * the Active switch, source URL inputs and the 'Unknown' collateral option. Each has its own
 * name so a call site says what it allows, even though today they all mean "is an admin".
 */
import type { ApprovalStatus, UserType } from "../statuses";
import { type Actor, isAdmin } from "./actor";

/** The admin area and every /api/admin route. */
export const canAccessAdmin = (actor: Actor): boolean => isAdmin(actor);

/** Loan request lists and details of every borrower. */
export const canViewAllInquiries = (actor: Actor): boolean => isAdmin(actor);

/** The users list and a user's detail view. */
export const canManageUsers = (actor: Actor): boolean => isAdmin(actor);

/**
 * Approving or rejecting a lender account (spec 4 'Profile approval_status'): an admin, on an
 * account of user type lender (pending ones, or to revisit a decision).
 */
export function canDecideLenderApproval(
  actor: Actor,
  account: { userType: UserType; approvalStatus: ApprovalStatus | null },
): boolean {
  return isAdmin(actor) && account.userType === "lender";
}

/** Creating and deleting lender records (editing: see canEditLender). */
export const canCreateLender = (actor: Actor): boolean => isAdmin(actor);
export const canDeleteLender = (actor: Actor): boolean => isAdmin(actor);

/** Reading, adding, editing and deleting field history entries. */
export const canManageFieldHistory = (actor: Actor): boolean => isAdmin(actor);

/** The lender's 'Active' switch (inactive lenders leave the public catalogue). */
export const canSetLenderActive = (actor: Actor): boolean => isAdmin(actor);

/**
 * Setting or keeping source URLs (states source, product source): a lender's own submission
 * forces 'Lender provided' instead (spec 6).
 */
export const canSetSourceUrls = (actor: Actor): boolean => isAdmin(actor);

/** Offering the 'Unknown' collateral option on a loan product. */
export const canUseUnknownCollateral = (actor: Actor): boolean => isAdmin(actor);
