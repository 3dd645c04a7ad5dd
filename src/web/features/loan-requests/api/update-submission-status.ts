import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanRequestResponse, SubmissionStatusBody } from "@/domain/contract/loan-requests";
import { LOAN_FUNDED_DIALOG, STATUS_UPDATED_TOAST } from "@/domain/statuses";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { refreshAfterWrite } from "./loan-requests";

export interface SubmissionStatusChange extends SubmissionStatusBody {
  requestId: string;
  submissionId: string;
}

/**
 * PATCH /api/loan-requests/:id/submissions/:submissionId: the borrower's status of one lender.
 * With `declineOthers` (funded only) the server declines the request's other submissions in
 * the same transaction ('Yes, decline others', spec 4).
 */
export function updateSubmissionStatus({
  requestId,
  submissionId,
  ...body
}: SubmissionStatusChange): Promise<LoanRequestResponse> {
  return api.patch<LoanRequestResponse>(
    `/api/loan-requests/${encodeURIComponent(requestId)}/submissions/${encodeURIComponent(submissionId)}`,
    body satisfies SubmissionStatusBody,
  );
}

/**
 * Spec 4: 'Lender status has been updated successfully.' after a status change ('Status
 * Updated'); a funded one is titled 'Loan Funded!'.
 */
export function useUpdateSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubmissionStatus,
    onSuccess: (answer, change) => {
      notify.success({
        title: change.status === "funded" ? LOAN_FUNDED_DIALOG.title : STATUS_UPDATED_TOAST.title,
        message: STATUS_UPDATED_TOAST.text,
      });
      return refreshAfterWrite(queryClient, answer);
    },
  });
}
