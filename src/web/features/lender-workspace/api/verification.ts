/**
 * The lender's verification calls (issue 35, contract: lender-verification.ts): its evidence
 * and state, the submission, and evidence uploads (the file's raw bytes, not JSON).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  EvidenceFile,
  OwnVerificationResponse,
  VerificationSubmitBody,
} from "@/domain/contract/lender-verification";
import { VERIFICATION_TOASTS } from "@/domain/lenders/verification/verification-rules";
import { ApiError, api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

export const verificationQueryKey = ["lender-workspace", "verification"] as const;
const PATH = "/api/lender-workspace/verification";

export function useOwnVerification() {
  return useQuery({
    queryKey: verificationQueryKey,
    queryFn: ({ signal }) => api.get<OwnVerificationResponse>(PATH, { signal }),
  });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationSubmitBody) => api.put<OwnVerificationResponse>(PATH, body),
    onSuccess: (data) => {
      queryClient.setQueryData(verificationQueryKey, data);
      notify.success({
        title: VERIFICATION_TOASTS.submitted.title,
        message: VERIFICATION_TOASTS.submitted.text,
      });
    },
  });
}

/** Sends one file's bytes; the server decides its type from them. */
async function uploadFile(file: File): Promise<EvidenceFile> {
  const response = await fetch(`${PATH}/files?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/octet-stream", Accept: "application/json" },
    body: file,
  });
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "upload_failed",
      error?.message ?? VERIFICATION_TOASTS.uploadFailed.text,
    );
  }
  return payload as EvidenceFile;
}

export function useUploadEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: verificationQueryKey });
      notify.success({
        title: VERIFICATION_TOASTS.uploaded.title,
        message: VERIFICATION_TOASTS.uploaded.text,
      });
    },
    onError: (error) =>
      notify.error({ title: VERIFICATION_TOASTS.uploadFailed.title, message: error.message }),
  });
}
