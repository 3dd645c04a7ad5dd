import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LenderSearchResponse } from "@/domain/contract/lenders";
import { LENDER_DATA_CACHE_MS } from "@/domain/reference/limits";
import { api } from "@/web/lib/api-client";

/** Query parameters of GET /api/lenders, as built by the domain's searchParamsOf (+ page). */
export type LenderSearchParams = Record<string, string>;

/**
 * Who is searching, as far as the answer depends on it: without a creditScore filter the API
 * applies the signed-in viewer's profile credit score (spec 9 'Lender filtering').
 */
export interface LenderSearchViewer {
  /** False while the signed-in user is still being looked up. */
  ready: boolean;
  creditScore: number | null;
}

/** One page of a listing: GET /api/lenders (400 with field errors on bad parameters). */
export function searchLenders(
  params: LenderSearchParams,
  signal?: AbortSignal,
): Promise<LenderSearchResponse> {
  return api.get<LenderSearchResponse>("/api/lenders", { query: params, signal });
}

export function searchLendersQueryOptions(
  params: LenderSearchParams,
  viewerCreditScore: number | null = null,
) {
  return queryOptions({
    // The viewer's score is part of the key only when it can change the answer.
    queryKey: [
      "lenders",
      "search",
      params,
      params.creditScore === undefined ? viewerCreditScore : null,
    ] as const,
    queryFn: ({ signal }) => searchLenders(params, signal),
    // Spec 9: lender and product data is cached 5 minutes.
    staleTime: LENDER_DATA_CACHE_MS,
  });
}

/**
 * The listing's current page. While another page or filter of the same loan type loads, the
 * previous results stay on screen (isPlaceholderData) so the layout does not jump; switching
 * loan type starts from skeletons.
 */
export function useSearchLenders(params: LenderSearchParams, viewer: LenderSearchViewer) {
  return useQuery({
    ...searchLendersQueryOptions(params, viewer.creditScore),
    enabled: viewer.ready,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.loanType === params.loanType
        ? keepPreviousData(previous)
        : undefined,
  });
}
