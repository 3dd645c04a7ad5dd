/**
 * Admin-only abilities (spec 6, 'Admin' row). The whole admin area is one policy,
 * canAccessAdmin: every /api/admin route (the admin plugin's onRequest hook: loan request
 * lists and details, users and lender approval, creating and deleting lenders, field history)
 * and the header's Admin link. The abilities below are the admin-only choices inside services
 * that non-admins also reach, or that a row decides.
 */
import type { ApprovalStatus, UserType } from "../reference/statuses";
import { type Actor, isAdmin } from "./actor";
import { mustEnrolTwoFactor } from "./two-factor-policies";

/**
 * The admin area and every /api/admin route: an admin with two-factor sign-in enrolled
 * (issue 33; an admin without one is led to enrolment, two-factor-policies.ts).
 */
export const canAccessAdmin = (actor: Actor): boolean =>
  isAdmin(actor) && !mustEnrolTwoFactor(actor);

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

/**
 * The admin-only fields of a lender record, written as given: the 'Active' switch (inactive
 * lenders leave the public catalogue), source URLs (a lender's own submission forces 'Lender
 * provided' instead, spec 6), the 'Unknown' collateral option, and the rating, slug and public
 * name (a lender's own change of those waits for confirmation, issue 27).
 */
export const canSetAdminLenderFields = (actor: Actor): boolean => isAdmin(actor);
