/**
 * Business constants and limits (spec 9 'Business constants and limits', spec 4 'Sign-in flow'
 * and 'Pending anonymous submission', spec 5 field limits).
 */

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;
/** Max length of the credit score input in the submit form (spec 5). */
export const CREDIT_SCORE_INPUT_MAX_LENGTH = 3;

/** Loan amount bounds of the submit form and the loan request forms (spec 5). */
export const LOAN_AMOUNT_MIN = 10_000;
export const LOAN_AMOUNT_MAX = 100_000_000;

/** A person's name: profile full name, loan request first and last name (spec 5). */
export const NAME_MAX_LENGTH = 50;
/** A company name: lender sign-up, complete-profile, admin approval (not in the spec). */
export const COMPANY_NAME_MAX_LENGTH = 120;
/**
 * The auth account's display name (better-auth `name`): blank for people, the company name for
 * lenders signed up through the lender form, so it is as long as a company name may be.
 */
export const ACCOUNT_NAME_MAX_LENGTH = COMPANY_NAME_MAX_LENGTH;
/** Any stored URL (lender sign-up website): http or https only (not in the spec). */
export const URL_MAX_LENGTH = 2048;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** '(555) 123-4567' is 14 characters. */
export const PHONE_MAX_LENGTH = 14;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 6;
/** The auth server's longest accepted password (not in the spec; better-auth refuses longer). */
export const PASSWORD_MAX_LENGTH = 128;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const MAGIC_LINK_EXPIRY_MS = HOUR_MS;
export const MAGIC_LINK_RESEND_LOCK_SECONDS = 60;
export const PENDING_SUBMISSION_TTL_MS = 24 * HOUR_MS;

/** Lenders per listing page; the pager lists every page up to this many pages. */
export const PAGE_SIZE = 20;
export const PAGER_FULL_LIST_MAX_PAGES = 7;

export const LENDER_DATA_CACHE_MS = 5 * MINUTE_MS;
/** Viewports narrower than this many pixels are mobile (spec 9: "under 768 px"). */
export const MOBILE_BREAKPOINT_PX = 768;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const US_STATE_COUNT = 50;
export const LOAN_PRODUCT_TYPE_COUNT = 6;
export const COPYRIGHT_YEAR = 2025;

export const DEFAULT_IS_ACTIVE = true;
export const DEFAULT_ACCEPTING_LEADS = true;
/** Source of states and products submitted by a non-admin (spec 5 'Lender form'). */
export const LENDER_PROVIDED_SOURCE = "Lender provided";
export const PENDING_APPROVAL_ASSOCIATION_TIME = "1-2 business days";

/** Profile completeness (spec 4 and 9). */
export const FRESHNESS_FULL_DAYS = 30;
export const FRESHNESS_PARTIAL_DAYS = 60;
export const STALE_WARNING_DAYS = 30;
export const MAX_PRIORITY_TASKS = 5;

/** Field history dialog size (spec 9). */
export const HISTORY_DIALOG_MAX_WIDTH = "4xl";
export const HISTORY_DIALOG_HEIGHT = "80vh";

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}

/**
 * Whether a stored pending submission has expired (spec 4): it lives 24 hours, so it expires
 * once strictly more than 24 hours have passed since it was saved.
 */
export function isPendingSubmissionExpired(savedAt: Date | number, now: Date): boolean {
  const saved = typeof savedAt === "number" ? savedAt : savedAt.getTime();
  return now.getTime() - saved > PENDING_SUBMISSION_TTL_MS;
}
