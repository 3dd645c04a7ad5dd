/**
 * The one error shape every API route answers with:
 * `{ error: { code, message, fields?, retryAfterSeconds? } }`, and the list of our stable
 * business codes with their HTTP status. The web branches on `code` (never on the message);
 * `fields` maps a field path to its message; `retryAfterSeconds` (also sent as Retry-After)
 * says how long a refused caller must wait.
 */
import { z } from "zod";

/** Our business error codes and the HTTP status each one is answered with. */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A state-changing request sent from another site (Origin / Sec-Fetch-Site). */
  forbidden_origin: 403,
  /**
   * Issue 33: an admin whose account has no two-factor authenticator enrolled, on the admin
   * area (docs/decisions/2026-11-27-two-factor-sign-in.md); the web leads them to enrolment.
   */
  two_factor_required: 403,
  not_found: 404,
  conflict: 409,
  /** A loan request already sent to this lender (spec 8 'Already Submitted'). */
  already_submitted: 409,
  /** 'Complete Your Profile' was already done: edit the profile instead (issue 10). */
  profile_completed: 409,
  /** Admin single-field edit with the current value (spec 5 'No Changes'). */
  no_changes: 409,
  /** Deleting a lender that loan requests were sent to (docs/decisions/admin-area.md). */
  lender_has_loan_requests: 409,
  /** Another lender already has this company name (case and spaces aside; issue 27). */
  lender_name_taken: 409,
  /** Another lender already uses this slug (its public address). */
  lender_slug_taken: 409,
  /** Approval in 'existing' mode with a lender that already has a user. */
  lender_linked: 409,
  /** A magic link was sent to this email less than 60 s ago (spec 4 'Sign-in flow'). */
  magic_link_locked: 429,
  /** Offers (issue 15): the offer's expiry has passed, so it cannot be accepted. */
  offer_expired: 409,
  /** The lender withdrew the offer. */
  offer_withdrawn: 409,
  /** The offer is no longer open (superseded by a revision, accepted or declined). */
  offer_not_open: 409,
  /** The submission already has an open offer: revise it instead of sending another. */
  offer_exists: 409,
  /** Issue 32: a revision of accepted terms (a re-trade) that changes no term. */
  offer_unchanged: 409,
  /** One deal, one outcome (issue 27): another submission of the request is already funded. */
  already_funded: 409,
  /** The borrower already accepted an offer on this request: only one can be accepted. */
  offer_already_accepted: 409,
  /** Marking Funded a lender other than the one whose offer the borrower accepted. */
  offer_accepted_elsewhere: 409,
  /** Another lender's offer on this request was accepted: no new offers or revisions here. */
  offers_closed: 409,
  /** An anonymous request's confirmation link that matches no request (mistyped, cut). */
  confirmation_link_invalid: 404,
  /** The confirmation link was already used (to confirm or to withdraw the request). */
  confirmation_link_used: 409,
  /** The confirmation link's time has passed. */
  confirmation_link_expired: 410,
  /** Issue 35: an evidence file over its size cap. */
  evidence_too_large: 413,
  /** Issue 35: an evidence file that is not a PDF, PNG or JPEG (by its first bytes). */
  evidence_type_refused: 415,
  /** Issue 33: the last admin account may not delete itself (someone must run the site). */
  last_admin: 409,
  /** Issue 33: deleting an account without a password needs a sign-in in the last minutes. */
  recent_sign_in_required: 403,
  /** Issue 27: the lender switched 'Accepting leads' off; it gets no new requests. */
  lender_not_accepting_leads: 409,
  /** Issue 27: the lender has no active loan product of the request's loan type. */
  loan_type_not_offered: 409,
  /**
   * Issue 31: the request breaks a hard limit of the lender's product for its loan type (its
   * lending criteria); the message says what would make it eligible.
   */
  outside_lending_criteria: 409,
  /** Issue 27: a request reaches at most 15 lenders over its life (SECURITY.md 'Limits'). */
  lender_limit_reached: 409,
  /**
   * Issue 35: reviews only from real deals. The submission is not an approved application, a
   * funded loan or an accepted offer.
   */
  deal_not_reviewable: 409,
  /** Issue 35: the submission already has its one review (edit it instead). */
  already_reviewed: 409,
  /** Issue 35: the review's 30 days for editing have passed. */
  review_edit_closed: 409,
  /** Issue 35: an admin decision on a review that is no longer pending. */
  review_already_moderated: 409,
  /** Issue 35: the lender already posted its one reply, or the review is not published. */
  review_reply_exists: 409,
  review_not_published: 409,
  /** Issue 27: at most 10 new loan requests per borrower (email) a day. */
  too_many_loan_requests: 429,
  /** Password guessing or sign-up throttle: wait `retryAfterSeconds`. */
  too_many_attempts: 429,
  /** Issue 31 team seats: the team holds its 10 seats (open invitations count). */
  team_full: 409,
  /** An open invitation to this email already exists, or the email is already on the team. */
  already_invited: 409,
  /** The owner's invitations per hour (mail-sending route). */
  too_many_invitations: 429,
  /** An invitation link that matches no invitation (mistyped, cut). */
  invitation_invalid: 404,
  /** Accepted, revoked or expired: ask the owner for a new one. */
  invitation_closed: 409,
  /** The signed-in account's email is not the invited one. */
  invitation_wrong_email: 409,
  /** An admin or a rejected lender account cannot join a team. */
  invitation_account_type: 409,
  /** The account owns a lender record or already holds a seat. */
  invitation_already_on_team: 409,
  /** A borrower account with loan requests of its own (becoming a lender would hide them). */
  invitation_borrower_requests: 409,
  /** Ownership transfer: the colleague's seat was removed meanwhile. */
  transfer_seat_removed: 409,
  /** Ownership transfer to the owner's own account. */
  transfer_to_self: 409,
  /** Ownership transfer to an account that is not an approved lender (e.g. rejected). */
  transfer_target_not_approved: 409,
  /** Too many live-update streams open from one client address (issue 27). */
  too_many_streams: 429,
  /** The auth server's generic request rate limit. */
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
  /**
   * The abuse limits' store (Redis) cannot be reached: a limited route refuses rather than run
   * unlimited (docs/decisions/rate-limits.md); retry after `retryAfterSeconds`.
   */
  rate_limit_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_VALUES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/**
 * The parts of an error body. `code` is one of ERROR_CODES for our own errors; errors passed
 * on from the auth server or from Fastify keep their own code in lower case (e.g.
 * `password_too_short`, `fst_err_ctp_invalid_media_type`), hence a string.
 */
export const errorDetailSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().int().min(1).optional(),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorResponse = z.object({ error: errorDetailSchema }).meta({ id: "Error" });

export type ErrorResponse = z.infer<typeof errorResponse>;
