import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ArchiveLoanRequestBody, LoanRequestResponse } from "@/domain/contract/loan-requests";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { refreshAfterWrite } from "./loan-requests";

export interface ArchiveChange extends ArchiveLoanRequestBody {
  requestId: string;
}

/** PATCH /api/loan-requests/:id `{ archived }`: Archive and Restore (spec 2, 4). */
export function archiveLoanRequest({
  requestId,
  ...body
}: ArchiveChange): Promise<LoanRequestResponse> {
  return api.patch<LoanRequestResponse>(
    `/api/loan-requests/${encodeURIComponent(requestId)}`,
    body satisfies ArchiveLoanRequestBody,
  );
}

/** The spec names no notice for Archive / Restore; ours says where the request went. */
export const ARCHIVE_TOASTS = {
  archived: { title: "Loan request archived", text: "You'll find it in the Archived tab." },
  restored: { title: "Loan request restored", text: "It's back in the Active tab." },
} as const;

export function useArchiveLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveLoanRequest,
    onSuccess: (answer, change) => {
      const toast = change.archived ? ARCHIVE_TOASTS.archived : ARCHIVE_TOASTS.restored;
      notify.success({ title: toast.title, message: toast.text });
      return refreshAfterWrite(queryClient, answer);
    },
  });
}
