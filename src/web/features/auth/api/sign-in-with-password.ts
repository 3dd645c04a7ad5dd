import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { authNextPath, twoFactorPageUrl } from "@/domain/accounts/two-factor";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { passwordSignInErrorToast } from "@/web/features/auth/lib/auth-errors";
import { authClient } from "@/web/lib/auth-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session/me";
import { AFTER_SIGN_IN_PATH, unwrapAuth } from "./auth-error";

export interface PasswordSignInInput {
  email: string;
  password: string;
}

/** Whether the account asks for its two-factor code next (issue 33: no session yet). */
export interface PasswordSignInResult {
  twoFactor: boolean;
}

export async function signInWithPassword(
  input: PasswordSignInInput,
): Promise<PasswordSignInResult> {
  const data = unwrapAuth(await authClient.signIn.email(input)) as {
    twoFactorRedirect?: boolean;
  } | null;
  return { twoFactor: data?.twoFactorRedirect === true };
}

/**
 * Password sign-in (the /auth Password tab and /lender-login): 'Welcome back!', then the
 * account is reloaded and /dashboard sends the user to their own home; an account with
 * two-factor sign-in goes to the code page first (issue 33), which does the same after it. Earlier anonymous
 * requests are linked by the app-wide sign-in watcher once the new account is seen.
 */
export function usePasswordSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Issue 31: /auth?next=… (an invitation opened signed out) returns there instead.
  const [params] = useSearchParams();
  const target = authNextPath(params) ?? AFTER_SIGN_IN_PATH;
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: async ({ twoFactor }) => {
      if (twoFactor) {
        await navigate(twoFactorPageUrl(target));
        return;
      }
      notify.success({
        title: ACCOUNT_TOASTS.signedIn.title,
        message: ACCOUNT_TOASTS.signedIn.text,
      });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await navigate(target, { replace: true });
    },
    onError: (error) => notify.errorToast(passwordSignInErrorToast(error)),
  });
}
