/**
 * What an account form posted without JavaScript came back with (issue 30): the server's form
 * endpoint (server/routes/account/auth-form-routes.ts) redirects to the form's page with
 * `form=<form>` and either `form_error=<code>` or `form_done=<what>`. The page shows the same
 * title and text the JavaScript flow's toast shows for that code; only known codes and the
 * domain's own texts are shown, never text taken from the address.
 */
import type { z } from "zod";
import {
  type AuthFormName,
  FORM_DONE_PARAM,
  FORM_ERROR_PARAM,
  FORM_PARAM,
  formErrorCode,
  formErrorMessage,
} from "@/domain/accounts/auth-forms";
import { TOASTS, type ToastMessage } from "@/domain/site/toast-messages";
import { magicLinkErrorToast, passwordSignInErrorToast, signUpErrorToast } from "./auth-errors";

export const FORM_VALIDATION_FAILED = "validation_failed";

export interface FormOutcome {
  form: AuthFormName;
  /** An error (role alert) or a success notice (role status). */
  kind: "error" | "done";
  /** The failure's code ("" for a success). */
  code: string;
  message: ToastMessage;
}

const FORMS: readonly AuthFormName[] = ["magicLink", "signIn", "signUp", "lenderSignup"];

const DONE: Readonly<Record<string, ToastMessage>> = {
  "magic-link": TOASTS.magicLinkSent,
  "sign-up": TOASTS.accountCreated,
};

function errorMessage(form: AuthFormName, code: string): ToastMessage {
  if (code === FORM_VALIDATION_FAILED) return TOASTS.validationError;
  const error = {
    code,
    message: formErrorMessage(form, code),
    status: code === "too_many_requests" ? 429 : undefined,
  };
  if (form === "magicLink") return magicLinkErrorToast(error);
  if (form === "signIn") return passwordSignInErrorToast(error);
  return signUpErrorToast(error);
}

/** The outcome named by the page's address, or null when none (or an unknown one) is. */
export function formOutcomeOf(params: URLSearchParams): FormOutcome | null {
  const form = FORMS.find((name) => name === params.get(FORM_PARAM));
  if (!form) return null;
  const error = params.get(FORM_ERROR_PARAM);
  if (error !== null) {
    const code = formErrorCode(error);
    return { form, kind: "error", code, message: errorMessage(form, code) };
  }
  const done = DONE[params.get(FORM_DONE_PARAM) ?? ""];
  return done ? { form, kind: "done", code: "", message: done } : null;
}

/** The address without the outcome: once the visitor acts again it no longer applies. */
export function withoutFormOutcome(params: URLSearchParams): URLSearchParams {
  params.delete(FORM_PARAM);
  params.delete(FORM_ERROR_PARAM);
  params.delete(FORM_DONE_PARAM);
  return params;
}

/**
 * The field messages of a form that came back `validation_failed`: the form's schema run on
 * what the address kept (never the password, whose rules the browser checked), limited to
 * `fields`; empty for any other outcome.
 */
export function keptFieldErrors(
  params: URLSearchParams,
  form: AuthFormName,
  schema: z.ZodType,
  values: Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const outcome = formOutcomeOf(params);
  if (outcome?.form !== form || outcome.code !== FORM_VALIDATION_FAILED) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields.includes(field) && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
