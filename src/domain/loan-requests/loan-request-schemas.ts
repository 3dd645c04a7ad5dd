/**
 * Loan request forms (spec 5 'New loan request (dialog)', 'Wizard', 'Loan amount'; spec 2
 * 'Submit dialog' step 2 and 'About You', 'Borrower quote wizard'). Each form has a zod schema
 * and a validate function that returns either the data or the toast the spec shows.
 */
import { z } from "zod";
import { creditScoreSchema } from "../accounts/credit-score";
import { emailSchema } from "../accounts/email";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { optionalPhoneSchema, requiredPhoneSchema } from "../accounts/phone";
import {
  loanTypeField,
  optionalTextMax,
  propertyTypeField,
  requiredName,
  stateField,
} from "../reference/form-fields";
import { SUBMISSION_STATUS_VALUES } from "../reference/statuses";
import { TOASTS, type ToastMessage } from "../site/toast-messages";
import { INVALID_LOAN_AMOUNT_TITLE, LOAN_AMOUNT_MESSAGES } from "./loan-amount";
import { loanAmountSchema } from "./loan-amount-schema";

export const LOAN_REQUEST_MESSAGES = {
  investmentType: "Investment type is required",
  propertyType: "Property type is required",
  propertyState: "State is required",
  experienceLevel: "Experience is required",
  firstName: "First name is required",
  lastName: "Last name is required",
} as const;

/** Longest request name and notes the server stores (beyond the spec: bounds for the API). */
export const LOAN_REQUEST_NAME_MAX_LENGTH = 100;
export const LOAN_REQUEST_NOTES_MAX_LENGTH = 5000;

/** New loan request (dashboard dialog and the submit dialog's step 2). */
export const newLoanRequestSchema = z.object({
  customName: optionalTextMax(LOAN_REQUEST_NAME_MAX_LENGTH),
  investmentType: loanTypeField(LOAN_REQUEST_MESSAGES.investmentType),
  propertyType: propertyTypeField(LOAN_REQUEST_MESSAGES.propertyType),
  propertyState: stateField(LOAN_REQUEST_MESSAGES.propertyState),
  loanAmount: loanAmountSchema,
  notes: optionalTextMax(LOAN_REQUEST_NOTES_MAX_LENGTH),
});

/** Raw form values: anything the form holds (strings, numbers, null) for each field. */
export type LooseInput<T> = { [K in keyof T]?: unknown };

export type NewLoanRequestInput = LooseInput<z.output<typeof newLoanRequestSchema>>;
export type NewLoanRequest = z.output<typeof newLoanRequestSchema>;

export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; toast: ToastMessage; fieldErrors: Record<string, string> };

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/**
 * Validate a new loan request: a missing required field gives 'Missing Information' with
 * 'Please fill in all required fields.' (dashboard dialog) or 'Please fill in all fields to
 * continue.' (submit dialog step); a bad amount gives 'Invalid Loan Amount' with its message.
 */
export function validateNewLoanRequest(
  input: NewLoanRequestInput,
  variant: "dialog" | "step",
): FormResult<NewLoanRequest> {
  const result = newLoanRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const required = [
    input.investmentType,
    input.propertyType,
    input.propertyState,
    input.loanAmount,
  ];
  const errors = fieldErrors(result.error);
  const toast = required.some(blank)
    ? variant === "dialog"
      ? TOASTS.missingRequiredFields
      : TOASTS.missingAllFields
    : errors.loanAmount
      ? { title: INVALID_LOAN_AMOUNT_TITLE, text: errors.loanAmount }
      : TOASTS.validationError;
  return { ok: false, toast, fieldErrors: errors };
}

/** 'About You' (anonymous step 4): email required; phone, credit score, experience optional. */
export const aboutYouSchema = z.object({
  email: emailSchema,
  phone: optionalPhoneSchema,
  creditScore: creditScoreSchema,
  experienceYears: z
    .preprocess((v) => (v === "" ? null : v), z.enum(EXPERIENCE_VALUES).nullish())
    .transform((v) => v ?? null),
});

export type AboutYou = z.output<typeof aboutYouSchema>;

/** Quote wizard step 1: all five answers. */
export const quoteStep1Schema = z.object({
  investmentType: loanTypeField(LOAN_REQUEST_MESSAGES.investmentType),
  propertyType: propertyTypeField(LOAN_REQUEST_MESSAGES.propertyType),
  experienceLevel: z.enum(EXPERIENCE_VALUES, { error: LOAN_REQUEST_MESSAGES.experienceLevel }),
  propertyState: stateField(LOAN_REQUEST_MESSAGES.propertyState),
  loanAmount: loanAmountSchema,
});

/** Quote wizard step 2: contact details, all required, names at most 50 characters. */
export const quoteStep2Schema = z.object({
  firstName: requiredName(LOAN_REQUEST_MESSAGES.firstName),
  lastName: requiredName(LOAN_REQUEST_MESSAGES.lastName),
  email: emailSchema,
  phone: requiredPhoneSchema,
});

export type QuoteStep1Input = LooseInput<z.output<typeof quoteStep1Schema>>;
export type QuoteStep1 = z.output<typeof quoteStep1Schema>;
export type QuoteStep2Input = LooseInput<z.output<typeof quoteStep2Schema>>;
export type QuoteStep2 = z.output<typeof quoteStep2Schema>;

/**
 * Step 1 → step 2 (spec 4, 5): any empty answer gives 'Missing Information: Please fill in all
 * fields to continue.'; an invalid amount gives 'Invalid Loan Amount' with the shared rule's
 * message (the wizard uses the submit form's bounds, the only bounds the spec gives).
 */
export function validateQuoteStep1(input: QuoteStep1Input): FormResult<QuoteStep1> {
  const result = quoteStep1Schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrors(result.error);
  const answers = [
    input.investmentType,
    input.propertyType,
    input.experienceLevel,
    input.propertyState,
    input.loanAmount,
  ];
  if (answers.some(blank) || errors.loanAmount === LOAN_AMOUNT_MESSAGES.required) {
    return { ok: false, toast: TOASTS.missingAllFields, fieldErrors: errors };
  }
  const toast = errors.loanAmount
    ? { title: INVALID_LOAN_AMOUNT_TITLE, text: errors.loanAmount }
    : TOASTS.missingAllFields;
  return { ok: false, toast, fieldErrors: errors };
}

/**
 * Step 2 submit: an empty field gives 'Missing Information: Please fill in all contact
 * information.'; an invalid email, phone or name gives 'Validation Error: Please fix the
 * validation errors before submitting.'
 */
export function validateQuoteStep2(input: QuoteStep2Input): FormResult<QuoteStep2> {
  const result = quoteStep2Schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const missing = [input.firstName, input.lastName, input.email, input.phone].some(blank);
  return {
    ok: false,
    toast: missing ? TOASTS.missingContactInformation : TOASTS.validationError,
    fieldErrors: fieldErrors(result.error),
  };
}

/** Borrower's status change of one lender submission. */
export const submissionStatusUpdateSchema = z.object({
  status: z.enum(SUBMISSION_STATUS_VALUES, { error: "Unknown submission status" }),
});
