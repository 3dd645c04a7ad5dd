import { describe, expect, test } from "vitest";
import { computeFixAndFlip, type FixAndFlipInput } from "./fix-and-flip";

/** $300,000 purchase, $60,000 rehab, $475,000 ARV, 6 months, 90/90/70, 12 %, 2 points, 6 % selling. */
const deal: FixAndFlipInput = {
  purchasePrice: 300_000,
  rehabBudget: 60_000,
  afterRepairValue: 475_000,
  monthsHeld: 6,
  maxLtv: 90,
  maxLtc: 90,
  maxLtarv: 70,
  interestRate: 12,
  points: 2,
  sellingCostsPercent: 6,
};

describe("computeFixAndFlip", () => {
  test("a worked example: LTV binds, interest-only carry on the whole loan", () => {
    const result = computeFixAndFlip(deal);
    // LTV 90 % of 300,000 = 270,000; LTC 90 % of 360,000 = 324,000; LTARV 70 % of 475,000 = 332,500.
    expect(result.limits).toEqual({ ltv: 270_000, ltc: 324_000, ltarv: 332_500, cost: 360_000 });
    expect(result.maxLoan).toBe(270_000);
    expect(result.binding).toBe("ltv");
    expect(result.pointsCost).toBe(5_400); // 2 % of 270,000
    expect(result.monthlyInterest).toBe(2_700); // 270,000 × 1 %
    expect(result.totalCarry).toBe(16_200); // 6 months
    expect(result.sellingCosts).toBe(28_500); // 6 % of 475,000
    expect(result.downPayment).toBe(90_000); // 360,000 − 270,000
    expect(result.cashNeeded).toBe(111_600); // 90,000 + 5,400 + 16,200
    expect(result.profit).toBe(64_900); // 475,000 − 28,500 − 360,000 − 5,400 − 16,200
    expect(result.roi).toBeCloseTo(64_900 / 111_600, 10); // 58.2 %
    expect(result.annualizedRoi).toBeCloseTo((1 + 64_900 / 111_600) ** 2 - 1, 10); // 150.1 %
  });

  test("the least limit binds: LTARV when it is the lowest, a blank limit does not apply", () => {
    const result = computeFixAndFlip({ ...deal, maxLtv: undefined, maxLtarv: 65 });
    expect(result.limits.ltv).toBeNull();
    expect(result.maxLoan).toBe(308_750); // 65 % of 475,000 < 324,000
    expect(result.binding).toBe("ltarv");
  });

  test("LTC binds when lowest", () => {
    const result = computeFixAndFlip({ ...deal, maxLtv: 100, maxLtc: 70, maxLtarv: 80 });
    expect(result.maxLoan).toBe(252_000);
    expect(result.binding).toBe("ltc");
  });

  test("without limits the loan funds the cost, never more; a tie goes to the lender's limit", () => {
    const open = computeFixAndFlip({
      ...deal,
      maxLtv: undefined,
      maxLtc: undefined,
      maxLtarv: undefined,
    });
    expect(open.maxLoan).toBe(360_000);
    expect(open.binding).toBe("cost");
    expect(open.downPayment).toBe(0);
    const tie = computeFixAndFlip({ ...deal, maxLtv: undefined, maxLtc: 100, maxLtarv: 100 });
    expect(tie.maxLoan).toBe(360_000);
    expect(tie.binding).toBe("ltc");
  });

  test("0 % rate, no points, 1 month: no carry; nothing in means no ROI", () => {
    const result = computeFixAndFlip({
      ...deal,
      monthsHeld: 1,
      maxLtv: undefined,
      maxLtc: undefined,
      maxLtarv: undefined,
      interestRate: 0,
      points: 0,
      sellingCostsPercent: 0,
    });
    expect(result.monthlyInterest).toBe(0);
    expect(result.totalCarry).toBe(0);
    expect(result.cashNeeded).toBe(0);
    expect(result.profit).toBe(115_000);
    expect(result.roi).toBeNull();
    expect(result.annualizedRoi).toBeNull();
  });

  test("a high rate over 360 months: a loss bigger than the cash in has no annualised ROI", () => {
    const result = computeFixAndFlip({ ...deal, interestRate: 50, monthsHeld: 360 });
    // 270,000 × 50 % ÷ 12 = 11,250 a month, 4,050,000 over 360 months.
    expect(result.monthlyInterest).toBe(11_250);
    expect(result.totalCarry).toBe(4_050_000);
    expect(result.cashNeeded).toBe(90_000 + 5_400 + 4_050_000);
    expect(result.profit).toBe(475_000 - 28_500 - 360_000 - 5_400 - 4_050_000);
    expect(result.roi).toBeCloseTo(-3_968_900 / 4_145_400, 10);
    expect(result.annualizedRoi).toBeCloseTo((1 - 3_968_900 / 4_145_400) ** (12 / 360) - 1, 10);
  });

  test("a 12-month hold annualises to the ROI itself", () => {
    const result = computeFixAndFlip({ ...deal, monthsHeld: 12 });
    expect(result.annualizedRoi).toBeCloseTo(result.roi ?? Number.NaN, 10);
  });
});
