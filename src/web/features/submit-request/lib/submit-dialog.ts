/**
 * The step machine of the 'Submit Loan Request to {company}' dialog (spec 2 'Submit dialog').
 *
 * Steps: 1 request type, 2 new-request form (new only), 3 review with notes (logged in only),
 * 4 'About You' (anonymous only), 5 review and submit (anonymous only).
 * Logged in: 1 → (2 if new) → 3 → submit. Anonymous: 1 → (2 if new) → 4 → 5 → submit.
 * The counter shows the step number 'of 3' when logged in and 'of 5' otherwise.
 * A pure reducer, so React can drive it with useReducer and tests can drive it without React.
 */
import {
  lendersLeftFor,
  MAX_LENDERS_PER_REQUEST,
  type OfferedProduct,
  offersLoanType,
} from "@/domain/lenders/lead-eligibility";
import type { LoanType } from "@/domain/reference/loan-types";

export type SubmitStep = 1 | 2 | 3 | 4 | 5;
export type RequestType = "existing" | "new";

export interface SubmitDialogState {
  loggedIn: boolean;
  step: SubmitStep;
  requestType: RequestType | null;
  selectedInquiryId: string | null;
  /** Email typed on 'About You' (anonymous only). */
  email: string;
}

export type SubmitDialogAction =
  | { type: "chooseType"; requestType: RequestType }
  | { type: "selectInquiry"; inquiryId: string | null }
  | { type: "setEmail"; email: string }
  | { type: "next" }
  | { type: "back" }
  | { type: "reset"; loggedIn?: boolean };

export const SUBMIT_STEP_TITLES: Record<SubmitStep, string> = {
  1: "Choose Request Type",
  2: "New Loan Request",
  3: "Review & Submit",
  4: "About You",
  5: "Review & Submit",
};

export function submitDialogTitle(companyName: string): string {
  return `Submit Loan Request to ${companyName}`;
}

export function initialSubmitDialogState(loggedIn: boolean): SubmitDialogState {
  return { loggedIn, step: 1, requestType: null, selectedInquiryId: null, email: "" };
}

/** The step after `step`, or 'submit' when `step` is the last one. */
export function nextStep(
  step: SubmitStep,
  loggedIn: boolean,
  requestType: RequestType | null,
): SubmitStep | "submit" {
  const afterForm: SubmitStep = loggedIn ? 3 : 4;
  switch (step) {
    case 1:
      return requestType === "new" ? 2 : afterForm;
    case 2:
      return afterForm;
    case 3:
      return "submit";
    case 4:
      return 5;
    case 5:
      return "submit";
  }
}

/** The previous logical step, or null on step 1. */
export function previousStep(
  step: SubmitStep,
  loggedIn: boolean,
  requestType: RequestType | null,
): SubmitStep | null {
  const beforeReview: SubmitStep = requestType === "new" ? 2 : 1;
  switch (step) {
    case 1:
      return null;
    case 2:
      return 1;
    case 3:
      return beforeReview;
    case 4:
      return beforeReview;
    case 5:
      return loggedIn ? beforeReview : 4;
  }
}

export function isFinalStep(state: SubmitDialogState): boolean {
  return nextStep(state.step, state.loggedIn, state.requestType) === "submit";
}

/** 'Step N of 3' when logged in, 'Step N of 5' otherwise. */
export function stepCounterText(step: SubmitStep, loggedIn: boolean): string {
  return `Step ${step} of ${loggedIn ? 3 : 5}`;
}

/**
 * Whether Next (or Submit) is enabled: on step 1 a type is chosen, and an existing request is
 * picked when that type is chosen; on 'About You' an email is present. Other steps validate
 * their form when the button is pressed.
 */
export function canGoNext(state: SubmitDialogState): boolean {
  if (state.step === 1) {
    if (state.requestType === "new") return true;
    return state.requestType === "existing" && state.loggedIn && state.selectedInquiryId !== null;
  }
  if (state.step === 4) return state.email.trim() !== "";
  return true;
}

export function submitDialogReducer(
  state: SubmitDialogState,
  action: SubmitDialogAction,
): SubmitDialogState {
  switch (action.type) {
    case "chooseType":
      if (action.requestType === "existing" && !state.loggedIn) return state;
      return {
        ...state,
        requestType: action.requestType,
        selectedInquiryId: action.requestType === "new" ? null : state.selectedInquiryId,
      };
    case "selectInquiry":
      return state.loggedIn ? { ...state, selectedInquiryId: action.inquiryId } : state;
    case "setEmail":
      return { ...state, email: action.email };
    case "next": {
      if (!canGoNext(state)) return state;
      const next = nextStep(state.step, state.loggedIn, state.requestType);
      return next === "submit" ? state : { ...state, step: next };
    }
    case "back": {
      const previous = previousStep(state.step, state.loggedIn, state.requestType);
      return previous === null ? state : { ...state, step: previous };
    }
    case "reset":
      return initialSubmitDialogState(action.loggedIn ?? state.loggedIn);
  }
}

export const REQUEST_TYPE_NOTES = {
  loginRequired: "Login required",
  alreadySubmitted: "Already submitted",
  /** Issue 27: the lender has no active product of the request's loan type. */
  typeNotOffered: "This lender does not offer this loan type",
  /** Issue 27: the request already reached MAX_LENDERS_PER_REQUEST lenders. */
  lenderLimitReached: `Already sent to ${MAX_LENDERS_PER_REQUEST} lenders`,
} as const;

/** The 'existing request' choice: disabled for visitors with 'Login required'. */
export function existingRequestChoice(loggedIn: boolean): {
  disabled: boolean;
  note: string | null;
} {
  return loggedIn
    ? { disabled: false, note: null }
    : { disabled: true, note: REQUEST_TYPE_NOTES.loginRequired };
}

/**
 * Picker entries: requests already submitted to this lender are disabled, and (issue 27, with
 * the lender's offered types known) those of a loan type it does not offer
 * (lead-eligibility.ts, the server's rule) or that already reached the per-request cap.
 */
export function inquiryPickerOptions<
  T extends { id: string; investmentType?: LoanType | null; submissions?: readonly unknown[] },
>(
  inquiries: readonly T[],
  submittedInquiryIds: ReadonlySet<string> | readonly string[],
  lenderProducts?: readonly OfferedProduct[],
): { inquiry: T; disabled: boolean; note: string | null }[] {
  const submitted = new Set(submittedInquiryIds);
  return inquiries.map((inquiry) => {
    if (submitted.has(inquiry.id)) {
      return { inquiry, disabled: true, note: REQUEST_TYPE_NOTES.alreadySubmitted };
    }
    if (
      lenderProducts &&
      inquiry.investmentType &&
      !offersLoanType(lenderProducts, inquiry.investmentType)
    ) {
      return { inquiry, disabled: true, note: REQUEST_TYPE_NOTES.typeNotOffered };
    }
    if (lendersLeftFor(inquiry.submissions?.length ?? 0) === 0) {
      return { inquiry, disabled: true, note: REQUEST_TYPE_NOTES.lenderLimitReached };
    }
    return { inquiry, disabled: false, note: null };
  });
}
