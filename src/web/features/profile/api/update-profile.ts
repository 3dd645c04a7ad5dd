import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileEdit } from "@/domain/profile-schemas";
import { api } from "@/web/lib/api-client";
import { type Me, type MeProfile, meQueryKey } from "@/web/lib/session";

/**
 * Saves the My Profile edit (PATCH /api/me/profile): only full name, phone, experience and a
 * numeric credit score (spec 2). 400 answers carry per-field messages in `fields`.
 */
export function updateProfile(input: ProfileEdit): Promise<{ profile: MeProfile }> {
  return api.patch<{ profile: MeProfile }>("/api/me/profile", input);
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
