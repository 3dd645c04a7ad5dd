/**
 * The submit dialog's and the quote wizard's calls: create a request (optionally submitted to
 * lenders in the same transaction), submit an existing request to a lender, and the visitor's
 * anonymous request. Success toasts live here (spec 8), failure handling with the caller (the
 * dialog shows an anonymous failure in its step-5 alert, spec 8).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AddSubmissionsBody,
  AnonymousLoanRequestBody,
  AnonymousLoanRequestResponse,
  CreateLoanRequestBody,
  LoanRequestResponse,
} from "@/domain/contract/loan-requests";
import { loanRequestSubmittedToast, TOASTS } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { invalidateInquiryLists } from "@/web/lib/session";

export function createLoanRequest(body: CreateLoanRequestBody): Promise<LoanRequestResponse> {
  return api.post<LoanRequestResponse>("/api/loan-requests", body);
}

/** `notes`: for these lenders only, stored with the submissions (issue 28). */
export function submitExistingLoanRequest(
  requestId: string,
  lenderIds: string[],
  notes: string | null = null,
): Promise<LoanRequestResponse> {
  const body: AddSubmissionsBody = notes ? { lenderIds, notes } : { lenderIds };
  return api.post<LoanRequestResponse>(
    `/api/loan-requests/${encodeURIComponent(requestId)}/submissions`,
    body,
  );
}

export function submitAnonymousLoanRequest(
  body: AnonymousLoanRequestBody,
): Promise<AnonymousLoanRequestResponse> {
  return api.post<AnonymousLoanRequestResponse>("/api/loan-requests/anonymous", body);
}

/** What the signed-in dialog sends: a new request, or an existing one, to one lender. */
export type SignedInSubmission =
  | { kind: "new"; request: CreateLoanRequestBody["request"] }
  | { kind: "existing"; requestId: string; notes: string | null };

/**
 * Signed-in submission to one lender: 'Loan Request Submitted' / 'Your loan request has been
 * submitted to {company}.', and the request lists refresh.
 */
export function useSubmitToLender(lender: { id: string; companyName: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: SignedInSubmission) =>
      submission.kind === "new"
        ? createLoanRequest({ request: submission.request, lenderIds: [lender.id] })
        : submitExistingLoanRequest(submission.requestId, [lender.id], submission.notes),
    onSuccess: () => {
      const toast = loanRequestSubmittedToast(lender.companyName);
      notify.success({ title: toast.title, message: toast.text });
      return invalidateInquiryLists(queryClient);
    },
  });
}

/** A visitor's request: 'Success!' / 'Your loan request has been sent and a confirmation…'. */
export function useSubmitAnonymousRequest() {
  return useMutation({
    mutationFn: submitAnonymousLoanRequest,
    onSuccess: () =>
      notify.success({ title: TOASTS.loanRequestSent.title, message: TOASTS.loanRequestSent.text }),
  });
}

/** The quote wizard's general inquiry for a signed-in user (no lender). */
export function useCreateGeneralInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateLoanRequestBody, "lenderIds" | "useFirstActiveLender">) =>
      createLoanRequest(body),
    onSuccess: () => invalidateInquiryLists(queryClient),
  });
}
