/**
 * Loan requests (inquiries) and their lender submissions (spec 6, 'Visitor', 'Borrower',
 * 'Lender' and 'Admin' rows).
 */
import { type Actor, isAdmin, isApprovedLender } from "./actor";

/** The inquiry fields that decide who may see or change it. */
export interface InquiryRef {
  /** The owning account; null for an anonymous request not yet linked. */
  borrowerId: string | null;
  /** The lender the request is addressed to. */
  lenderId: string | null;
}

/**
 * Sending a new loan request: a visitor (anonymous, with an email) or a borrower. Lender and
 * admin accounts are business accounts: a request from one would land as a borrower's request
 * of that account.
 */
export function canSubmitInquiry(actor: Actor): boolean {
  return actor === null || actor.userType === "borrower";
}

/**
 * The anonymous submission (spec 7 submit-anonymous-loan) is for visitors only: a signed-in
 * borrower sends requests as themself, and business accounts do not send requests.
 */
export function canSubmitAnonymously(actor: Actor): boolean {
  return actor === null;
}

/**
 * Having loan requests of one's own (list, create signed in, send to more lenders, archive,
 * submission statuses): borrowers. Which request is theirs is then ownsInquiry's question,
 * asked by the policies below (one per action) and, for lists, by ownInquiriesScope.
 */
export function canManageOwnInquiries(actor: Actor): boolean {
  return actor !== null && actor.userType === "borrower";
}

/**
 * The borrower who owns the request. Anonymous requests sent with the user's email count once
 * linked: linking (at session creation, verified email only) sets borrower_id, so ownership
 * is always borrower_id (spec 4 'Inquiry linking').
 */
export function ownsInquiry(actor: Actor, inquiry: InquiryRef): boolean {
  return actor !== null && inquiry.borrowerId !== null && inquiry.borrowerId === actor.userId;
}

/**
 * Lists of one's own requests (and of the offers on them): the rows ownsInquiry admits, as the
 * filter the server's query applies (borrower_id = the actor). Null: the actor owns none.
 */
export function ownInquiriesScope(actor: Actor): { borrowerId: string } | null {
  return actor === null ? null : { borrowerId: actor.userId };
}

/**
 * Seeing a request: its owner, an admin, or the approved lender it is addressed to (the actor's
 * lenderId must be known for that last case).
 */
export function canViewInquiry(actor: Actor, inquiry: InquiryRef): boolean {
  if (ownsInquiry(actor, inquiry) || isAdmin(actor)) return true;
  return (
    isApprovedLender(actor) &&
    inquiry.lenderId !== null &&
    inquiry.lenderId === (actor?.lenderId ?? null)
  );
}

/** Archiving and restoring a request: only its own borrower. */
export function canArchiveInquiry(actor: Actor, inquiry: InquiryRef): boolean {
  return ownsInquiry(actor, inquiry);
}

/**
 * Changing the status of one of the request's lender submissions (spec 4 'Submission status',
 * including 'decline all others' on funded): only the request's borrower.
 */
export function canChangeSubmission(actor: Actor, inquiry: InquiryRef): boolean {
  return ownsInquiry(actor, inquiry);
}

/**
 * Answering a request sent to one's lender record (Interested or Declined, with a note): the
 * approved lender managing the submission's lender record (actor.lenderId, looked up by the
 * server).
 */
export function canAnswerSubmission(actor: Actor, submission: { lenderId: string }): boolean {
  return (
    isApprovedLender(actor) && actor?.lenderId != null && actor.lenderId === submission.lenderId
  );
}

/**
 * The lender's private pipeline of a request sent to it (issue 31): its stage and notes are
 * read and written only by the approved lender managing the submission's lender record; the
 * borrower and every other lender never see them.
 */
export function canManagePipeline(actor: Actor, submission: { lenderId: string }): boolean {
  return canAnswerSubmission(actor, submission);
}

/**
 * 'Send to more lenders' (and the submit dialog's existing-request choice), with the list of
 * matching lenders it picks from: only the request's borrower.
 */
export function canSendToLenders(actor: Actor, inquiry: InquiryRef): boolean {
  return ownsInquiry(actor, inquiry);
}
