import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  INVALID_LOAN_AMOUNT_TITLE,
  LOAN_AMOUNT_MESSAGES,
  parseUsdAmount,
  reformatAmountInput,
  settleAmountInput,
  validateLoanAmount,
} from "./loan-amount";
import { loanAmountSchema } from "./loan-amount-schema";

describe("parseUsdAmount", () => {
  test.each([
    ["$1,234,567", 1234567],
    ["250000", 250000],
    [" $ 50,000 ", 50000],
    ["1234.5", 1234.5],
    [".5", 0.5],
    ["", null],
    ["abc", null],
    ["12abc", null],
    ["1.2.3", null],
    [null, null],
    [75000, 75000],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])("%j → %s", (input, output) => {
    expect(parseUsdAmount(input)).toBe(output);
  });
});

describe("reformatAmountInput", () => {
  test.each([
    ["1234567", "$1,234,567"],
    ["$1,234,5678", "$12,345,678"],
    ["1000.4", "$1,000.4"],
    ["1000.5", "$1,000.5"],
    ["1,500,000.50", "$1,500,000.50"],
    ["1500000.509", "$1,500,000.50"],
    ["$1,500,000.", "$1,500,000."],
    [".5", "$0.5"],
    ["", ""],
    ["$", ""],
    ["12a", null],
    ["1.2.3", null],
    ["-5", null],
  ])("%j → %j", (input, output) => {
    expect(reformatAmountInput(input)).toBe(output);
  });

  test.each([
    ["$1,500,000.50", "$1,500,000"],
    ["15000.99", "$15,000"],
    ["$1,000.", "$1,000"],
    ["", ""],
    ["12a", "12a"],
  ])("settled when the field is left: %j → %j", (input, output) => {
    expect(settleAmountInput(input)).toBe(output);
  });

  /** What a field shows after each key: the reformatted text, or the previous one when ignored. */
  const typed = (keys: string) =>
    [...keys].reduce((text, key) => reformatAmountInput(text + key) ?? text, "");
  const pasted = (keys: string) => reformatAmountInput(keys) ?? "";
  /** What a person types or pastes into an amount: digits, '$', commas, spaces, one point. */
  const amountText = fc
    .tuple(
      fc.stringMatching(/^[0-9$, ]{0,14}$/),
      fc.option(fc.stringMatching(/^[0-9]{0,4}$/), { nil: undefined }),
    )
    .map(([whole, cents]) => (cents === undefined ? whole : `${whole}.${cents}`));

  test("typing an amount key by key shows what pasting it shows (fast-check)", () => {
    fc.assert(
      fc.property(amountText, (keys) => {
        expect(typed(keys)).toBe(pasted(keys));
        expect(settleAmountInput(typed(keys))).toBe(settleAmountInput(pasted(keys)));
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });

  test.each([
    ["1,500,000.50", 1_500_000],
    ["15000.50", 15_000],
    ["15000.99", 15_000],
  ])("typed or pasted %j sends %d whole dollars", (keys, dollars) => {
    expect(typed(keys)).toBe(pasted(keys));
    expect(loanAmountSchema.parse(typed(keys))).toBe(dollars);
    expect(loanAmountSchema.parse(settleAmountInput(typed(keys)))).toBe(dollars);
  });
});

describe("validateLoanAmount", () => {
  test("messages are the spec's", () => {
    expect(LOAN_AMOUNT_MESSAGES).toEqual({
      required: "Loan amount is required",
      invalid: "Please enter a valid loan amount",
      min: "Minimum loan amount is $10,000",
      max: "Loan amount exceeds maximum limit",
    });
    expect(INVALID_LOAN_AMOUNT_TITLE).toBe("Invalid Loan Amount");
  });

  test.each([
    ["", "Loan amount is required"],
    ["$", "Loan amount is required"],
    [null, "Loan amount is required"],
    [undefined, "Loan amount is required"],
    ["lots", "Please enter a valid loan amount"],
    ["$9,999", "Minimum loan amount is $10,000"],
    ["9999.99", "Minimum loan amount is $10,000"],
    ["$10,000", null],
    [10_000, null],
    ["$100,000,000", null],
    [100_000_000, null],
    ["$100,000,001", "Loan amount exceeds maximum limit"],
    [100_000_000.01, "Loan amount exceeds maximum limit"],
  ])("%j → %s", (input, message) => {
    expect(validateLoanAmount(input)).toBe(message);
  });

  test("schema outputs whole dollars and reports the message", () => {
    expect(loanAmountSchema.parse("$250,000")).toBe(250000);
    expect(loanAmountSchema.parse(12_345.6)).toBe(12345);
    expect(loanAmountSchema.safeParse("5000").error?.issues[0]?.message).toBe(
      "Minimum loan amount is $10,000",
    );
    expect(loanAmountSchema.safeParse("").error?.issues[0]?.message).toBe(
      "Loan amount is required",
    );
  });
});
