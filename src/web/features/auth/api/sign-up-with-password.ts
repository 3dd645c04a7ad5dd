import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { authNextPath } from "@/domain/accounts/two-factor";
import { TOASTS } from "@/domain/site/toast-messages";
import { signUpErrorToast } from "@/web/features/auth/lib/auth-errors";
import { authClient } from "@/web/lib/auth-client";
import { notify } from "@/web/lib/notify";
import { unwrapAuth } from "./auth-error";

export interface PasswordSignUpInput {
  email: string;
  password: string;
}

/**
 * Borrower password sign-up. The verification mail's link signs the user in and returns to
 * /auth, which sends a signed-in visitor on to /dashboard (or shows a bad link's error).
 */
export async function signUpWithPassword(
  input: PasswordSignUpInput,
  next: string | null = null,
): Promise<void> {
  // Issue 31: /auth?next=… (an invitation opened signed out): the confirmation link returns there.
  unwrapAuth(await authClient.signUp.email({ ...input, name: "", callbackURL: next ?? "/auth" }));
}

export function usePasswordSignUp() {
  const [params] = useSearchParams();
  const next = authNextPath(params);
  return useMutation({
    mutationFn: (input: PasswordSignUpInput) => signUpWithPassword(input, next),
    onSuccess: () =>
      notify.success({ title: TOASTS.accountCreated.title, message: TOASTS.accountCreated.text }),
    onError: (error) => notify.errorToast(signUpErrorToast(error)),
  });
}
