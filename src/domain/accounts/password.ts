/** Password rules (spec 5 'Authentication' and spec 8 sign-up texts). */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../reference/limits";
import type { ToastMessage } from "../site/toast-messages";

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  currentRequired: "Current password is required",
} as const;

export const PASSWORD_CHANGE_TOASTS = {
  mismatch: { title: "Password mismatch", text: "New password and confirmation don't match." },
  tooShort: { title: "Password too short", text: PASSWORD_MESSAGES.tooShort },
  currentRequired: {
    title: "Current password required",
    text: "Please enter your current password.",
  },
} as const satisfies Record<string, ToastMessage>;

/**
 * A new password (sign-up, reset, change): at least 6 characters, and at most the auth
 * server's 128 (so a longer one gets a field message rather than a bare refusal).
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

export interface PasswordChangeInput {
  currentPassword?: string | null;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The toast for a failed password change, or null when it may be sent (spec 5): the new
 * password must equal the confirmation, then be at least 6 characters; the current password
 * is required only when the account already has a password (a magic-link-only user adds one).
 */
export function validatePasswordChange(
  input: PasswordChangeInput,
  hasExistingPassword: boolean,
): ToastMessage | null {
  if (input.newPassword !== input.confirmPassword) return PASSWORD_CHANGE_TOASTS.mismatch;
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_CHANGE_TOASTS.tooShort;
  if (hasExistingPassword && !input.currentPassword) return PASSWORD_CHANGE_TOASTS.currentRequired;
  return null;
}

/** Zod form of validatePasswordChange; each issue's message is the toast's text. */
export function changePasswordSchema(hasExistingPassword: boolean) {
  return z
    .object({
      currentPassword: z.string().nullish(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      const toast = validatePasswordChange(value, hasExistingPassword);
      if (!toast) return;
      const path =
        toast === PASSWORD_CHANGE_TOASTS.mismatch
          ? ["confirmPassword"]
          : toast === PASSWORD_CHANGE_TOASTS.tooShort
            ? ["newPassword"]
            : ["currentPassword"];
      ctx.addIssue({ code: "custom", message: toast.text, path });
    });
}
