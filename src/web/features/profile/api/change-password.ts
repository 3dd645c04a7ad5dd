import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PasswordChangeBody, PasswordChangeResponse } from "@/domain/contract/account";
import { passwordUpdatedToast } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session";

/** The current password is required when the account has one; left out when adding one. */
export type ChangePasswordInput = PasswordChangeBody;

/**
 * Changes the own password, or adds one to a magic-link-only account (POST /api/me/password
 * → { added }). A wrong current password is a 400 with fields.currentPassword.
 */
export function changePassword(input: ChangePasswordInput): Promise<PasswordChangeResponse> {
  return api.post<PasswordChangeResponse>("/api/me/password", input);
}

/**
 * 'Password updated' (changed or added), then the account reloads: an added password turns on
 * `hasPassword`, which remounts the card (keyed by it). The toast is shown here, not in the
 * card's mutate() callbacks, which TanStack Query skips once their caller has unmounted.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ added }) => {
      const toast = passwordUpdatedToast(added);
      notify.success({ title: toast.title, message: toast.text });
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
