import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteProfile } from "@/domain/accounts/profile-schemas";
import type { CompleteProfileBody, Me, ProfileResponse } from "@/domain/contract/account";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session";

/**
 * Home's 'Complete Your Profile' (POST /api/me/complete-profile): full name and role, with
 * phone, credit score and, for lenders, the company. Choosing Lender makes the account a
 * lender pending approval (the server decides the approval status).
 */
export function completeProfile(input: CompleteProfile): Promise<ProfileResponse> {
  return api.post<ProfileResponse>("/api/me/complete-profile", input satisfies CompleteProfileBody);
}

/**
 * 'Profile Updated', then the account reloads, so home drops the form and shows its normal
 * content. The toast is shown here, not in the form's mutate() callbacks: the form unmounts
 * as soon as the saved profile is in the cache, and TanStack Query skips the callbacks of an
 * unmounted caller.
 */
export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ profile }) => {
      notify.success({
        title: ACCOUNT_TOASTS.profileCompleted.title,
        message: ACCOUNT_TOASTS.profileCompleted.text,
      });
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
