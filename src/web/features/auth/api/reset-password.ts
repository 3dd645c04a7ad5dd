import { useMutation } from "@tanstack/react-query";
import { authClient } from "@/web/lib/auth-client";
import { unwrapAuth } from "./auth-error";

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets a new password with the token of a reset link (better-auth ends the old sessions). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  unwrapAuth(await authClient.resetPassword(input));
}

/** The screen decides what a failure means (a refused token shows the 'request a new link' state). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
