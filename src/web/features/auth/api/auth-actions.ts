/**
 * Sign-in and sign-up calls to better-auth. better-auth answers `{ data, error }` instead of
 * throwing; these wrappers throw an {@link AuthActionError} so they fit TanStack mutations.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import {
  magicLinkErrorToast,
  passwordSignInErrorToast,
  signUpErrorToast,
} from "@/domain/auth-errors";
import { authClient } from "@/web/lib/auth-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "./get-me";

/**
 * Where magic links and verification links land after success: /auth is their return target
 * (spec 2 route table), and /auth sends a signed-in visitor on to /dashboard.
 */
export const AFTER_SIGN_IN_PATH = "/auth";
/** Where they land when the link is invalid, expired or used: /auth shows the error alert. */
export const AUTH_ERROR_PATH = "/auth";

export class AuthActionError extends Error {
  override readonly name = "AuthActionError";
  readonly code: string | undefined;
  readonly status: number;

  constructor(error: { code?: string | undefined; message?: string | undefined; status: number }) {
    super(error.message || error.code || "Something went wrong.");
    this.code = error.code;
    this.status = error.status;
  }
}

interface BetterAuthResult {
  error: { code?: string | undefined; message?: string | undefined; status: number } | null;
}

function unwrap(result: BetterAuthResult): void {
  if (result.error) throw new AuthActionError(result.error);
}

export async function sendMagicLink(email: string): Promise<void> {
  unwrap(
    await authClient.signIn.magicLink({
      email,
      callbackURL: AFTER_SIGN_IN_PATH,
      errorCallbackURL: AUTH_ERROR_PATH,
    }),
  );
}

export async function signInWithPassword(input: { email: string; password: string }) {
  unwrap(await authClient.signIn.email(input));
}

export async function signUpWithPassword(input: { email: string; password: string }) {
  unwrap(await authClient.signUp.email({ ...input, name: "", callbackURL: AFTER_SIGN_IN_PATH }));
}

export function useSendMagicLink() {
  return useMutation({
    mutationFn: sendMagicLink,
    onSuccess: () =>
      notify.success({
        title: "Check your email",
        message: "We've sent you a magic link to sign in. The link expires in 1 hour.",
      }),
    onError: (error) => notify.errorToast(magicLinkErrorToast(error)),
  });
}

export function usePasswordSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: async () => {
      notify.success({ title: "Welcome back!" });
      // Start reloading the profile, then let /dashboard pick the right home once it arrives.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      await navigate(AFTER_SIGN_IN_PATH, { replace: true });
    },
    onError: (error) => notify.errorToast(passwordSignInErrorToast(error)),
  });
}

export function usePasswordSignUp() {
  return useMutation({
    mutationFn: signUpWithPassword,
    onSuccess: () =>
      notify.success({
        title: "Account created!",
        message: "Please check your email to verify your account.",
      }),
    onError: (error) => notify.errorToast(signUpErrorToast(error)),
  });
}
