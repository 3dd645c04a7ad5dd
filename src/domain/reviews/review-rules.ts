/**
 * Reviews only from real deals (issue 35, docs/decisions/2026-11-27-verified-reviews.md): who
 * may review, for how long a review stays editable, what moderation does to a lender's
 * verified figures, and the words the pages print. Pure rules; the server and the web both
 * read them.
 */

import { formatMonthYear } from "../reference/dates";
import { DAY_MS } from "../reference/limits";
import { LOAN_TYPE_INFO, type LoanPurpose, loanTypeOfPurpose } from "../reference/loan-types";
import { importedSourceName } from "./review-labels";

export { importedSourceName, verifiedReviewsLabel } from "./review-labels";

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
export const REVIEW_REJECT_REASON_MAX_LENGTH = 500;
/** A review can be edited until this many days after it was first posted. */
export const REVIEW_EDIT_DAYS = 30;
/** Published reviews per page on the lender page and in its API. */
export const REVIEW_PAGE_SIZE = 5;

/** The submission statuses that make a deal real enough to review. */
export const QUALIFYING_SUBMISSION_STATUSES = ["approved_application", "funded"] as const;

export interface DealFacts {
  /** The borrower-tracked status of the submission. */
  status: string;
  /** Whether the borrower accepted one of this lender's offers on the submission. */
  hasAcceptedOffer: boolean;
}

/**
 * A deal qualifies for a review when the submission reached 'approved_application' or
 * 'funded', or the borrower accepted the lender's offer on it.
 */
export function isQualifyingDeal(deal: DealFacts): boolean {
  return (
    deal.hasAcceptedOffer ||
    (QUALIFYING_SUBMISSION_STATUSES as readonly string[]).includes(deal.status)
  );
}

/** When a review posted at `postedAt` stops being editable. */
export function reviewEditableUntil(postedAt: Date): Date {
  return new Date(postedAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/** Whether the borrower may still edit a review posted at `postedAt`. */
export function isReviewEditable(postedAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(postedAt).getTime();
}

/**
 * The change a moderation or edit makes to a lender's verified figures: only published
 * reviews count, so a review entering 'published' adds its rating, one leaving it (an edit
 * sends it back to moderation) takes its old rating away. Applied as increments to the
 * lender's two counters, never recomputed from all reviews.
 */
export function verifiedDelta(
  before: { status: ReviewStatus; rating: number } | null,
  after: { status: ReviewStatus; rating: number },
): { count: number; sum: number } {
  const was = before?.status === "published";
  const is = after.status === "published";
  return {
    count: (is ? 1 : 0) - (was ? 1 : 0),
    sum: (is ? after.rating : 0) - (was && before ? before.rating : 0),
  };
}

/** The verified score shown (one decimal), or null without verified reviews. */
export function verifiedScore(count: number, sum: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** 'Verified deal · Fix & Flip · March 2026'. */
export const VERIFIED_DEAL = "Verified deal";
export function verifiedDealLabel(loanPurpose: LoanPurpose | null, dealMonth: string): string {
  const type = loanPurpose ? LOAN_TYPE_INFO[loanTypeOfPurpose(loanPurpose)].label : null;
  return [VERIFIED_DEAL, type, formatMonthYear(dealMonth)].filter(Boolean).join(" · ");
}

/**
 * The admin-imported figure, labelled with where it came from: '4.7 on Google (imported)', or
 * '4.7 (imported)' without a source link; null when there is no imported figure.
 */
export function importedReviewsLabel(
  score: number | null,
  count: number | null,
  url: string | null,
): string | null {
  if (score === null || !count) return null;
  const source = importedSourceName(url);
  const reviews = `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
  return source
    ? `${score.toFixed(1)} on ${source} (imported, ${reviews})`
    : `${score.toFixed(1)} (imported, ${reviews})`;
}

/** Texts the pages and the API answer with. */
export const REVIEW_MESSAGES = {
  notFound: "Review not found.",
  submissionNotFound: "Loan request not found.",
  noQualifyingDeal:
    "You can review a lender once it approved your application, funded your loan or you accepted its offer.",
  alreadyReviewed: "You already reviewed this lender for this request. Edit your review instead.",
  editWindowClosed: `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are posted.`,
  alreadyModerated: "This review was already moderated.",
  replyExists: "You already replied to this review.",
  replyNotPublished: "Only published reviews can be answered.",
  pendingNote: "Your review is published once LenderLane checks it.",
  rejectReasonRequired: "Give a reason for rejecting the review.",
} as const;
