import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateLoanRequestBody,
  LoanRequestInput,
  LoanRequestResponse,
} from "@/domain/contract/loan-requests";
import { loanRequestSubmittedToast } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { refreshAfterWrite } from "./loan-requests";

/**
 * The dashboard's 'New Loan Request' (spec 2): POST /api/loan-requests to the lender the dialog
 * named (issue 28; the server checks it may receive the request), or with
 * `useFirstActiveLender` when it named none, so the server picks the first of the same ranking;
 * 503 `service_unavailable` when there is none ('Service Unavailable').
 */
export function createDashboardLoanRequest({
  request,
  lenderId,
}: {
  request: LoanRequestInput;
  lenderId: string | null;
}): Promise<LoanRequestResponse> {
  const body: CreateLoanRequestBody = lenderId
    ? { request, lenderIds: [lenderId] }
    : { request, useFirstActiveLender: true };
  return api.post<LoanRequestResponse>("/api/loan-requests", body);
}

/** 'Loan Request Submitted' / 'Your loan request has been submitted to {company}.' */
export function useCreateDashboardLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboardLoanRequest,
    onSuccess: (answer) => {
      const lender = answer.request.submissions[0];
      if (lender) {
        const toast = loanRequestSubmittedToast(lender.lenderName);
        notify.success({ title: toast.title, message: toast.text });
      }
      return refreshAfterWrite(queryClient, answer);
    },
  });
}
