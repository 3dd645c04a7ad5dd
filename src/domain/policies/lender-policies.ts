/**
 * Lender accounts and lender records (spec 6, 'Lender' row; spec 2 'Lender dashboard').
 * Lenders start pending; only approved lenders get the full dashboard and their inquiries.
 */
import { type Actor, isAdmin, isApprovedLender } from "./actor";

/** The lender record fields that decide who may manage it. */
export interface LenderRecordRef {
  id: string;
  /** The managing account (lenders.user_id); null when no account is linked. */
  userId: string | null;
}

/**
 * /lender-dashboard at all: any lender account. Pending and rejected accounts see their
 * status card there, approved ones the tabs (see canUseLenderDashboard).
 */
export function canViewLenderDashboard(actor: Actor): boolean {
  return actor?.userType === "lender";
}

/** The dashboard's tabs (Overview, Loan Inquiries, Edit Profile): an approved lender. */
export function canUseLenderDashboard(actor: Actor): boolean {
  return isApprovedLender(actor);
}

/**
 * Whether the actor's account manages this lender record: an approved lender whose account is
 * the record's user_id. (Spec 2 also matches a record by contact email; that match is how an
 * admin or the approval links the record, setting user_id, never a permission by itself: a
 * contact email is typed by whoever edits the record.)
 */
export function ownsLender(actor: Actor, lender: LenderRecordRef): boolean {
  return isApprovedLender(actor) && lender.userId !== null && lender.userId === actor?.userId;
}

/**
 * Lists of what was sent to one's lender record (its loan requests, its offers): the rows of
 * the record the approved lender manages (actor.lenderId, looked up by the server from
 * lenders.user_id), as the filter the server's query applies. Null: nothing to list.
 */
export function ownLenderScope(actor: Actor): { lenderId: string } | null {
  return isApprovedLender(actor) && actor?.lenderId != null ? { lenderId: actor.lenderId } : null;
}

/** Editing a lender record: an admin, or the approved lender that manages it. */
export function canEditLender(actor: Actor, lender: LenderRecordRef): boolean {
  return isAdmin(actor) || ownsLender(actor, lender);
}

/**
 * 'Update Today' (issue 28): confirming a record's loan products as current stamps their
 * last_updated, a change to the record, so it is the lender's own (or an admin's) like an edit.
 */
export function canConfirmLenderProducts(actor: Actor, lender: LenderRecordRef): boolean {
  return canEditLender(actor, lender);
}

/**
 * 'Reapply' (issue 28): a lender account an admin refused asks for review again, back to
 * pending. Only from 'rejected', so a lender reapplies at most once per admin decision.
 */
export function canReapplyAsLender(actor: Actor): boolean {
  return actor?.userType === "lender" && actor.approvalStatus === "rejected";
}
