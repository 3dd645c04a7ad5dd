/**
 * Offers (term sheets, issue 15). A submission's offers are the business of its borrower and
 * of the users of its lender; admins read them. Only an approved lender sends, revises or
 * withdraws, and only on submissions addressed to its own lender record; only the request's
 * borrower accepts.
 */
import { type Actor, isAdmin, isApprovedLender } from "./actor";
import { ownsInquiry } from "./inquiry-policies";

/** The fields of a submission (and its request) that decide who may see its offers. */
export interface OfferSubmissionRef {
  /** The request's owner; null for an anonymous request not yet linked. */
  borrowerId: string | null;
  /** The lender the submission was sent to. */
  submissionLenderId: string;
}

/** The routes of the lender's offer desk: approved lender accounts. */
export function canUseOfferDesk(actor: Actor): boolean {
  return isApprovedLender(actor);
}

/** Sending, revising and withdrawing: an approved lender on a submission sent to its record. */
export function canMakeOffer(actor: Actor, submission: OfferSubmissionRef): boolean {
  return (
    isApprovedLender(actor) &&
    actor?.lenderId != null &&
    actor.lenderId === submission.submissionLenderId
  );
}

/** Accepting: only the borrower who owns the request (a borrower account). */
export function canAcceptOffer(actor: Actor, submission: OfferSubmissionRef): boolean {
  return (
    actor?.userType === "borrower" &&
    ownsInquiry(actor, { borrowerId: submission.borrowerId, lenderId: null })
  );
}

/** Reading: the borrower, the submission's lender, and admins (read-only). */
export function canReadOffers(actor: Actor, submission: OfferSubmissionRef): boolean {
  return canAcceptOffer(actor, submission) || canMakeOffer(actor, submission) || isAdmin(actor);
}
