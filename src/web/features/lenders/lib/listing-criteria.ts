/**
 * Issue 31: the listing's filters as a request, checked against the card's product: what the
 * match explanation lists as the lender's lending criteria, pass or fail each, with what would
 * make the request eligible. The match score itself is unchanged (spec 9).
 */
import type { PublicLender, PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { type CriterionCheck, checkLendingCriteria } from "@/domain/lenders/lending-criteria";
import { lenderStatesOf } from "@/domain/reference/us-states";
import { readSearchQuery, type SearchQueryKey } from "@/domain/search/query-reader";

export function listingCriteria(
  lender: Pick<PublicLender, "state">,
  product: PublicLoanProduct,
  search: string,
): CriterionCheck[] {
  const params = new URLSearchParams(search);
  const raw: Partial<Record<SearchQueryKey, string>> = {};
  for (const key of ["location", "loanAmount", "creditScore", "collateralType"] as const) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const { query } = readSearchQuery(raw);
  return checkLendingCriteria(lenderStatesOf(lender.state), product, {
    propertyState: query.location ?? null,
    loanAmount: query.loanAmount ?? null,
    creditScore: query.creditScore ?? null,
    propertyType: query.collateralType ?? null,
  });
}
