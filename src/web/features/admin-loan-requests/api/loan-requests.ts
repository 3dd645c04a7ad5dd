/**
 * The admin loan request calls (src/domain/contract/admin-loan-requests.ts): the paged,
 * searched list, one request's detail and its offers.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminLoanRequestDetail,
  AdminLoanRequestList,
} from "@/domain/contract/admin-loan-requests";
import type { RequestOffersResponse } from "@/domain/contract/offers";
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

/** The request's offers per submission, every version, for the admin's read-only view. */
export function useAdminLoanRequestOffers(requestId: string) {
  return useQuery({
    queryKey: [...adminLoanRequestsRoot, "offers", requestId],
    queryFn: ({ signal }) =>
      api.get<RequestOffersResponse>(ADMIN_API.loanRequestOffers(requestId), { signal }),
  });
}
