/**
 * The admin's verification calls (issue 35, contract: lender-verification.ts): the queue by
 * status, one lender's evidence, and the decision. A decision changes the queue, the lender's
 * public data (its card and page) and the audit trail, so those are refreshed.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminVerificationDetail,
  AdminVerificationList,
  VerificationDecisionBody,
} from "@/domain/contract/lender-verification";
import {
  VERIFICATION_DECISION_TOASTS,
  type VerificationStatus,
} from "@/domain/lenders/verification/verification-rules";
import { auditQueryRoot } from "@/web/features/admin-audit";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

export const adminVerificationsRoot = ["admin", "verifications"] as const;

export function useVerificationQueue(filters: { status: VerificationStatus; page: number }) {
  return useQuery({
    queryKey: [...adminVerificationsRoot, "list", filters],
    queryFn: ({ signal }) =>
      api.get<AdminVerificationList>(ADMIN_API.verifications, { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function verificationDetailKey(lenderId: string) {
  return [...adminVerificationsRoot, "detail", lenderId] as const;
}

export function useVerificationDetail(lenderId: string) {
  return useQuery({
    queryKey: verificationDetailKey(lenderId),
    queryFn: ({ signal }) =>
      api.get<AdminVerificationDetail>(ADMIN_API.verification(lenderId), { signal }),
  });
}

export function useDecideVerification(lenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDecisionBody) =>
      api.post<AdminVerificationDetail>(ADMIN_API.verificationDecision(lenderId), body),
    onSuccess: (detail, body) => {
      queryClient.setQueryData(verificationDetailKey(lenderId), detail);
      const toast = VERIFICATION_DECISION_TOASTS[body.decision];
      notify.success({ title: toast.title, message: toast.text });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminVerificationsRoot, "list"] }),
        queryClient.invalidateQueries({ queryKey: auditQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ["lenders"] }),
      ]);
    },
  });
}
