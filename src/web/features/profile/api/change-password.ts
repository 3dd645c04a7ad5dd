import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "@/web/features/auth/api/get-me";
import { api } from "@/web/lib/api-client";

export interface ChangePasswordInput {
  /** Required when the account has a password; left out when a magic-link user adds one. */
  currentPassword?: string;
  newPassword: string;
}

/**
 * Changes the own password, or adds one to a magic-link-only account (POST /api/me/password
 * → { added }). A wrong current password is a 400 with fields.currentPassword.
 */
export function changePassword(input: ChangePasswordInput): Promise<{ added: boolean }> {
  return api.post<{ added: boolean }>("/api/me/password", input);
}

/** The account reloads afterwards: an added password turns on `hasPassword`. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
