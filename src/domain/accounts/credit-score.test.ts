import { describe, expect, test } from "vitest";
import {
  CREDIT_SCORE_MESSAGES,
  CREDIT_SCORE_PLACEHOLDER,
  creditScoreSchema,
  parseCreditScore,
  sanitizeCreditScoreInput,
  validateCreditScore,
} from "./credit-score";

describe("credit score", () => {
  test("texts", () => {
    expect(CREDIT_SCORE_MESSAGES).toEqual({
      notNumber: "Credit score must be a number",
      range: "Credit score must be between 300-850",
    });
    expect(CREDIT_SCORE_PLACEHOLDER).toBe("Enter your credit score (300-850)");
  });

  test.each([
    ["", null],
    ["  ", null],
    [null, null],
    [undefined, null],
    ["299", "Credit score must be between 300-850"],
    ["300", null],
    ["850", null],
    ["851", "Credit score must be between 300-850"],
    [299, "Credit score must be between 300-850"],
    [300, null],
    [850, null],
    [851, "Credit score must be between 300-850"],
    ["72O", "Credit score must be a number"],
    ["720.5", "Credit score must be a number"],
    ["-720", "Credit score must be a number"],
    [720.5, "Credit score must be a number"],
  ])("%j → %s", (input, message) => {
    expect(validateCreditScore(input)).toBe(message);
  });

  test.each([
    ["720", 720],
    [" 720 ", 720],
    [720, 720],
    ["720.0", null],
    ["7e2", null],
    ["", null],
    [720.5, null],
  ])("parseCreditScore(%j) = %s", (input, output) => {
    expect(parseCreditScore(input)).toBe(output);
  });

  test("input keeps at most three digits", () => {
    expect(sanitizeCreditScoreInput("7a2b0 9")).toBe("720");
  });

  test("schema: optional integer", () => {
    expect(creditScoreSchema.parse("")).toBeNull();
    expect(creditScoreSchema.parse(undefined)).toBeNull();
    expect(creditScoreSchema.parse("700")).toBe(700);
    expect(creditScoreSchema.safeParse("900").error?.issues[0]?.message).toBe(
      "Credit score must be between 300-850",
    );
  });
});
