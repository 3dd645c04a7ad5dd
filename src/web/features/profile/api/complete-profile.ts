import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteProfile } from "@/domain/profile-schemas";
import { type Me, type MeProfile, meQueryKey } from "@/web/features/auth/api/get-me";
import { api } from "@/web/lib/api-client";

/**
 * Home's 'Complete Your Profile' (POST /api/me/complete-profile): full name and role, with
 * phone, credit score and, for lenders, the company. Choosing Lender makes the account a
 * lender pending approval (the server decides the approval status).
 */
export function completeProfile(input: CompleteProfile): Promise<{ profile: MeProfile }> {
  return api.post<{ profile: MeProfile }>("/api/me/complete-profile", input);
}

/** On success the account reloads, so home drops the form and shows its normal content. */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
