import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddSubmissionsBody, LoanRequestResponse } from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { refreshAfterWrite } from "./loan-requests";

export interface SendToMoreLenders extends AddSubmissionsBody {
  requestId: string;
}

/**
 * POST /api/loan-requests/:id/submissions: the request to 1..10 more lenders in one
 * transaction; 409 `already_submitted` (nothing written) when one of them already holds it.
 */
export function sendToMoreLenders({
  requestId,
  ...body
}: SendToMoreLenders): Promise<LoanRequestResponse> {
  return api.post<LoanRequestResponse>(
    `/api/loan-requests/${encodeURIComponent(requestId)}/submissions`,
    body satisfies AddSubmissionsBody,
  );
}

/** 'Loan Request Submitted' with the number of lenders (the feature is beyond the spec). */
export function sentToLendersText(count: number): string {
  return count === 1
    ? "Your loan request has been sent to 1 more lender."
    : `Your loan request has been sent to ${count} more lenders.`;
}

export function useSendToMoreLenders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToMoreLenders,
    onSuccess: (answer, sent) => {
      notify.success({
        title: "Loan Request Submitted",
        message: sentToLendersText(sent.lenderIds.length),
      });
      return refreshAfterWrite(queryClient, answer);
    },
  });
}
