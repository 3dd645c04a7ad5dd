/**
 * What a failed submission shows, chosen by the API's error code (never by message text).
 * Signed-in failures are toasts; a visitor's failure is the alert on step 5 (spec 8).
 */
import { FAILURE_FALLBACKS, TOASTS, type ToastMessage } from "@/domain/site/toast-messages";
import { CLIENT_ERROR_CODES, isApiError } from "@/web/lib/api-client";

/** Title of the step-5 alert (spec 8 'Submit function error'). */
export const ANONYMOUS_FAILURE_TITLE = "Failed to submit loan request";

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The failure toast of a signed-in submission. */
export function signedInFailureToast(error: unknown): ToastMessage {
  if (isApiError(error)) {
    if (error.code === "already_submitted") return TOASTS.alreadySubmitted;
    if (error.code === "validation_failed" && error.fields) {
      return { title: "Error", text: Object.values(error.fields)[0] ?? error.message };
    }
    if (error.code === CLIENT_ERROR_CODES.network || error.status >= 500) {
      return { title: "Error", text: FAILURE_FALLBACKS.submitLoanRequest };
    }
    return { title: "Error", text: error.message || FAILURE_FALLBACKS.submitLoanRequest };
  }
  return { title: "Error", text: FAILURE_FALLBACKS.submitLoanRequest };
}

/**
 * The step-5 alert's text for a visitor's failed submission: the field messages when the
 * server refused the input, the wait when the limits were reached, and otherwise 'Failed to
 * process submission. Please try again.' (a server or network failure) or 'Failed to process
 * submission'.
 */
export function anonymousFailureText(error: unknown): string {
  if (!isApiError(error)) return FAILURE_FALLBACKS.anonymousSubmit;
  switch (error.code) {
    case "validation_failed": {
      const messages = Object.values(error.fields ?? {});
      return messages.length > 0
        ? `${FAILURE_FALLBACKS.anonymousSubmit}: ${messages.join(" ")}`
        : FAILURE_FALLBACKS.anonymousSubmit;
    }
    case "too_many_requests":
    case "too_many_attempts":
      return error.retryAfterSeconds
        ? `Too many requests from this address or email. Please try again in ${minutesText(error.retryAfterSeconds)}.`
        : "Too many requests from this address or email. Please try again later.";
    case "not_found":
      return "This lender is not accepting requests right now. Please choose another lender.";
    // Issues 27 and 31: the server's message names the lender and the reason.
    case "lender_not_accepting_leads":
    case "loan_type_not_offered":
    case "outside_lending_criteria":
    case "too_many_loan_requests":
      return error.message;
    case "forbidden_origin":
      return "Your browser sent this request from another site. Please reload the page and try again.";
    default:
      return FAILURE_FALLBACKS.processSubmission;
  }
}
