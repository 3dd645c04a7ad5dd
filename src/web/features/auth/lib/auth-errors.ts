/**
 * Auth failures → toast titles and texts (spec 8 'Magic link', 'Password sign-in', 'Sign-up',
 * 'Auth URL errors') and the resend lock of a refused send (spec 4 'Sign-in flow').
 *
 * Failures are told apart by their code, never by their message: better-auth's codes
 * (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, USER_ALREADY_EXISTS…, PASSWORD_TOO_SHORT,
 * INVALID_TOKEN…) and ours (ERROR_CODES in contract/error.ts: magic_link_locked,
 * too_many_attempts…). Codes compare in lower case: our API passes better-auth's codes on
 * lower-cased. The spec's "message contains" wording comes from the product's first auth
 * provider; each row below is the code that says the same thing today.
 */

import {
  CONFIRMATION_LINK_PARAM,
  CONFIRMATION_LINK_VALUE,
} from "@/domain/accounts/confirmation-link";
import { PASSWORD_MESSAGES } from "@/domain/accounts/password";
import type { ErrorCode } from "@/domain/contract/error";
import { MAGIC_LINK_RESEND_LOCK_SECONDS } from "@/domain/reference/limits";
import type { ToastMessage } from "@/domain/site/toast-messages";

/** A failed auth call: its code, message, HTTP status and, when refused for a while, the wait. */
export interface AuthErrorLike {
  code?: string | null | undefined;
  message?: string | null | undefined;
  status?: number | null | undefined;
  retryAfterSeconds?: number | null | undefined;
}

export type AuthError = AuthErrorLike;

/** better-auth's error codes the web branches on (lower-cased, as our API passes them on). */
export const BETTER_AUTH_CODES = {
  invalidEmail: "invalid_email",
  validationError: "validation_error",
  invalidEmailOrPassword: "invalid_email_or_password",
  emailNotVerified: "email_not_verified",
  userAlreadyExists: "user_already_exists",
  userAlreadyExistsUseAnotherEmail: "user_already_exists_use_another_email",
  passwordTooShort: "password_too_short",
  passwordTooLong: "password_too_long",
  invalidToken: "invalid_token",
} as const;

const OUR_CODES = {
  magicLinkLocked: "magic_link_locked",
  tooManyAttempts: "too_many_attempts",
  tooManyRequests: "too_many_requests",
} as const satisfies Record<string, ErrorCode>;

/** The error's code in lower case ('' when it has none). */
export function authErrorCode(error: AuthError): string {
  return (error.code ?? "").toLowerCase();
}

function textOf(error: AuthError): string {
  return error.message || UNKNOWN_AUTH_ERROR_TEXT;
}

/** The toast of the error's code in `table`, or `fallback` with the error's message. */
function toastByCode(
  table: Readonly<Record<string, ToastMessage>>,
  error: AuthError,
  fallbackTitle: string,
): ToastMessage {
  return table[authErrorCode(error)] ?? { title: fallbackTitle, text: textOf(error) };
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

/** Spec 8 'Magic link', by code: the resend lock, rate limits, an invalid email. */
const MAGIC_LINK_TOAST_BY_CODE: Readonly<Record<string, ToastMessage>> = {
  [OUR_CODES.magicLinkLocked]: MAGIC_LINK_TOASTS.tooManyRequests,
  [OUR_CODES.tooManyAttempts]: MAGIC_LINK_TOASTS.rateLimited,
  [OUR_CODES.tooManyRequests]: MAGIC_LINK_TOASTS.rateLimited,
  [BETTER_AUTH_CODES.invalidEmail]: MAGIC_LINK_TOASTS.invalidEmail,
  // The only field of the request is the email.
  [BETTER_AUTH_CODES.validationError]: MAGIC_LINK_TOASTS.invalidEmail,
};

/**
 * The toast for a failed magic-link request (spec 8's table): its code's toast; any other
 * 429 (better-auth's own request limit, which sends no code) is 'Rate limited'; otherwise
 * 'Error' with the message.
 */
export function magicLinkErrorToast(error: AuthError): ToastMessage {
  const byCode = MAGIC_LINK_TOAST_BY_CODE[authErrorCode(error)];
  if (byCode) return byCode;
  if (error.status === 429) return MAGIC_LINK_TOASTS.rateLimited;
  return { title: "Error", text: textOf(error) };
}

/**
 * The resend lock in seconds after a refused send: the server's `retryAfterSeconds` when it
 * refused with magic_link_locked, null otherwise (no link was sent: no lock).
 */
export function resendLockFromError(error: AuthError): number | null {
  if (authErrorCode(error) !== OUR_CODES.magicLinkLocked) return null;
  const seconds = error.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : null;
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
  /**
   * better-auth answers EMAIL_NOT_VERIFIED only after the password matched, and then mails a
   * new confirmation link (emailVerification.sendOnSignIn): the toast says so (issue 28).
   */
  emailNotConfirmed: {
    title: "Email not confirmed",
    text: "Please check your email and click the confirmation link. We've just sent you a new one.",
  },
} as const satisfies Record<string, ToastMessage>;

/** Spec 8 'Password sign-in', by code. */
const PASSWORD_SIGN_IN_TOAST_BY_CODE: Readonly<Record<string, ToastMessage>> = {
  [BETTER_AUTH_CODES.invalidEmailOrPassword]: PASSWORD_SIGN_IN_TOASTS.invalidCredentials,
  [BETTER_AUTH_CODES.emailNotVerified]: PASSWORD_SIGN_IN_TOASTS.emailNotConfirmed,
};

/** Other failures (the guessing throttle included) are 'Error signing in' with the message. */
export function passwordSignInErrorToast(error: AuthError): ToastMessage {
  return toastByCode(PASSWORD_SIGN_IN_TOAST_BY_CODE, error, "Error signing in");
}

export const SIGN_UP_TOASTS = {
  accountExists: {
    title: "Account exists",
    text: "An account with this email already exists. Please sign in instead.",
  },
  weakPassword: { title: "Weak password", text: PASSWORD_MESSAGES.tooShort },
} as const satisfies Record<string, ToastMessage>;

/** Spec 8 'Sign-up', by code. */
const SIGN_UP_TOAST_BY_CODE: Readonly<Record<string, ToastMessage>> = {
  [BETTER_AUTH_CODES.userAlreadyExists]: SIGN_UP_TOASTS.accountExists,
  [BETTER_AUTH_CODES.userAlreadyExistsUseAnotherEmail]: SIGN_UP_TOASTS.accountExists,
  [BETTER_AUTH_CODES.passwordTooShort]: SIGN_UP_TOASTS.weakPassword,
};

/**
 * Sign-up failures: an existing account; a too-short password (the spec's 'Password must be
 * at least 6 characters long.'); another password rule ('Weak password' with the server's
 * message); anything else ('Error creating account').
 */
export function signUpErrorToast(error: AuthError): ToastMessage {
  const byCode = SIGN_UP_TOAST_BY_CODE[authErrorCode(error)];
  if (byCode) return byCode;
  if (authErrorCode(error).startsWith("password_")) {
    return { title: SIGN_UP_TOASTS.weakPassword.title, text: textOf(error) };
  }
  return { title: "Error creating account", text: textOf(error) };
}

/** Case-insensitive "contains", for the parameters of an auth URL error. */
function has(text: string, part: string): boolean {
  return text.toLowerCase().includes(part.toLowerCase());
}

/** Whether /auth was reached from an email confirmation link. */
export function isConfirmationLink(link: string | null | undefined): boolean {
  return link === CONFIRMATION_LINK_VALUE;
}

/** Title of the /auth error alert and its hint about expired or invalid links. */
export const AUTH_URL_ERROR_TITLE = "Authentication Error";
export const AUTH_URL_ERROR_HINT =
  "Magic links expire after 1 hour and work only once. Request a new link below.";

/**
 * An email confirmation link (sign-up's 'Confirm email address') lands on /auth with
 * `link=confirmation` (src/domain/accounts/confirmation-link.ts, which the server's link uses):
 * its errors name that link, not a magic link, and say how to get a new one (a password sign-in
 * mails one).
 */
export { CONFIRMATION_LINK_PARAM, CONFIRMATION_LINK_VALUE };

export const CONFIRMATION_LINK_HINT =
  "Confirmation links expire after 24 hours. Sign in with your email and password below and we'll send you a new one.";

export const CONFIRMATION_LINK_ERROR_MESSAGES = {
  expired: "Your confirmation link has expired.",
  invalid: "This confirmation link is invalid or has expired.",
} as const;

/** Shown on /auth when a confirmation link of an already confirmed email lands there. */
export const EMAIL_ALREADY_CONFIRMED = {
  title: "Email confirmed",
  text: "Your email address is confirmed. Sign in to continue.",
} as const;

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
  /** The `link` parameter: "confirmation" for an email confirmation link. */
  link?: string | null;
}): string | null {
  const error = params.error?.trim() ?? "";
  const code = params.errorCode?.trim() ?? "";
  const description = params.errorDescription?.trim() ?? "";
  if (!error && !code && !description) return null;
  const all = `${error} ${code} ${description}`;
  if (isConfirmationLink(params.link) && error.toLowerCase() !== "server_error") {
    return has(all, "expired")
      ? CONFIRMATION_LINK_ERROR_MESSAGES.expired
      : CONFIRMATION_LINK_ERROR_MESSAGES.invalid;
  }
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

/** Whether a failed reset-password call was refused because of its token (INVALID_TOKEN). */
export function isInvalidResetTokenError(error: AuthError): boolean {
  return authErrorCode(error) === BETTER_AUTH_CODES.invalidToken;
}

/** 'Error sending reset email' with the failure's message (spec 8 'Other failures'). */
export function resetEmailErrorToast(error: AuthError): ToastMessage {
  return { title: "Error sending reset email", text: textOf(error) };
}
