/**
 * Loan amount input: parsing '$1,234,567', whole-dollar USD reformatting as typed, and the
 * submit form's validation with the exact messages of spec 5 'Loan amount'. Free of Zod, so a
 * page that only reads or reformats an amount (the listing's filter bar) does not download it;
 * the submit form's schema is in loan-amount-schema.ts.
 */
import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from "../reference/limits";

export const LOAN_AMOUNT_MESSAGES = {
  required: "Loan amount is required",
  invalid: "Please enter a valid loan amount",
  min: "Minimum loan amount is $10,000",
  max: "Loan amount exceeds maximum limit",
} as const;

/** Toast title when the quote wizard's amount fails the shared rule (spec 5 'Loan amount'). */
export const INVALID_LOAN_AMOUNT_TITLE = "Invalid Loan Amount";

function stripAmount(input: string): string {
  return input.replace(/[$,\s]/g, "");
}

/**
 * The number in an amount input: '$' , commas and spaces are stripped, then the rest must be a
 * plain decimal number. Null for empty or unparseable input and for non-finite numbers.
 */
export function parseUsdAmount(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  const text = stripAmount(input ?? "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Digits, then at most one decimal point with the digits after it ('$', ',' and spaces gone). */
const AMOUNT_TEXT = /^(\d*)(\.\d*)?$/;

/**
 * Reformat an amount input as typed (spec 5): '' for empty input (clears the value),
 * '$1,234,567' for whole dollars, and null for unparseable input, which the field ignores (it
 * keeps the previous text). A decimal point and up to two digits after it stay while the person
 * types ('$1,500,000.5'), so the digits typed after the point never join the dollars; the cents
 * never count (wholeDollars) and settleAmountInput drops them when the field is left. Typing an
 * amount key by key and pasting it give the same text (loan-amount.test.ts, property-based).
 */
export function reformatAmountInput(input: string): string | null {
  const text = stripAmount(input);
  if (text === "") return "";
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const dollars = usdWhole.format(BigInt(match[1] || "0"));
  return match[2] === undefined ? dollars : dollars + match[2].slice(0, 3);
}

/** The field's text once it is left: whole dollars, the cents dropped ('' stays ''). */
export function settleAmountInput(input: string): string {
  const text = reformatAmountInput(input);
  if (text === null) return input;
  const point = text.indexOf(".");
  return point === -1 ? text : text.slice(0, point);
}

/** The whole dollars of an amount, cents dropped (not rounded): what every amount field sends. */
export function wholeDollars(amount: number): number {
  return Math.trunc(amount);
}

/** The first failed rule's message for the submit form's amount, or null when valid. */
export function validateLoanAmount(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return LOAN_AMOUNT_MESSAGES.required;
  if (typeof input === "string" && stripAmount(input) === "") return LOAN_AMOUNT_MESSAGES.required;
  const amount = parseUsdAmount(input);
  if (amount === null) return LOAN_AMOUNT_MESSAGES.invalid;
  if (amount < LOAN_AMOUNT_MIN) return LOAN_AMOUNT_MESSAGES.min;
  if (amount > LOAN_AMOUNT_MAX) return LOAN_AMOUNT_MESSAGES.max;
  return null;
}
