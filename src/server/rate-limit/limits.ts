/**
 * Every abuse limit's numbers, in one place (SECURITY.md 'Limits' lists them, with why).
 * Each visitor-facing action that can be repeated is limited per client address AND per
 * email; the email's counter is keyed by the email whether or not an account has it, so a
 * refusal is the same for known and unknown emails.
 */
import {
  HOUR_MS,
  MAGIC_LINK_RESEND_LOCK_SECONDS,
  MINUTE_MS,
  SECOND_MS,
} from "@/domain/reference/limits";

/**
 * Password guessing (sign-in and password change): failed checks per email and per client
 * address. A counter's window runs until 15 minutes after its latest failure; a successful
 * sign-in clears the email's counter (never the address's).
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

/** An (email, address) pair that signed in is exempt from the address's counter this long. */
export const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

/**
 * Password sign-up over HTTP, per client address and per email. The email's counter is shared
 * with the lender sign-up: both create an account and mail the address.
 */
export const SIGN_UP_LIMIT = { windowMs: HOUR_MS, maxPerAddress: 20, maxPerEmail: 10 } as const;

/** Lender sign-up per client address (its email counts on SIGN_UP_LIMIT's email counter). */
export const LENDER_SIGNUP_LIMIT = { windowMs: HOUR_MS, maxPerAddress: 10 } as const;

/** One magic link per email per 60 s (spec 4, the web shows the countdown). */
export const MAGIC_LINK_RESEND_LOCK_MS = MAGIC_LINK_RESEND_LOCK_SECONDS * SECOND_MS;

/** Magic-link requests per client address (the email is held by the resend lock). */
export const MAGIC_LINK_LIMIT = { windowMs: HOUR_MS, maxPerAddress: 30 } as const;

/** Password reset requests, per client address and per email. */
export const PASSWORD_RESET_LIMIT = {
  windowMs: HOUR_MS,
  maxPerAddress: 20,
  maxPerEmail: 10,
} as const;

/** Anonymous loan requests (each writes a request and mails lenders and the visitor). */
export const ANONYMOUS_LOAN_REQUEST_LIMIT = {
  windowMs: HOUR_MS,
  maxPerAddress: 10,
  maxPerEmail: 5,
} as const;

/**
 * An anonymous request's confirmation link: confirm and withdraw ('This wasn't me') POSTs per
 * client address (the token is 256 random bits; this bounds scripted use of the endpoints).
 */
export const REQUEST_CONFIRMATION_LIMIT = { windowMs: HOUR_MS, maxPerAddress: 20 } as const;

/**
 * Mails a visitor can make us send to one recipient (verification, reset, magic link, "you
 * already have an account", lender sign-up, loan request confirmation); over it the mail is
 * silently not sent, the answer unchanged.
 */
export const MAIL_RECIPIENT_CAP = { max: 5, windowMs: HOUR_MS } as const;

/**
 * Issue 27 'No spam relay'. New loan requests per borrower a day, counted by email: a
 * signed-in borrower's under the account's email, an anonymous request under the email it
 * gives, so the two share one counter (fixed window of 24 h from the first request).
 */
export const BORROWER_DAILY_REQUEST_LIMIT = { windowMs: 24 * HOUR_MS, max: 10 } as const;

/** One new-request mail per lender per 10 minutes; what arrives meanwhile goes in one digest. */
export const LENDER_NOTIFICATION_WINDOW_MS = 10 * MINUTE_MS;

/** A lender's answer mails the borrower at most once per submission an hour. */
export const LENDER_ANSWER_MAIL_WINDOW_MS = HOUR_MS;

/**
 * Issue 31 team seats: invitations a lender's team sends (each mails an address the owner
 * typed) per record an hour, and the per-recipient mail cap on top (withRecipientCap).
 */
export const TEAM_INVITATION_LIMIT = { windowMs: HOUR_MS, maxPerLender: 20 } as const;
