import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  ReceivingLendersQuery,
  ReceivingLendersResponse,
} from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";

/**
 * GET /api/loan-requests/receiving-lenders (issue 28): who a new request like this would go to,
 * best match first; the first is the lender the server picks with `useFirstActiveLender`.
 * `null` while the form lacks the type, state or amount.
 */
export function receivingLendersQueryKey(query: ReceivingLendersQuery | null) {
  return ["loan-requests", "receiving-lenders", query] as const;
}

export function getReceivingLenders(
  query: ReceivingLendersQuery,
): Promise<ReceivingLendersResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return api.get<ReceivingLendersResponse>(`/api/loan-requests/receiving-lenders?${params}`);
}

export function useReceivingLenders(query: ReceivingLendersQuery | null) {
  return useQuery({
    queryKey: receivingLendersQueryKey(query),
    queryFn: () => getReceivingLenders(query as ReceivingLendersQuery),
    enabled: query !== null,
    // The named lender stays while a changed amount is looked up again.
    placeholderData: keepPreviousData,
  });
}
