import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me, ProfilePatchBody, ProfileResponse } from "@/domain/contract/account";
import type { ProfileEdit } from "@/domain/profile-schemas";
import { meQueryKey } from "@/web/features/auth/api/get-me";
import { api } from "@/web/lib/api-client";

/**
 * Saves the My Profile edit (PATCH /api/me/profile): only full name, phone, experience and a
 * numeric credit score (spec 2). 400 answers carry per-field messages in `fields`.
 */
export function updateProfile(input: ProfileEdit): Promise<ProfileResponse> {
  return api.patch<ProfileResponse>("/api/me/profile", input satisfies ProfilePatchBody);
}

/** On success the cached account shows the saved profile at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
