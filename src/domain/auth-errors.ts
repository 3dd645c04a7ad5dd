/**
 * Auth failures → toast titles and texts (spec 8 'Magic link', 'Password sign-in', 'Sign-up',
 * 'Auth URL errors') and the resend lock read from a send error (spec 4 'Sign-in flow').
 * Matching is case-insensitive, so small wording changes of the auth server still map.
 */
import { MAGIC_LINK_RESEND_LOCK_SECONDS } from "./limits";
import { isWeakPasswordMessage, PASSWORD_MESSAGES } from "./password";
import type { ToastMessage } from "./toast-messages";

function has(message: string, part: string): boolean {
  return message.toLowerCase().includes(part.toLowerCase());
}

export const MAGIC_LINK_TOASTS = {
  tooManyRequests: {
    title: "Too many requests",
    text: "Please wait before requesting another magic link. Check your email for the previous link.",
  },
  rateLimited: {
    title: "Rate limited",
    text: "Too many sign-in attempts. Please wait a few minutes and try again.",
  },
  invalidEmail: { title: "Invalid email", text: "Please check your email address and try again." },
} as const satisfies Record<string, ToastMessage>;

/** The toast for a failed magic-link request, checked in the order of spec 8's table. */
export function magicLinkErrorToast(message: string): ToastMessage {
  if (has(message, "For security purposes, you can only request this after")) {
    return MAGIC_LINK_TOASTS.tooManyRequests;
  }
  if (has(message, "rate limit")) return MAGIC_LINK_TOASTS.rateLimited;
  if (has(message, "invalid")) return MAGIC_LINK_TOASTS.invalidEmail;
  return { title: "Error", text: message };
}

/**
 * The resend lock in seconds: N when the error says 'you can only request this after N
 * seconds', null otherwise (the caller then keeps the default of 60 seconds).
 */
export function resendLockFromError(message: string): number | null {
  const match = /you can only request this after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

export const DEFAULT_RESEND_LOCK_SECONDS = MAGIC_LINK_RESEND_LOCK_SECONDS;

/** 'Resend in Ns' while locked, 'Resend' after. */
export function resendButtonText(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend in ${Math.ceil(secondsLeft)}s` : "Resend";
}

export const PASSWORD_SIGN_IN_TOASTS = {
  invalidCredentials: {
    title: "Invalid credentials",
    text: "Please check your email and password and try again.",
  },
  emailNotConfirmed: {
    title: "Email not confirmed",
    text: "Please check your email and click the confirmation link.",
  },
} as const satisfies Record<string, ToastMessage>;

export function passwordSignInErrorToast(message: string): ToastMessage {
  if (has(message, "Invalid login credentials")) return PASSWORD_SIGN_IN_TOASTS.invalidCredentials;
  if (has(message, "Email not confirmed")) return PASSWORD_SIGN_IN_TOASTS.emailNotConfirmed;
  return { title: "Error signing in", text: message };
}

export const SIGN_UP_TOASTS = {
  accountExists: {
    title: "Account exists",
    text: "An account with this email already exists. Please sign in instead.",
  },
  weakPassword: { title: "Weak password", text: PASSWORD_MESSAGES.tooShort },
} as const satisfies Record<string, ToastMessage>;

export function signUpErrorToast(message: string): ToastMessage {
  if (has(message, "User already registered")) return SIGN_UP_TOASTS.accountExists;
  if (isWeakPasswordMessage(message)) return SIGN_UP_TOASTS.weakPassword;
  return { title: "Error creating account", text: message };
}

/** Title of the /auth error alert and its hint about expired or invalid links. */
export const AUTH_URL_ERROR_TITLE = "Authentication Error";
export const AUTH_URL_ERROR_HINT =
  "Magic links expire after 1 hour and work only once. Request a new link below.";

export const AUTH_URL_ERROR_MESSAGES = {
  expired: "Your magic link has expired. Please request a new one.",
  serverError: "Authentication server error. Please try again.",
  invalid: "Invalid or expired magic link. Please request a new one.",
} as const;

/**
 * The alert text for /auth?error=…&error_description=… (spec 8 'Auth URL errors'), or null
 * when neither parameter is set. `errorCode` (error_code, e.g. 'otp_expired') is read too.
 */
export function authUrlErrorMessage(params: {
  error?: string | null;
  errorCode?: string | null;
  errorDescription?: string | null;
}): string | null {
  const error = params.error?.trim() ?? "";
  const code = params.errorCode?.trim() ?? "";
  const description = params.errorDescription?.trim() ?? "";
  if (!error && !code && !description) return null;
  if (error === "access_denied" || has(description, "expired") || has(code, "expired")) {
    return AUTH_URL_ERROR_MESSAGES.expired;
  }
  if (error === "server_error") return AUTH_URL_ERROR_MESSAGES.serverError;
  if (has(description, "invalid")) return AUTH_URL_ERROR_MESSAGES.invalid;
  return description || code || error;
}
