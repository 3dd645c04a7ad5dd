import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { DeleteAccountBody } from "@/domain/contract/privacy";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session";

/** Where 'Download my data' points: a JSON attachment the browser saves (issue 33). */
export const EXPORT_URL = "/api/me/export";

export const ACCOUNT_DELETED_TOAST = {
  title: "Account deleted",
  text: "Your account and its personal data were deleted.",
};

export function deleteAccount(body: DeleteAccountBody): Promise<{ deleted: true }> {
  return api.post<{ deleted: true }>("/api/me/delete", body);
}

/**
 * 'Delete my account': on success the session is gone, so the page shows the visitor's header
 * at once, goes home and drops every cached answer of the account.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      queryClient.setQueryData(meQueryKey, null);
      await navigate("/");
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      notify.success({ title: ACCOUNT_DELETED_TOAST.title, message: ACCOUNT_DELETED_TOAST.text });
    },
  });
}
