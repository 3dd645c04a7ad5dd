/** The request confirmation page's calls: read what a mailed link is about, then act on it. */
import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  ConfirmRequestResponse,
  RequestConfirmation,
  WithdrawRequestResponse,
} from "@/domain/contract/request-confirmation";
import { api } from "@/web/lib/api-client";

export function useRequestConfirmation(token: string) {
  return useQuery({
    queryKey: ["request-confirmation", token] as const,
    queryFn: () =>
      api.get<RequestConfirmation>(`/api/request-confirmations?token=${encodeURIComponent(token)}`),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmRequest(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<ConfirmRequestResponse>("/api/request-confirmations/confirm", { token }),
  });
}

export function useWithdrawRequest(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<WithdrawRequestResponse>("/api/request-confirmations/withdraw", { token }),
  });
}
