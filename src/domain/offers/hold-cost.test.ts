/**
 * Worked examples for the cost of an offer at the borrower's hold (hold-cost.ts). Each expected
 * figure is worked out by hand in the comment above it, not computed by the code under test.
 */
import { describe, expect, test } from "vitest";
import {
  defaultHoldMonths,
  type HoldCost,
  type HoldTerms,
  holdCost,
  holdsAround,
  monthlyIrr,
} from "./hold-cost";
import { computeOfferFigures } from "./offer-figures";

const bridge: HoldTerms = {
  loanAmount: 100_000,
  interestRate: 12,
  termMonths: 12,
  repayment: "interest_only",
  originationPoints: 0,
  closingFees: 0,
};

function cost(terms: HoldTerms, hold: number): HoldCost {
  const result = holdCost(terms, hold);
  if (typeof result === "string") throw new Error(result);
  return result;
}

describe("no fees: the all-in rate is the note rate", () => {
  test("interest-only, held to term: 12 × $1,000 interest", () => {
    const result = cost(bridge, 12);
    expect(result.interest).toBe(12_000);
    expect(result.fees).toBe(0);
    expect(result.totalCost).toBe(12_000);
    expect(result.cashToClose).toBe(0);
    expect(result.allInRate).toBeCloseTo(12, 3);
    expect(result.cashFlows).toEqual([100_000, ...Array(11).fill(-1_000), -101_000]);
  });

  test("interest-only, paid off early: 3 × $1,000, still 12 %", () => {
    const result = cost(bridge, 3);
    expect(result.totalCost).toBe(3_000);
    expect(result.allInRate).toBeCloseTo(12, 3);
  });

  test.each([
    [6, 360],
    [0, 360],
    [30, 1],
    [0.5, 1],
  ])("amortizing at %s percent over %s months: all-in = note rate", (rate, months) => {
    const terms: HoldTerms = {
      ...bridge,
      interestRate: rate,
      termMonths: months,
      repayment: "amortizing",
    };
    const result = cost(terms, months);
    expect(result.allInRate).toBeCloseTo(rate, 3);
    // Held to term, the interest is the existing figures' total interest.
    expect(result.interest).toBeCloseTo(
      computeOfferFigures({ ...terms, otherFees: 0 }).totalInterest,
      1,
    );
  });

  test("amortizing $100,000 at 6 % over 360 months, paid off after 12: $5,966.59 interest", () => {
    // Level payment 599.55; interest of the first 12 months of the schedule sums to 5,966.59.
    const result = cost(
      { ...bridge, interestRate: 6, termMonths: 360, repayment: "amortizing" },
      12,
    );
    expect(result.interest).toBeCloseTo(5_966.59, 1);
    expect(result.allInRate).toBeCloseTo(6, 3);
  });
});

describe("fees raise the all-in rate above the note rate", () => {
  test("2 points and $1,000 of fees on a 12-month 12 % bridge", () => {
    // Closing: 100,000 − 2,000 − 1,000 = 97,000 received; 12 × 1,000 interest; 100,000 back.
    const result = cost({ ...bridge, originationPoints: 2, closingFees: 1_000 }, 12);
    expect(result.cashFlows[0]).toBe(97_000);
    expect(result.fees).toBe(3_000);
    expect(result.totalCost).toBe(15_000);
    expect(result.cashToClose).toBe(3_000);
    // The IRR of +97,000, 11 × −1,000, −101,000 (solved separately by bisection in Python):
    // 1.27113 % a month, 15.254 % a year.
    expect(result.allInRate).toBeCloseTo(15.254, 2);
  });

  test("the same fees cost more, annualised, over a shorter hold", () => {
    const terms = { ...bridge, originationPoints: 2, closingFees: 1_000 };
    const at12 = cost(terms, 12).allInRate ?? 0;
    const at3 = cost(terms, 3).allInRate ?? 0;
    expect(at3).toBeGreaterThan(at12);
  });
});

describe("minimum interest", () => {
  const cheap: HoldTerms = { ...bridge, interestRate: 10, minimumInterestMonths: 6 };
  const dear: HoldTerms = { ...bridge, interestRate: 12 };

  test("a cheaper rate with 6 months' minimum interest loses when the borrower exits in month 3", () => {
    // 10 %: 3 × 833.33 paid + 3 months short × 833.33 owed at payoff = 5,000.
    // 12 %: 3 × 1,000 = 3,000.
    expect(cost(cheap, 3).totalCost).toBeCloseTo(5_000, 1);
    expect(cost(dear, 3).totalCost).toBe(3_000);
    expect(cost(cheap, 3).allInRate ?? 0).toBeGreaterThan(cost(dear, 3).allInRate ?? 0);
  });

  test("and wins when the borrower holds past the minimum", () => {
    // 10 %: 12 × 833.33 = 10,000; 12 %: 12,000.
    expect(cost(cheap, 12).totalCost).toBeCloseTo(10_000, 1);
    expect(cost(dear, 12).totalCost).toBe(12_000);
  });
});

describe("rehab holdback and draws", () => {
  // $200,000 gross, $50,000 held back, released in 4 draws of $12,500 at the end of months 1-4.
  const rehab: HoldTerms = {
    ...bridge,
    loanAmount: 200_000,
    rehabHoldback: 50_000,
    drawCount: 4,
  };

  test("interest on the drawn balance, held 6 months: $10,750", () => {
    // 1 % a month on 150,000, 162,500, 175,000, 187,500, 200,000, 200,000.
    const result = cost(rehab, 6);
    expect(result.interest).toBe(10_750);
    expect(result.cashFlows.slice(0, 3)).toEqual([150_000, 12_500 - 1_500, 12_500 - 1_625]);
    expect(result.allInRate).toBeCloseTo(12, 3);
  });

  test("interest on undrawn funds, held 6 months: $12,000, above the note rate", () => {
    // 1 % a month on the whole 200,000 from the first month.
    const result = cost({ ...rehab, interestOn: "full" }, 6);
    expect(result.interest).toBe(12_000);
    expect(result.allInRate ?? 0).toBeGreaterThan(12.5);
  });

  test("draw fees: 4 × $250 count as fees and raise the all-in rate", () => {
    const result = cost({ ...rehab, drawFee: 250 }, 6);
    expect(result.fees).toBe(1_000);
    expect(result.totalCost).toBe(11_750);
    expect(result.cashFlows[1]).toBe(12_500 - 250 - 1_500);
    expect(result.allInRate ?? 0).toBeGreaterThan(12);
  });

  test("draws not yet due at payoff never happen", () => {
    // Paid off after 2 months: draws 1 only (the draw of month 2 would fall on the payoff).
    // Interest 1,500 + 1,625; payoff of 162,500.
    const result = cost({ ...rehab, drawFee: 250 }, 2);
    expect(result.interest).toBe(3_125);
    expect(result.fees).toBe(250);
    expect(result.cashFlows.at(-1)).toBe(-1_625 - 162_500);
  });
});

describe("extensions, exit fees, prepayment penalties, reserves", () => {
  const extendable: HoldTerms = { ...bridge, extensionMonths: 3, extensionFeePercent: 1 };

  test("past the term without extensions: not possible", () => {
    expect(holdCost(bridge, 13)).toBe("hold_past_term");
    expect(holdCost(bridge, 0)).toBe("hold_too_short");
    expect(holdCost(bridge, 2.5)).toBe("hold_too_short");
  });

  test("14 months on a 12-month term with 3-month extensions at 1 %: one extension, $1,000", () => {
    const result = cost(extendable, 14);
    expect(result.extensions).toBe(1);
    expect(result.fees).toBe(1_000);
    expect(result.totalCost).toBe(14_000 + 1_000);
    expect(result.cashFlows[12]).toBe(-1_000 - 1_000);
  });

  test("16 months: two extensions; 12 months: none", () => {
    expect(cost(extendable, 16).extensions).toBe(2);
    expect(cost(extendable, 16).fees).toBe(2_000);
    expect(cost(extendable, 12).extensions).toBe(0);
  });

  test("a 1 % exit fee and a 3-2-1 prepayment penalty", () => {
    const terms: HoldTerms = {
      ...bridge,
      exitFeePercent: 1,
      prepaymentPenalty: [
        { throughMonth: 4, percent: 3 },
        { throughMonth: 8, percent: 2 },
        { throughMonth: 11, percent: 1 },
      ],
    };
    // Month 3: 3,000 interest + 1,000 exit + 3 % of 100,000.
    expect(cost(terms, 3).fees).toBe(4_000);
    // Month 6: 2 %; month 12: past the schedule, exit fee only.
    expect(cost(terms, 6).fees).toBe(3_000);
    expect(cost(terms, 12).fees).toBe(1_000);
  });

  test("reserves are cash to close, returned at payoff, and cost only their time", () => {
    const result = cost({ ...bridge, reserves: 6_000 }, 12);
    expect(result.cashToClose).toBe(6_000);
    expect(result.cashFlows[0]).toBe(94_000);
    expect(result.cashFlows.at(-1)).toBe(-101_000 + 6_000);
    expect(result.totalCost).toBe(12_000);
    expect(result.allInRate ?? 0).toBeGreaterThan(12);
  });
});

describe("monthlyIrr", () => {
  test("a loan of 100 repaid with 110 a month later: 10 %", () => {
    expect(monthlyIrr([100, -110])).toBeCloseTo(0.1, 9);
  });

  test("no receipt or no payment: no rate", () => {
    expect(monthlyIrr([100, 10])).toBeNull();
    expect(monthlyIrr([-100, -10])).toBeNull();
  });

  test("repaying less than received: a negative rate", () => {
    expect(monthlyIrr([100, -90])).toBeCloseTo(-0.1, 9);
  });
});

describe("the holds a comparison shows", () => {
  test("defaults to the longest term among the offers", () => {
    expect(defaultHoldMonths([{ termMonths: 12 }, { termMonths: 18 }])).toBe(18);
    expect(defaultHoldMonths([])).toBe(1);
  });

  test("the planned hold and two months either side, never below one month", () => {
    expect(holdsAround(12)).toEqual([10, 12, 14]);
    expect(holdsAround(2)).toEqual([2, 4]);
  });
});

describe("the comparison's at-term figures", () => {
  test("are the hold's at the term, every term counted: one total for the same months", () => {
    // 12 × 1,000 interest, a 1 % exit fee (1,000) and $500 of fees at closing: $13,500.
    const terms: HoldTerms = { ...bridge, closingFees: 500, exitFeePercent: 1, reserves: 2_000 };
    const figures = computeOfferFigures({ ...terms, otherFees: 500 });
    expect(figures.totalCost).toBe(13_500);
    expect(figures.totalCost).toBe(cost(terms, 12).totalCost);
    expect(figures.allInRate).toBe(cost(terms, 12).allInRate);
    // Reserves are brought to closing (and come back at payoff).
    expect(figures.cashAtClosing).toBe(2_500);
  });
});
