/**
 * Two-factor sign-in (issue 33, docs/decisions/2026-11-27-two-factor-sign-in.md): staff, who
 * see every customer's data, must have a TOTP authenticator before the admin area opens (the
 * FTC Safeguards Rule asks multi-factor authentication of anyone accessing customer
 * information); lenders may enrol one; borrowers' accounts don't offer it.
 */
import { type Actor, hasRole, isAdmin } from "./actor";

/** Enrolling, replacing backup codes or switching two-factor sign-in off: admins and lenders. */
export const canEnrolTwoFactor = (actor: Actor): boolean => hasRole(actor, "admin", "lender");

/** An admin without an enrolled authenticator: the admin area sends them to enrolment. */
export const mustEnrolTwoFactor = (actor: Actor): boolean =>
  isAdmin(actor) && actor?.twoFactorEnabled !== true;

/**
 * Switching two-factor sign-in off: a lender may; an admin may not (the admin area would
 * close at once), an admin replaces a lost authenticator by enrolling again.
 */
export const canDisableTwoFactor = (actor: Actor): boolean =>
  canEnrolTwoFactor(actor) && !isAdmin(actor);
