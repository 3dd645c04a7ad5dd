import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoanRequestResponse, SubmissionStatusBody } from "@/domain/contract/loan-requests";
import { LOAN_FUNDED_DIALOG, STATUS_UPDATED_TOAST } from "@/domain/reference/statuses";
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
 * The notice after a saved status (spec 4, 8): 'Status Updated' / 'Lender status has been
 * updated successfully.' for any status but funded; funded is titled 'Loan Funded!' (the spec
 * gives only the title; the text is ours and says whether the others were declined).
 */
export function statusSavedToast(change: Pick<SubmissionStatusBody, "status" | "declineOthers">) {
  if (change.status !== "funded") return STATUS_UPDATED_TOAST;
  return {
    title: LOAN_FUNDED_DIALOG.title,
    text: change.declineOthers
      ? "Congratulations! The other lenders of this request are marked declined."
      : "Congratulations! The other lenders of this request stay active.",
  };
}

export function useUpdateSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubmissionStatus,
    onSuccess: (answer, change) => {
      const toast = statusSavedToast(change);
      notify.success({ title: toast.title, message: toast.text });
      return refreshAfterWrite(queryClient, answer);
    },
  });
}
