/**
 * The admin loan request calls (src/domain/contract/admin-loan-requests.ts): the paged,
 * searched list and one request's detail.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminLoanRequestDetail,
  AdminLoanRequestList,
} from "@/domain/contract/admin-loan-requests";
import { api } from "@/web/lib/api-client";

export const adminLoanRequestsRoot = ["admin", "loan-requests"] as const;

export interface AdminLoanRequestsQuery {
  q?: string;
  page: number;
}

export function useAdminLoanRequests({ q, page }: AdminLoanRequestsQuery) {
  return useQuery({
    queryKey: [...adminLoanRequestsRoot, "list", { q: q ?? "", page }],
    queryFn: ({ signal }) =>
      api.get<AdminLoanRequestList>(ADMIN_API.loanRequests, {
        signal,
        query: { q: q || undefined, page },
      }),
    // The rows of the last page stay (marked busy) while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminLoanRequest(requestId: string) {
  return useQuery({
    queryKey: [...adminLoanRequestsRoot, "detail", requestId],
    queryFn: ({ signal }) =>
      api.get<AdminLoanRequestDetail>(ADMIN_API.loanRequest(requestId), { signal }),
  });
}
