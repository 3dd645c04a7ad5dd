/**
 * better-auth's two-factor endpoints (issue 33) under /api/auth, called with fetch like the
 * rest of the API (same-origin, the session cookie). Failures become ApiErrors with
 * better-auth's code lower-cased, as the other auth calls do.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TWO_FACTOR_TOASTS } from "@/domain/accounts/two-factor";
import { ApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session";

async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const code =
      typeof data?.code === "string" && data.code ? data.code : `http_${response.status}`;
    const message = typeof data?.message === "string" ? data.message : "";
    throw new ApiError(response.status, code.toLowerCase(), message);
  }
  return data as T;
}

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

const withPassword = (password: string | undefined) => (password ? { password } : {});

/** Starts enrolment: the authenticator's address and the backup codes (not on yet). */
export const enableTwoFactor = (password: string | undefined) =>
  call<Enrolment>("/two-factor/enable", withPassword(password));

/** A code from the authenticator: finishes enrolment, or a sign-in waiting for it. */
export const verifyTotp = (code: string) => call<unknown>("/two-factor/verify-totp", { code });

/** A backup code instead, during a sign-in (each works once). */
export const verifyBackupCode = (code: string) =>
  call<unknown>("/two-factor/verify-backup-code", { code });

export const generateBackupCodes = (password: string | undefined) =>
  call<{ backupCodes: string[] }>("/two-factor/generate-backup-codes", withPassword(password));

export const disableTwoFactor = (password: string | undefined) =>
  call<unknown>("/two-factor/disable", withPassword(password));

/** The account changed (enrolled, switched off): reload it. */
function useReloadMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** The first code of a new authenticator: two-factor sign-in is on. */
export function useConfirmEnrolment() {
  const reload = useReloadMe();
  return useMutation({
    mutationFn: verifyTotp,
    onSuccess: async () => {
      notify.success({
        title: TWO_FACTOR_TOASTS.enrolled.title,
        message: TWO_FACTOR_TOASTS.enrolled.text,
      });
      await reload();
    },
  });
}

export function useGenerateBackupCodes() {
  return useMutation({
    mutationFn: generateBackupCodes,
    onSuccess: () =>
      notify.success({
        title: TWO_FACTOR_TOASTS.newBackupCodes.title,
        message: TWO_FACTOR_TOASTS.newBackupCodes.text,
      }),
  });
}

export function useDisableTwoFactor() {
  const reload = useReloadMe();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      notify.success({
        title: TWO_FACTOR_TOASTS.disabled.title,
        message: TWO_FACTOR_TOASTS.disabled.text,
      });
      await reload();
    },
  });
}

/** The code page: a code or a backup code, then the account is loaded. */
export function useVerifySignInCode() {
  const reload = useReloadMe();
  return useMutation({
    mutationFn: ({ code, backup }: { code: string; backup: boolean }) =>
      backup ? verifyBackupCode(code) : verifyTotp(code),
    onSuccess: async () => {
      await reload();
    },
  });
}
