/**
 * What a lender may set about itself (issue 27, docs/decisions/2026-11-26-lender-controlled-
 * figures.md). Review score, review count and review URL are admin-only; years in business and
 * loans funded are the lender's to report but show as 'reported by the lender' until an admin
 * confirms them (a later change by the lender un-confirms the figure); a new company name waits
 * for an admin's approval while the current one stays public; the slug is the admin's.
 */

/** Shown to the lender under its read-only review fields. */
export const REVIEWS_ADMIN_ONLY_NOTE =
  "Set by LenderLane from verified reviews — contact support to update.";
/** Shown next to a figure no admin has confirmed yet (cards, lender page). */
export const REPORTED_BY_LENDER = "reported by the lender";
/** The lender's form, under the company name, while a change waits. */
export const namePendingNote = (name: string) =>
  `Name change to “${name}” is pending approval by LenderLane. Your current name stays public until then.`;
export const NAME_CHANGE_NOTE = "A new company name is published once LenderLane approves it.";
export const TRACK_RECORD_CONFIRMED_NOTE =
  "Confirmed by LenderLane; a change is shown as reported by you until confirmed again.";
export const TRACK_RECORD_NOTE = "Shown publicly as reported by you until LenderLane confirms it.";

/** The lender columns these rules read. */
export interface LenderTrustRow {
  companyName: string;
  pendingCompanyName: string | null;
  slug: string;
  reviewScore: number | null;
  totalReviews: number | null;
  googleReviewsUrl: string | null;
  yearsInBusiness: number | null;
  totalLoansFunded: number | null;
  yearsInBusinessConfirmed: boolean;
  totalLoansFundedConfirmed: boolean;
}

/** The values a lender's own form submits for those columns. */
export interface LenderSelfEditInput {
  companyName: string;
  yearsInBusiness: number | null;
  totalLoansFunded: number | null;
}

/**
 * The columns a lender's self-edit writes: review fields and slug as stored (whatever was
 * sent), the public name as stored with the asked-for name as pending (asking for the current
 * name withdraws a pending request), and each track-record figure confirmed only while it is
 * unchanged.
 */
export function lenderSelfEditWrite(
  before: LenderTrustRow,
  input: LenderSelfEditInput,
): LenderTrustRow {
  const asked = input.companyName.trim();
  return {
    companyName: before.companyName,
    pendingCompanyName: asked === before.companyName ? null : asked,
    slug: before.slug,
    reviewScore: before.reviewScore,
    totalReviews: before.totalReviews,
    googleReviewsUrl: before.googleReviewsUrl,
    yearsInBusiness: input.yearsInBusiness,
    totalLoansFunded: input.totalLoansFunded,
    yearsInBusinessConfirmed:
      before.yearsInBusinessConfirmed && input.yearsInBusiness === before.yearsInBusiness,
    totalLoansFundedConfirmed:
      before.totalLoansFundedConfirmed && input.totalLoansFunded === before.totalLoansFunded,
  };
}

/** Whether a figure shows as 'reported by the lender' (it has a value no admin confirmed). */
export function isReportedByLender(value: number | null | undefined, confirmed: boolean): boolean {
  return typeof value === "number" && !confirmed;
}
