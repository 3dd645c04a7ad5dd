/**
 * Beyond the spec: the wizard's thank-you screen shows the lenders that best match the answers.
 * The answers become the listing's filters (loan type, state, amount, property type), searched
 * by relevance, so the screen and the pre-filtered listing it links to show the same lenders.
 */
import type { QuoteStep1 } from "@/domain/loan-requests/loan-request-schemas";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { searchParamsOf } from "@/domain/search/search-filters";

/** How many of the best matches the thank-you screen shows. */
export const BEST_MATCH_COUNT = 3;

/** GET /api/lenders parameters for the answers. */
export function matchSearchParams(answers: QuoteStep1): Record<string, string> {
  return searchParamsOf({
    loanType: answers.investmentType,
    location: answers.propertyState,
    loanAmount: answers.loanAmount,
    collateralType: answers.propertyType,
    sortBy: "most-relevant",
  });
}

/** The listing page of the loan type with the same filters (its query keeps loanType too). */
export function matchListingUrl(answers: QuoteStep1): string {
  const query = new URLSearchParams(matchSearchParams(answers)).toString();
  return `${LOAN_TYPE_INFO[answers.investmentType].route}?${query}`;
}
