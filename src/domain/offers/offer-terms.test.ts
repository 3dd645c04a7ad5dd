import { describe, expect, test } from "vitest";
import {
  closingFees,
  netLoanAmount,
  offerAmountRange,
  offerContextIssues,
  offerTermIssues,
  offerTermsSchema,
} from "./offer-terms";

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
    ["processingFee", -1, "Processing fee must be at least 0"],
    ["underwritingFee", "995", "Underwriting fee is required"],
    ["drawCount", 2.5, "Number of draws must be a whole number"],
    ["drawCount", 61, "Number of draws must be at most 60"],
    ["drawFee", -5, "Draw fee must be at least 0"],
    ["interestOn", "undrawn", "Choose the drawn balance or the full loan amount"],
    ["minimumInterestMonths", -1, "Minimum interest must be at least 0 months"],
    ["extensionMonths", 61, "Extension term must be at most 60 months"],
    ["extensionFeePercent", 10.5, "Extension fee must be at most 10 %"],
    ["exitFeePercent", -0.5, "Exit fee must be at least 0 %"],
    ["reserves", -1, "Reserves must be at least 0"],
    ["rehabHoldback", -1, "Rehab holdback must be at least 0"],
    ["prepaymentPenalty", "3-2-1", "Prepayment penalty must be a list of steps"],
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

describe("the complete term sheet (issue 32)", () => {
  const terms = offerTermsSchema.parse(valid);

  test("every new term defaults to none, so an old body stays valid", () => {
    expect(terms).toMatchObject({
      processingFee: 0,
      underwritingFee: 0,
      rehabHoldback: 0,
      drawCount: 0,
      drawFee: 0,
      interestOn: "drawn",
      minimumInterestMonths: 0,
      extensionMonths: 0,
      extensionFeePercent: 0,
      exitFeePercent: 0,
      prepaymentPenalty: [],
      reserves: 0,
    });
    expect(offerTermIssues(terms)).toEqual({});
    expect(netLoanAmount(terms)).toBe(250_000);
  });

  test("penalty steps carry their own field messages and at most 10 steps", () => {
    expect(messages({ ...valid, prepaymentPenalty: [{ throughMonth: 0, percent: 11 }] })).toEqual({
      "prepaymentPenalty.0.throughMonth": "Penalty month must be at least 1",
      "prepaymentPenalty.0.percent": "Penalty percent must be at most 10 %",
    });
    const steps = Array.from({ length: 11 }, (_, i) => ({ throughMonth: i + 1, percent: 1 }));
    expect(messages({ ...valid, prepaymentPenalty: steps }).prepaymentPenalty).toBe(
      "Prepayment penalty has at most 10 steps",
    );
  });

  test("a holdback with draws: net = gross − holdback; the fees add up", () => {
    const withHoldback = { ...terms, rehabHoldback: 50_000, drawCount: 4, drawFee: 250 };
    expect(offerTermIssues(withHoldback)).toEqual({});
    expect(netLoanAmount(withHoldback)).toBe(200_000);
    expect(closingFees({ otherFees: 100, processingFee: 750, underwritingFee: 995 })).toBe(1_845);
  });

  test.each([
    [
      { rehabHoldback: 250_000, drawCount: 2 },
      "rehabHoldback",
      "Rehab holdback must be less than the loan amount",
    ],
    [
      { rehabHoldback: 50_000, drawCount: 2, repayment: "amortizing" as const },
      "rehabHoldback",
      "A rehab holdback needs interest-only repayment",
    ],
    [
      { rehabHoldback: 50_000 },
      "drawCount",
      "Number of draws must be at least 1 with a rehab holdback",
    ],
    [
      { rehabHoldback: 50_000, drawCount: 13 },
      "drawCount",
      "Draws are monthly: no more draws than months in the term",
    ],
    [{ drawCount: 3 }, "drawCount", "Draws need a rehab holdback"],
    [{ drawFee: 200 }, "drawFee", "A draw fee needs a rehab holdback"],
    [
      { interestOn: "full" as const },
      "interestOn",
      "Interest on the full amount needs a rehab holdback",
    ],
    [
      { minimumInterestMonths: 13 },
      "minimumInterestMonths",
      "Minimum interest must not exceed the term",
    ],
    [
      { extensionFeePercent: 1 },
      "extensionMonths",
      "Extension term is required with an extension fee",
    ],
    [
      {
        prepaymentPenalty: [
          { throughMonth: 6, percent: 2 },
          { throughMonth: 6, percent: 1 },
        ],
      },
      "prepaymentPenalty.1.throughMonth",
      "Each penalty step must end after the one before",
    ],
    [
      { prepaymentPenalty: [{ throughMonth: 13, percent: 1 }] },
      "prepaymentPenalty.0.throughMonth",
      "Penalty steps must end within the term",
    ],
  ])("%j → %s: %s", (change, field, message) => {
    expect(offerTermIssues({ ...terms, ...change })[field]).toBe(message);
  });

  test("bounds are allowed: 12 draws in 12 months, minimum interest = term, 3-2-1 within it", () => {
    expect(
      offerTermIssues({
        ...terms,
        rehabHoldback: 249_999,
        drawCount: 12,
        minimumInterestMonths: 12,
        extensionMonths: 3,
        extensionFeePercent: 1,
        prepaymentPenalty: [
          { throughMonth: 4, percent: 3 },
          { throughMonth: 8, percent: 2 },
          { throughMonth: 12, percent: 1 },
        ],
      }),
    ).toEqual({});
  });
});
