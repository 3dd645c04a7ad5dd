import { useQuery } from "@tanstack/react-query";
import type { LoanRequestListResponse } from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";

/**
 * The signed-in user's own requests (GET /api/loan-requests) for the submit dialog's
 * existing-request picker. The key sits under the "loan-requests" root (INQUIRY_LIST_QUERY_ROOTS),
 * so it refreshes after a submission and when anonymous requests are linked at sign-in.
 */
export const ownLoanRequestsQueryKey = ["loan-requests", "mine"] as const;

export function getOwnLoanRequests(signal?: AbortSignal): Promise<LoanRequestListResponse> {
  return api.get<LoanRequestListResponse>("/api/loan-requests", { signal });
}

export function useOwnLoanRequests(enabled: boolean) {
  return useQuery({
    queryKey: ownLoanRequestsQueryKey,
    queryFn: ({ signal }) => getOwnLoanRequests(signal),
    enabled,
  });
}
