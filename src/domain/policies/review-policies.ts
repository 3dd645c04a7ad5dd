/**
 * Reviews only from real deals (issue 35): borrowers write them about their own deals, admins
 * moderate them (the admin plugin's canAccessAdmin), the reviewed lender replies. Whether the
 * deal qualifies is a business rule (review-rules.ts isQualifyingDeal), answered with its own
 * code, not an access question.
 */
import type { Actor } from "./actor";
import { isApprovedLender } from "./actor";

/** Writing and listing one's own reviews: borrower accounts. */
export function canWriteReviews(actor: Actor): boolean {
  return actor !== null && actor.userType === "borrower";
}

/** The review's author (edits it while its window is open). */
export function ownsReview(actor: Actor, review: { borrowerId: string }): boolean {
  return actor !== null && actor.userType === "borrower" && review.borrowerId === actor.userId;
}

/**
 * Replying to a review: the approved lender managing the reviewed lender record (actor's
 * lenderId looked up by the server). A reply is public on the profile, so a team member
 * (issue 31 seats) does not reply: only the owner, like every edit of the public profile.
 */
export function canReplyToReview(actor: Actor, review: { lenderId: string }): boolean {
  return (
    isApprovedLender(actor) &&
    actor?.lenderId != null &&
    actor.lenderId === review.lenderId &&
    actor.lenderRole !== "member"
  );
}

/** Lists of reviews about one's own lender record: the filter the query applies. */
export function ownLenderReviewsScope(actor: Actor): { lenderId: string } | null {
  return isApprovedLender(actor) && actor?.lenderId ? { lenderId: actor.lenderId } : null;
}

/** Lists of one's own reviews. */
export function ownReviewsScope(actor: Actor): { borrowerId: string } | null {
  return actor === null ? null : { borrowerId: actor.userId };
}

/**
 * Reviewing the lender of one of a request's submissions: the request's own borrower (whether
 * the deal qualifies is then the rules' question).
 */
export function canReviewSubmission(actor: Actor, inquiry: { borrowerId: string | null }): boolean {
  return (
    canWriteReviews(actor) && inquiry.borrowerId !== null && inquiry.borrowerId === actor?.userId
  );
}
