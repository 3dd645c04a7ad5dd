import { useMutation } from "@tanstack/react-query";
import { resetEmailErrorToast } from "@/web/features/auth/lib/auth-errors";
import { authClient } from "@/web/lib/auth-client";
import { notify } from "@/web/lib/notify";
import { RESET_PASSWORD_PATH, unwrapAuth } from "./auth-error";

/**
 * Mails a password reset link whose target is /reset-password. An unknown email gets the same
 * answer (and no mail), so the screen reveals nothing about who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  unwrapAuth(await authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
}

/** Failure: 'Error sending reset email' with the message (spec 8). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => notify.errorToast(resetEmailErrorToast(error)),
  });
}
