/**
 * Auth failures → toast titles and texts (spec 8 'Magic link', 'Password sign-in', 'Sign-up',
 * 'Auth URL errors') and the resend lock read from a send error (spec 4 'Sign-in flow').
 * Matching is case-insensitive, so small wording changes of the auth server still map. The
 * spec's wording comes from the product's first auth provider; errors are accepted as a
 * message or as { code, message, status } so better-auth's codes (INVALID_EMAIL_OR_PASSWORD,
 * EMAIL_NOT_VERIFIED, USER_ALREADY_EXISTS…, PASSWORD_TOO_SHORT, HTTP 429) map to the same toasts.
 */
import { MAGIC_LINK_RESEND_LOCK_SECONDS } from "./limits";
import { isWeakPasswordMessage, PASSWORD_MESSAGES } from "./password";
import type { ToastMessage } from "./toast-messages";

function has(message: string, part: string): boolean {
  return message.toLowerCase().includes(part.toLowerCase());
}

export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number | null;
}

export type AuthError = string | AuthErrorLike;

function partsOf(error: AuthError): { code: string; message: string; status: number | null } {
  if (typeof error === "string") return { code: "", message: error, status: null };
  return { code: error.code ?? "", message: error.message ?? "", status: error.status ?? null };
}

/** Fallback text when an error carries no message. */
export const UNKNOWN_AUTH_ERROR_TEXT = "Something went wrong.";

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
export function magicLinkErrorToast(error: AuthError): ToastMessage {
  const { code, message, status } = partsOf(error);
  if (has(message, "For security purposes, you can only request this after")) {
    return MAGIC_LINK_TOASTS.tooManyRequests;
  }
  const both = `${code} ${message}`;
  if (has(both, "rate limit") || has(both, "too many") || status === 429) {
    return MAGIC_LINK_TOASTS.rateLimited;
  }
  if (has(both, "invalid")) return MAGIC_LINK_TOASTS.invalidEmail;
  return { title: "Error", text: message || UNKNOWN_AUTH_ERROR_TEXT };
}

/**
 * The resend lock in seconds: N when the error says 'you can only request this after N
 * seconds', null otherwise (the caller then keeps the default of 60 seconds).
 */
export function resendLockFromError(error: AuthError): number | null {
  const match = /you can only request this after (\d+) seconds?/i.exec(partsOf(error).message);
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

export function passwordSignInErrorToast(error: AuthError): ToastMessage {
  const { code, message } = partsOf(error);
  if (
    code === "INVALID_EMAIL_OR_PASSWORD" ||
    has(message, "Invalid login credentials") ||
    has(message, "Invalid email or password")
  ) {
    return PASSWORD_SIGN_IN_TOASTS.invalidCredentials;
  }
  if (
    code === "EMAIL_NOT_VERIFIED" ||
    has(message, "Email not confirmed") ||
    has(message, "Email not verified")
  ) {
    return PASSWORD_SIGN_IN_TOASTS.emailNotConfirmed;
  }
  return { title: "Error signing in", text: message || UNKNOWN_AUTH_ERROR_TEXT };
}

export const SIGN_UP_TOASTS = {
  accountExists: {
    title: "Account exists",
    text: "An account with this email already exists. Please sign in instead.",
  },
  weakPassword: { title: "Weak password", text: PASSWORD_MESSAGES.tooShort },
} as const satisfies Record<string, ToastMessage>;

/**
 * Sign-up failures: an existing account; a password length problem (shown with the spec's
 * 'Password must be at least 6 characters long.'); another password rule ('Weak password'
 * with the server's message); anything else.
 */
export function signUpErrorToast(error: AuthError): ToastMessage {
  const { code, message } = partsOf(error);
  if (
    code.startsWith("USER_ALREADY_EXISTS") ||
    has(message, "User already registered") ||
    has(message, "already exists")
  ) {
    return SIGN_UP_TOASTS.accountExists;
  }
  if (code === "PASSWORD_TOO_SHORT" || (code === "" && isWeakPasswordMessage(message))) {
    return SIGN_UP_TOASTS.weakPassword;
  }
  if (code.startsWith("PASSWORD_") || has(message, "weak password")) {
    return { title: SIGN_UP_TOASTS.weakPassword.title, text: message || UNKNOWN_AUTH_ERROR_TEXT };
  }
  return { title: "Error creating account", text: message || UNKNOWN_AUTH_ERROR_TEXT };
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
 * better-auth's own redirect codes that the spec's rules above do not catch (its INVALID_TOKEN
 * and TOKEN_EXPIRED already contain "invalid" / "expired"): the magic-link and email
 * verification endpoints answer `?error=<code>` when they cannot create the user or the
 * session (a server-side failure) or the link's user is gone (an unusable link). Keys are
 * lower-case.
 */
const BETTER_AUTH_URL_ERRORS: Readonly<Record<string, string>> = {
  failed_to_create_user: AUTH_URL_ERROR_MESSAGES.serverError,
  failed_to_create_session: AUTH_URL_ERROR_MESSAGES.serverError,
  user_not_found: AUTH_URL_ERROR_MESSAGES.invalid,
};

/**
 * The alert text for /auth?error=…&error_description=… (spec 8 'Auth URL errors'), or null
 * when no parameter is set. `errorCode` (error_code, e.g. 'otp_expired') is read too, and
 * codes such as better-auth's EXPIRED_TOKEN / INVALID_TOKEN in `error` map like descriptions.
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
  const all = `${error} ${code} ${description}`;
  if (error.toLowerCase() === "access_denied" || has(all, "expired")) {
    return AUTH_URL_ERROR_MESSAGES.expired;
  }
  if (error.toLowerCase() === "server_error") return AUTH_URL_ERROR_MESSAGES.serverError;
  const known = BETTER_AUTH_URL_ERRORS[error.toLowerCase()];
  if (known) return known;
  if (has(all, "invalid")) return AUTH_URL_ERROR_MESSAGES.invalid;
  return description || code || error;
}

/**
 * /reset-password reached without a usable token: no token in the link, better-auth's
 * `?error=INVALID_TOKEN` (unknown, used or expired token), or a reset refused for its token.
 */
export const RESET_LINK_INVALID = {
  title: "Reset link invalid or expired",
  text: "This password reset link is invalid or has expired. Reset links work once and expire after 1 hour. Please request a new one.",
} as const satisfies ToastMessage;

/** Whether a failed reset-password call was refused because of its token. */
export function isInvalidResetTokenError(error: AuthError): boolean {
  const { code, message } = partsOf(error);
  return has(`${code} ${message}`, "invalid_token") || has(`${code} ${message}`, "invalid token");
}

/** 'Error sending reset email' with the failure's message (spec 8 'Other failures'). */
export function resetEmailErrorToast(error: AuthError): ToastMessage {
  return {
    title: "Error sending reset email",
    text: partsOf(error).message || UNKNOWN_AUTH_ERROR_TEXT,
  };
}
