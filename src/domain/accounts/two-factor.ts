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

/** A path on this site to go to after the code (never another site's address). */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return AFTER_SIGN_IN_PATH;
  }
  return next;
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
