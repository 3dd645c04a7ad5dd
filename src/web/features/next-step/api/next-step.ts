/** The next-step page's calls (issue 35): read which lenders a mailed link names, then send. */
import { useMutation, useQuery } from "@tanstack/react-query";
import type { NextStepPreview } from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";

export function useNextStep(token: string) {
  return useQuery({
    queryKey: ["next-step", token] as const,
    queryFn: () => api.get<NextStepPreview>(`/api/next-step?token=${encodeURIComponent(token)}`),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSendToNextLenders(token: string) {
  return useMutation({
    mutationFn: () => api.post<NextStepPreview>("/api/next-step", { token }),
  });
}
