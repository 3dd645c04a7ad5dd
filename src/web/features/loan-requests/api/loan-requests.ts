/**
 * The signed-in user's own loan requests (GET /api/loan-requests), newest first, each with its
 * submissions and the lenders' answers. One query serves the borrower dashboard and the submit
 * dialog's existing-request picker. Its key starts with "loan-requests" (one of
 * INQUIRY_LIST_QUERY_ROOTS), so linking anonymous requests at sign-in reloads it.
 */
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type {
  LoanRequestDto,
  LoanRequestListResponse,
  LoanRequestResponse,
} from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";

export const loanRequestsQueryKey = ["loan-requests", "mine"] as const;

export function getLoanRequests(): Promise<LoanRequestListResponse> {
  return api.get<LoanRequestListResponse>("/api/loan-requests");
}

export function loanRequestsQueryOptions() {
  return queryOptions({ queryKey: loanRequestsQueryKey, queryFn: getLoanRequests });
}

/** `enabled: false` for users without requests of their own (e.g. lenders). */
export function useLoanRequests(options: { enabled?: boolean } = {}) {
  return useQuery({ ...loanRequestsQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * Puts a changed request (every write answers it) into the cached list at once, so the
 * dashboard shows the change without waiting for the refetch.
 */
export function replaceCachedLoanRequest(
  queryClient: QueryClient,
  { request }: LoanRequestResponse,
): void {
  queryClient.setQueryData<LoanRequestListResponse>(loanRequestsQueryKey, (list) => {
    if (!list) return list;
    const known = list.items.some((item) => item.id === request.id);
    const items: LoanRequestDto[] = known
      ? list.items.map((item) => (item.id === request.id ? request : item))
      : [request, ...list.items];
    return { ...list, items };
  });
}

/** After a write: the cached answer now, then a refetch of every inquiry list. */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  answer: LoanRequestResponse,
): Promise<void> {
  replaceCachedLoanRequest(queryClient, answer);
  await queryClient.invalidateQueries({ queryKey: ["loan-requests"] });
}
