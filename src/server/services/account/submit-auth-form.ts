/**
 * The account forms posted without JavaScript (issue 30): each reads the form's fields, runs the
 * same checks and calls as the JavaScript flow (better-auth's endpoints over its HTTP handler,
 * the lender sign-up service), and answers where the browser goes next: the page the
 * JavaScript flow goes to, or back to the form's page with the failure's code (the page shows
 * the flow's texts for it: domain/accounts/auth-forms.ts). The password never goes back.
 */

import { isAPIError } from "better-auth/api";
import {
  AFTER_MAGIC_LINK_PATH,
  AFTER_SIGN_IN_PATH,
  AUTH_ERROR_PATH,
  AUTH_TAB_PARAM,
  type AuthFormName,
  CREATE_ACCOUNT_PARAM,
  FORM_DONE_PARAM,
  FORM_ERROR_PARAM,
  FORM_PARAM,
  formErrorCode,
  LENDER_SIGNED_UP_PARAM,
  SIGN_IN_PAGES,
  signInPageOf,
} from "@/domain/accounts/auth-forms";
import {
  lenderSignupSchema,
  magicLinkSchema,
  passwordSignInSchema,
  passwordSignUpSchema,
} from "@/domain/accounts/auth-schemas";
import { AUTH_NEXT_PARAM, authNextOf, twoFactorPageUrl } from "@/domain/accounts/two-factor";
import type { Auth } from "../../auth/auth";
import { callAuthEndpoint } from "../../auth/auth-call";
import { MAGIC_LINK_PATH, PASSWORD_SIGN_IN_PATH, SIGN_UP_PATH } from "../../auth/auth-hooks";
import { revokeReplacedSession } from "../../auth/session-rotation";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { signUpLender } from "./sign-up-lender";

/** The fields of a posted form: every value a string (a form sends nothing else). */
export type FormFields = Partial<Record<string, string>>;

export interface AuthFormContext {
  auth: Auth;
  db: Database;
  rateLimits: RateLimitStore;
  /** The request's origin (protocol and host) and headers, passed on to better-auth. */
  origin: string;
  /** The app's public origin (BASE_URL's). */
  appOrigin: string;
  headers: Headers;
  /** The request's Cookie header (a sign-in replaces the session it names). */
  cookie: string | undefined;
  clientAddress: string;
}

export interface AuthFormAnswer {
  /** Where the browser goes (303 See Other). */
  location: string;
  /** The session cookie of a sign-in, as better-auth set it. */
  setCookies: string[];
}

/** What a failed form keeps in the page's address: what the visitor typed, never a password. */
const KEPT_LENGTH = 2048;
const kept = (value: string | undefined) => (value ?? "").trim().slice(0, KEPT_LENGTH);

function pageUrl(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function failure(form: AuthFormName, code: string | null | undefined) {
  return { [FORM_PARAM]: form, [FORM_ERROR_PARAM]: formErrorCode(code) };
}

const VALIDATION_FAILED = "validation_failed";

/**
 * The form's hidden `next` (issue 31, /auth?next=…): a safe path on this site or nothing. Kept
 * in the address the form goes back to, so a second try still returns there.
 */
function nextOf(fields: FormFields): { next: string | null; kept: Record<string, string> } {
  const next = authNextOf(fields.next);
  return { next, kept: next === null ? {} : { [AUTH_NEXT_PARAM]: next } };
}

/** Sends the magic link; the page then says to check the email (or shows the failure). */
export async function submitMagicLinkForm(
  context: AuthFormContext,
  fields: FormFields,
): Promise<AuthFormAnswer> {
  const email = kept(fields.email);
  const { next, kept: keptNext } = nextOf(fields);
  const back = (code: string | null) =>
    pageUrl(AUTH_ERROR_PATH, { email, ...keptNext, ...failure("magicLink", code) });
  const parsed = magicLinkSchema.safeParse({ email });
  if (!parsed.success) return { location: back(VALIDATION_FAILED), setCookies: [] };
  const result = await callAuthEndpoint(context.auth, {
    origin: context.origin,
    appOrigin: context.appOrigin,
    headers: context.headers,
    path: MAGIC_LINK_PATH,
    body: {
      email: parsed.data.email,
      callbackURL: next ?? AFTER_MAGIC_LINK_PATH,
      newUserCallbackURL: next ?? AFTER_MAGIC_LINK_PATH,
      errorCallbackURL: AUTH_ERROR_PATH,
    },
  });
  if (result.code !== null) return { location: back(result.code), setCookies: [] };
  return {
    location: pageUrl(AUTH_ERROR_PATH, {
      email: parsed.data.email,
      ...keptNext,
      [FORM_PARAM]: "magicLink",
      [FORM_DONE_PARAM]: "magic-link",
    }),
    setCookies: [],
  };
}

/**
 * Password sign-in from /auth or /lender-login (the hidden `from` field): the hidden `next`
 * when it is a safe path, else /dashboard, on success (after the two-factor page if enrolled).
 */
export async function submitSignInForm(
  context: AuthFormContext,
  fields: FormFields,
): Promise<AuthFormAnswer> {
  const email = kept(fields.email);
  const from = signInPageOf(fields.from);
  const { next, kept: keptNext } = nextOf(fields);
  const back = (code: string | null) =>
    pageUrl(SIGN_IN_PAGES[from], {
      ...(from === "auth" ? { [AUTH_TAB_PARAM]: "password" } : {}),
      email,
      ...keptNext,
      ...failure("signIn", code),
    });
  const parsed = passwordSignInSchema.safeParse({ email, password: fields.password ?? "" });
  if (!parsed.success) return { location: back(VALIDATION_FAILED), setCookies: [] };
  const result = await callAuthEndpoint(context.auth, {
    origin: context.origin,
    appOrigin: context.appOrigin,
    headers: context.headers,
    path: PASSWORD_SIGN_IN_PATH,
    body: parsed.data,
  });
  if (result.code !== null) return { location: back(result.code), setCookies: [] };
  // As the JSON flow's bridge does (plugins/auth.ts): the session the browser came with ends.
  await revokeReplacedSession(context.db, context.cookie, result.setCookies);
  // Issue 33: an account with two-factor sign-in gives its code next (the page needs its script).
  const target = next ?? AFTER_SIGN_IN_PATH;
  const location = result.twoFactorRedirect ? twoFactorPageUrl(target) : target;
  return { location, setCookies: result.setCookies };
}

/** Borrower password sign-up: the Password tab's sign-up form says the link was sent. */
export async function submitSignUpForm(
  context: AuthFormContext,
  fields: FormFields,
): Promise<AuthFormAnswer> {
  const email = kept(fields.email);
  const { next, kept: keptNext } = nextOf(fields);
  const signUpPage = { [AUTH_TAB_PARAM]: "password", [CREATE_ACCOUNT_PARAM]: "1", ...keptNext };
  const back = (code: string | null) =>
    pageUrl(AUTH_ERROR_PATH, { ...signUpPage, email, ...failure("signUp", code) });
  const parsed = passwordSignUpSchema.safeParse({ email, password: fields.password ?? "" });
  if (!parsed.success) return { location: back(VALIDATION_FAILED), setCookies: [] };
  const result = await callAuthEndpoint(context.auth, {
    origin: context.origin,
    appOrigin: context.appOrigin,
    headers: context.headers,
    path: SIGN_UP_PATH,
    // The confirmation link returns to `next` (issue 31), else /auth, which goes on to /dashboard.
    body: { ...parsed.data, name: "", callbackURL: next ?? AUTH_ERROR_PATH },
  });
  if (result.code !== null) return { location: back(result.code), setCookies: [] };
  return {
    location: pageUrl(AUTH_ERROR_PATH, {
      ...signUpPage,
      [FORM_PARAM]: "signUp",
      [FORM_DONE_PARAM]: "sign-up",
    }),
    setCookies: [],
  };
}

/** The failure code of the lender sign-up service's errors, or the error again if unexpected. */
function lenderSignupCode(error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (isAPIError(error) && error.statusCode < 500) {
    return String(error.body?.code ?? "bad_request").toLowerCase();
  }
  throw error;
}

/** Lender sign-up: /auth's Password tab with the 'Confirm your email' notice on success. */
export async function submitLenderSignupForm(
  context: AuthFormContext,
  fields: FormFields,
): Promise<AuthFormAnswer> {
  const typed = {
    companyName: kept(fields.companyName),
    email: kept(fields.email),
    website: kept(fields.website),
  };
  const back = (code: string) =>
    pageUrl("/lender-signup", { ...typed, ...failure("lenderSignup", code) });
  const parsed = lenderSignupSchema.safeParse({ ...typed, password: fields.password ?? "" });
  if (!parsed.success) return { location: back(VALIDATION_FAILED), setCookies: [] };
  try {
    const { email } = await signUpLender({
      auth: context.auth,
      db: context.db,
      rateLimits: context.rateLimits,
      headers: context.headers,
      input: parsed.data,
      clientAddress: context.clientAddress,
    });
    return {
      location: pageUrl(AUTH_ERROR_PATH, {
        [AUTH_TAB_PARAM]: "password",
        [LENDER_SIGNED_UP_PARAM]: email,
      }),
      setCookies: [],
    };
  } catch (error) {
    return { location: back(lenderSignupCode(error)), setCookies: [] };
  }
}
