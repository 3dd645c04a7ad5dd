import { describe, expect, test } from "vitest";
import { offerAmountRange, offerContextIssues, offerTermsSchema } from "./offer-terms";

const valid = {
  loanAmount: 250_000,
  interestRate: 10.5,
  originationPoints: 2,
  otherFees: 1500,
  termMonths: 12,
  repayment: "interest_only",
  maxLtv: 75,
  maxLtc: 85,
  maxLtarv: 70,
  daysToClose: 14,
  expiresAt: "2030-01-31T23:59:59.000Z",
  conditions: "  Appraisal and title required.  ",
};

function messages(input: Record<string, unknown>) {
  const result = offerTermsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("offerTermsSchema", () => {
  test("accepts valid terms and trims the conditions", () => {
    const parsed = offerTermsSchema.parse(valid);
    expect(parsed.conditions).toBe("Appraisal and title required.");
  });

  test.each([
    ["interestRate", 0, undefined],
    ["interestRate", 30, undefined],
    ["interestRate", -0.01, "Interest rate must be at least 0 %"],
    ["interestRate", 30.01, "Interest rate must be at most 30 %"],
    ["originationPoints", 10, undefined],
    ["originationPoints", 10.5, "Origination points must be at most 10"],
    ["originationPoints", -1, "Origination points must be at least 0"],
    ["termMonths", 1, undefined],
    ["termMonths", 360, undefined],
    ["termMonths", 0, "Term must be at least 1 months"],
    ["termMonths", 361, "Term must be at most 360 months"],
    ["termMonths", 12.5, "Term must be a whole number"],
    ["otherFees", 0, undefined],
    ["otherFees", -1, "Other fees must be at least 0"],
    ["maxLtv", 100, undefined],
    ["maxLtv", null, undefined],
    ["maxLtv", 100.1, "Max LTV must be at most 100 %"],
    ["maxLtc", -1, "Max LTC must be at least 0 %"],
    ["maxLtarv", 101, "Max LTARV must be at most 100 %"],
    ["daysToClose", 0, "Days to close must be at least 1 days"],
    ["daysToClose", 366, "Days to close must be at most 365 days"],
    ["conditions", "x".repeat(2000), undefined],
    ["conditions", "x".repeat(2001), "Conditions must be at most 2000 characters"],
    ["repayment", "balloon", "Choose interest-only or amortizing"],
    ["expiresAt", "tomorrow", "Expiry date is required"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(messages({ ...valid, [field]: value })[field]).toBe(message);
  });

  test("empty conditions are stored as none", () => {
    expect(offerTermsSchema.parse({ ...valid, conditions: "   " }).conditions).toBeNull();
  });
});

describe("offerContextIssues", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  test("expiry must be after now", () => {
    expect(
      offerContextIssues(
        { loanAmount: 100, expiresAt: "2026-11-22T12:00:00Z" },
        { requestedAmount: null, now },
      ).expiresAt,
    ).toBe("Expiry date must be in the future");
    expect(
      offerContextIssues(
        { loanAmount: 100, expiresAt: "2026-11-22T12:00:01Z" },
        { requestedAmount: null, now },
      ),
    ).toEqual({});
  });

  test("the amount stays within ±50 % of the request, bounds included", () => {
    expect(offerAmountRange(200_000)).toEqual({ min: 100_000, max: 300_000 });
    const at = (loanAmount: number) =>
      offerContextIssues(
        { loanAmount, expiresAt: "2030-01-01T00:00:00Z" },
        { requestedAmount: 200_000, now },
      ).loanAmount;
    expect(at(100_000)).toBeUndefined();
    expect(at(300_000)).toBeUndefined();
    expect(at(99_999)).toBe(
      "Loan amount must be within 50% of the requested amount ($100,000 to $300,000)",
    );
    expect(at(300_001)).toMatch(/within 50%/);
  });

  test("a request without an amount puts no band on the offer", () => {
    expect(
      offerContextIssues(
        { loanAmount: 5_000_000, expiresAt: "2030-01-01T00:00:00Z" },
        { requestedAmount: null, now },
      ),
    ).toEqual({});
  });
});
