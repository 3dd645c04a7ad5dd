import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me, ProfilePatchBody, ProfileResponse } from "@/domain/contract/account";
import { api } from "@/web/lib/api-client";
import { meQueryKey } from "@/web/lib/session";

/**
 * Spec 6: 'About You' values a signed-in user enters are saved to their profile on change when
 * valid (PATCH /api/me/profile with just that field). Quiet on purpose: the dialog says
 * 'Saved to your profile' beside the field instead of a toast per field.
 */
export function useSaveAboutYouField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatchBody) => api.patch<ProfileResponse>("/api/me/profile", patch),
    onSuccess: ({ profile }) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me)),
  });
}
