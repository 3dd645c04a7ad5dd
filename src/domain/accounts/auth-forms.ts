/**
 * The account forms as plain HTML (issue 30, docs/decisions/2026-11-27-forms-without-javascript.md):
 * each form posts (application/x-www-form-urlencoded) to one of these server endpoints, which
 * answers 303 to the page the JavaScript flow goes to, or back to the form's page with the
 * failure's code in {@link FORM_ERROR_PARAM}. The page turns the code into the same title and
 * text the JavaScript flow's toast shows (web/features/auth/lib/form-outcome.ts). Only codes
 * travel in the URL, never a message, and never the password.
 */

/** Where signing in lands (spec 2: after login and after a magic link the target is /dashboard). */
export const AFTER_SIGN_IN_PATH = "/dashboard";
/**
 * Query parameter of a magic link's target (/dashboard?welcome=1): the sign-in happened on
 * the server, so /dashboard shows the 'Welcome!' notice (spec 4 'Auth state') on its behalf.
 */
export const WELCOME_PARAM = "welcome";
export const AFTER_MAGIC_LINK_PATH = `${AFTER_SIGN_IN_PATH}?${WELCOME_PARAM}=1`;
/** Where an invalid, expired or used magic link lands: /auth shows the error alert. */
export const AUTH_ERROR_PATH = "/auth";

/** Where each account form posts. */
export const AUTH_FORM_PATHS = {
  magicLink: "/auth/form/magic-link",
  signIn: "/auth/form/sign-in",
  signUp: "/auth/form/sign-up",
  lenderSignup: "/auth/form/lender-signup",
} as const;

export type AuthFormName = keyof typeof AUTH_FORM_PATHS;

/** The /auth tab parameter: `/auth?tab=password` opens the Password tab (a link, no script). */
export const AUTH_TAB_PARAM = "tab";
export const AUTH_TABS = ["magic-link", "password"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** `/auth?tab=password&create=1`: the Password tab's sign-up form instead of sign-in. */
export const CREATE_ACCOUNT_PARAM = "create";

/** The failure of a form post: a lower-case error code (better-auth's or ours). */
export const FORM_ERROR_PARAM = "form_error";
/** Which form the failure belongs to (its AuthFormName), so the page shows it there. */
export const FORM_PARAM = "form";
/** A post that succeeded without leaving the page: "magic-link" (link sent) or "sign-up". */
export const FORM_DONE_PARAM = "form_done";
/** /auth after a lender sign-up without JavaScript: the address to confirm. */
export const LENDER_SIGNED_UP_PARAM = "lender_signed_up";

/** The sign-in form's hidden `from` field: which page to go back to when it fails. */
export const SIGN_IN_PAGES = { auth: "/auth", "lender-login": "/lender-login" } as const;
export type SignInPage = keyof typeof SIGN_IN_PAGES;

export function signInPageOf(value: unknown): SignInPage {
  return value === "lender-login" ? "lender-login" : "auth";
}

/** A code safe to put in a URL and to look up: lower-case letters, digits, underscores. */
export function formErrorCode(code: string | null | undefined): string {
  const clean = (code ?? "").toLowerCase();
  return /^[a-z0-9_]{1,64}$/.test(clean) ? clean : "unknown";
}

/**
 * The refusal texts of our own limits (server/auth/auth-limits.ts sends them): the page
 * shows them for their code as the JavaScript flow shows the server's message.
 */
export const AUTH_REFUSAL_MESSAGES = {
  tooManySignUps: "Too many sign-up attempts. Please wait a while and try again.",
  tooManyMagicLinks:
    "Too many sign-in links were requested from here. Please wait a while and try again.",
  tooManyResets: "Too many password reset requests. Please wait a while and try again.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  /** better-auth's own request limit (its 429 without a code). */
  tooManyRequests: "Too many requests. Please try again later.",
} as const;

/** The message a code stood for in a form's failure, when the page cannot tell it otherwise. */
export function formErrorMessage(form: AuthFormName, code: string): string | undefined {
  if (code === "too_many_requests") return AUTH_REFUSAL_MESSAGES.tooManyRequests;
  if (code !== "too_many_attempts") return undefined;
  if (form === "signUp" || form === "lenderSignup") return AUTH_REFUSAL_MESSAGES.tooManySignUps;
  if (form === "magicLink") return AUTH_REFUSAL_MESSAGES.tooManyMagicLinks;
  return AUTH_REFUSAL_MESSAGES.tooManyAttempts;
}

/**
 * Query parameters that carry what a person typed or who they are (an email, a company, a
 * website): a page whose URL has one is rendered for that request only, never kept in the
 * visitors' page cache nor marked cacheable by a shared cache (html/render-body.ts).
 */
export const PERSONAL_QUERY_PARAMS = [
  "email",
  LENDER_SIGNED_UP_PARAM,
  "companyName",
  "website",
] as const;

export function hasPersonalQuery(search: URLSearchParams): boolean {
  return PERSONAL_QUERY_PARAMS.some((name) => search.has(name));
}
