import { useMemo } from "react";
import type { LoanType } from "@/domain/reference/loan-types";
import { useUrlState } from "@/web/lib/table/url-state";
import { type ListingState, listingUrlCodec } from "./listing-query";

export type ListingUpdate = (current: ListingState) => ListingState;

/**
 * The listing state held in the URL (the single source of truth: back and forward restore
 * filters, sort and page), through the table kit's useUrlState. `update` pushes a history
 * entry unless `replace` is set; invalid parameters found in the URL are removed in place
 * (replace), so links built from the query string (e.g. to a lender profile) carry only valid
 * values. `search` is the canonical query, which always names the loan type and sort, so the
 * profile's 'Back to lenders' finds this listing even from a bare /fix-and-flip.
 */
export function useListingQuery(loanType: LoanType) {
  const codec = useMemo(() => listingUrlCodec(loanType), [loanType]);
  return useUrlState(codec);
}
