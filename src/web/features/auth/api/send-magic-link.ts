import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { authNextPath } from "@/domain/accounts/two-factor";
import { TOASTS } from "@/domain/site/toast-messages";
import { magicLinkErrorToast } from "@/web/features/auth/lib/auth-errors";
import { authClient } from "@/web/lib/auth-client";
import { notify } from "@/web/lib/notify";
import { AFTER_MAGIC_LINK_PATH, AUTH_ERROR_PATH, unwrapAuth } from "./auth-error";

/**
 * Mails a magic link (spec 2 'Sign-in page'). It signs in an existing account or creates one;
 * either way the link lands on /dashboard (which says 'Welcome!'), and a bad link on
 * /auth?error=….
 */
export async function sendMagicLink(email: string, next: string | null = null): Promise<void> {
  unwrapAuth(
    await authClient.signIn.magicLink({
      email,
      // Issue 31: /auth?next=… (an invitation opened signed out): the link returns there.
      callbackURL: next ?? AFTER_MAGIC_LINK_PATH,
      newUserCallbackURL: next ?? AFTER_MAGIC_LINK_PATH,
      errorCallbackURL: AUTH_ERROR_PATH,
    }),
  );
}

/** 'Check your email' on success; spec 8's magic-link failure toasts otherwise. */
export function useSendMagicLink() {
  const [params] = useSearchParams();
  const next = authNextPath(params);
  return useMutation({
    mutationFn: (email: string) => sendMagicLink(email, next),
    onSuccess: () =>
      notify.success({ title: TOASTS.magicLinkSent.title, message: TOASTS.magicLinkSent.text }),
    onError: (error) => notify.errorToast(magicLinkErrorToast(error)),
  });
}
