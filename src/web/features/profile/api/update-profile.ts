import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileEdit } from "@/domain/accounts/profile-schemas";
import type { Me, ProfilePatchBody, ProfileResponse } from "@/domain/contract/account";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session";

/**
 * Saves the My Profile edit (PATCH /api/me/profile): only full name, phone, experience and a
 * numeric credit score (spec 2). 400 answers carry per-field messages in `fields`.
 */
export function updateProfile(input: ProfileEdit): Promise<ProfileResponse> {
  return api.patch<ProfileResponse>("/api/me/profile", input satisfies ProfilePatchBody);
}

/** 'Profile Updated', and the cached account shows the saved profile at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      notify.success({
        title: ACCOUNT_TOASTS.profileUpdated.title,
        message: ACCOUNT_TOASTS.profileUpdated.text,
      });
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
