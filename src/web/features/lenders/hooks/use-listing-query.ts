import { useCallback, useEffect, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { LoanType } from "@/domain/loan-types";
import { type ListingState, listingSearchParams, parseListingQuery } from "../utils/listing-query";

export type ListingUpdate = (current: ListingState) => ListingState;

/**
 * The listing state held in the URL (the single source of truth: back and forward restore
 * filters, sort and page). `update` pushes a history entry unless `replace` is set; invalid
 * parameters found in the URL are removed in place (replace), so links built from the query
 * string (e.g. to a lender profile) carry only valid values.
 */
export function useListingQuery(loanType: LoanType) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { state, dropped } = useMemo(
    () => parseListingQuery(searchParams, loanType),
    [searchParams, loanType],
  );

  const update = useCallback(
    (change: ListingUpdate, options: { replace?: boolean } = {}) => {
      // The router updates the address before it re-renders (in a transition), so a quick
      // second change would see stale state here: read the address itself.
      const live = new URLSearchParams(window.location.search);
      const next = listingSearchParams(
        live,
        loanType,
        change(parseListingQuery(live, loanType).state),
      );
      if (next.toString() === live.toString()) return;
      navigate(
        { search: `?${next.toString()}` },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [navigate, loanType],
  );

  const hasDropped = dropped.length > 0;
  useEffect(() => {
    if (hasDropped) update((current) => current, { replace: true });
  }, [hasDropped, update]);

  // Links to lender profiles carry the canonical query, which always names the loan type and
  // sort, so the profile's 'Back to lenders' finds this listing even from a bare /fix-and-flip.
  const search = useMemo(
    () => listingSearchParams(searchParams, loanType, state).toString(),
    [searchParams, loanType, state],
  );

  return { state, search, update };
}
