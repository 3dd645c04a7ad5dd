/**
 * Two-factor sign-in (issue 33, docs/decisions/2026-11-27-two-factor-sign-in.md): the page
 * that asks for the code, where it goes next, and the shapes of the codes.
 */
import { z } from "zod";
import { AFTER_SIGN_IN_PATH } from "./auth-forms";

/** The page asking an enrolled account for its code after the password or the magic link. */
export const TWO_FACTOR_PAGE_PATH = "/auth/two-factor";
/** Its query parameter: the page to open once the code is accepted (a path on this site). */
export const TWO_FACTOR_NEXT_PARAM = "next";
/** An authenticator's code: 6 digits every 30 seconds (RFC 6238, better-auth's defaults). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Backup codes handed out at enrolment, each usable once. */
export const BACKUP_CODE_COUNT = 10;

/** The two-factor page's address for a next page (the dashboard when none is safe). */
export function twoFactorPageUrl(next: string | null | undefined): string {
  const target = safeNextPath(next);
  return `${TWO_FACTOR_PAGE_PATH}?${new URLSearchParams({ [TWO_FACTOR_NEXT_PARAM]: target })}`;
}

/**
 * A path on this site to go to after the code or after signing in (never another site's
 * address): anything but a plain path is the dashboard. Control characters and whitespace
 * are refused too: browsers drop tabs and newlines from URLs, so `/\t/evil.example` would
 * become `//evil.example`.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (
    !next?.startsWith("/") ||
    next.startsWith("//") ||
    next.includes("\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    /[\u0000-\u001f\u007f\s]/.test(next)
  ) {
    return AFTER_SIGN_IN_PATH;
  }
  return next;
}

/**
 * /auth's return-to parameter (issue 31: an invitation link opened signed out): where signing
 * in, a magic link or the sign-up's confirmation link lead instead of /dashboard, through
 * safeNextPath. Our pages send no Referer (no-referrer) and the log redacts a token inside it.
 */
export const AUTH_NEXT_PARAM = "next";

/** /auth's `next` when it is a safe path; null otherwise (each flow's usual target). */
export function authNextPath(params: URLSearchParams): string | null {
  return authNextOf(params.get(AUTH_NEXT_PARAM));
}

/**
 * A `next` value (the query's, or the hidden field of a form posted without JavaScript) when
 * it is a safe path; null otherwise.
 */
export function authNextOf(next: string | null | undefined): string | null {
  return typeof next === "string" && safeNextPath(next) === next ? next : null;
}

/**
 * A signed-in user visiting /auth goes to /dashboard, or to its safe `next` path (issue 31);
 * null means stay. The browser's route follows it, and so does the server for a page load (a
 * 302 before any markup: html/auth-head.ts), so it holds without JavaScript too.
 */
export function authPageRedirect(signedIn: boolean, next: string | null = null): string | null {
  return signedIn ? (next ?? AFTER_SIGN_IN_PATH) : null;
}

/** The authenticator's code as typed: spaces dropped (apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** A backup code as handed out (`abcde-12345`), spaces around it dropped. */
export const backupCodeSchema = z
  .string()
  .trim()
  .pipe(
    z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, "Enter a backup code such as abcde-12345."),
  );

/** The code page's form: the authenticator's code, or a backup code. */
export const twoFactorCodeFormSchema = z.object({ code: totpCodeSchema });
export const backupCodeFormSchema = z.object({ code: backupCodeSchema });

/**
 * Confirming enrolment, new backup codes or switching off: the account's password when it has
 * one (a magic-link-only account's session is the proof, as the server allows).
 */
export function twoFactorPasswordSchema(hasPassword: boolean) {
  return z.object({
    password: hasPassword
      ? z.string().min(1, "Enter your password.")
      : z
          .string()
          .optional()
          .transform(() => undefined),
  });
}

/** The base32 secret of an authenticator's otpauth:// address, in groups of 4 to type it. */
export function readableSecretOf(totpUri: string): string {
  let secret = "";
  try {
    secret = new URL(totpUri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** What the two-factor screens say when a call fails, by better-auth's code (lower case). */
export const TWO_FACTOR_FAILURES: Record<string, string> = {
  invalid_code: "That code is not the current one. Check your authenticator app and try again.",
  invalid_backup_code: "That backup code is not valid or was already used.",
  invalid_two_factor_cookie: "Your sign-in has timed out. Sign in again to get a new code request.",
  too_many_attempts_request_new_code: "Too many wrong codes. Sign in again to try once more.",
  account_temporarily_locked:
    "Too many wrong codes for this account. Wait 15 minutes, then sign in again.",
  invalid_password: "That password is not right.",
  totp_already_enabled: "Two-factor sign-in is already on for this account.",
  two_factor_not_enabled: "Two-factor sign-in is not on for this account.",
  forbidden: "Two-factor sign-in is for lender and admin accounts.",
};

export const TWO_FACTOR_FAILURE_FALLBACK = "Something went wrong. Please try again.";

export function twoFactorFailureText(code: string | null | undefined): string {
  return TWO_FACTOR_FAILURES[(code ?? "").toLowerCase()] ?? TWO_FACTOR_FAILURE_FALLBACK;
}

/** Success notices of the two-factor screens. */
export const TWO_FACTOR_TOASTS = {
  enrolled: {
    title: "Two-factor sign-in is on",
    text: "From now on, signing in also asks for a code from your authenticator app.",
  },
  disabled: {
    title: "Two-factor sign-in is off",
    text: "Your password or a magic link is enough.",
  },
  newBackupCodes: {
    title: "New backup codes",
    text: "Your earlier backup codes no longer work. Keep these somewhere safe.",
  },
} as const;
