import { useQuery } from "@tanstack/react-query";
import type { MatchingLendersResponse } from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";

/**
 * GET /api/loan-requests/:id/matching-lenders ('Send to more lenders'): the lenders matching
 * the request by the search rules, best match first, `alreadySent` on those holding it. Under
 * the "loan-requests" root, so a write to the request refreshes it too.
 */
export function matchingLendersQueryKey(requestId: string) {
  return ["loan-requests", "matching-lenders", requestId] as const;
}

export function getMatchingLenders(requestId: string): Promise<MatchingLendersResponse> {
  return api.get<MatchingLendersResponse>(
    `/api/loan-requests/${encodeURIComponent(requestId)}/matching-lenders`,
  );
}

export function useMatchingLenders(requestId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: matchingLendersQueryKey(requestId),
    queryFn: () => getMatchingLenders(requestId),
    enabled: options.enabled ?? true,
  });
}
