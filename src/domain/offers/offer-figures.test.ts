import { describe, expect, test } from "vitest";
import { cheapestOffers, computeOfferFigures, type FigureTerms } from "./offer-figures";

const terms = (over: Partial<FigureTerms>): FigureTerms => ({
  loanAmount: 100_000,
  interestRate: 12,
  originationPoints: 0,
  otherFees: 0,
  termMonths: 12,
  repayment: "interest_only",
  ...over,
});

describe("interest-only", () => {
  test("$100,000 at 12 % for 12 months, 2 points and $1,500 fees", () => {
    // 1 % a month: $1,000 interest each month, $12,000 over the year.
    // Points 2 % of 100,000 = $2,000; total cost 12,000 + 2,000 + 1,500 = $15,500.
    expect(
      computeOfferFigures(terms({ originationPoints: 2, otherFees: 1500 }), 100_000),
    ).toMatchObject({
      monthlyPayment: 1000,
      totalInterest: 12_000,
      pointsDollars: 2000,
      feesDollars: 1500,
      totalCost: 15_500,
      cashAtClosing: 3500,
    });
  });

  test("no points or fees: the all-in rate is the note rate", () => {
    expect(computeOfferFigures(terms({})).allInRate).toBe(12);
  });

  test("1 month, 1 point: 101,000 repaid for 99,000 received", () => {
    // i = 101,000 / 99,000 − 1 = 2.0202 % a month → 24.242 % a year.
    const f = computeOfferFigures(terms({ termMonths: 1, originationPoints: 1 }));
    expect(f.monthlyPayment).toBe(1000);
    expect(f.totalInterest).toBe(1000);
    expect(f.allInRate).toBe(24.242);
  });

  test("0 %: no interest; $1,200 fees make the all-in rate positive", () => {
    // Nothing paid for 12 months, then 120,000 back for 118,800 received:
    // (120,000 / 118,800)^(1/12) − 1 = 0.08379 % a month → 1.005 % a year.
    const f = computeOfferFigures(terms({ loanAmount: 120_000, interestRate: 0, otherFees: 1200 }));
    expect(f).toMatchObject({ monthlyPayment: 0, totalInterest: 0, totalCost: 1200 });
    expect(f.allInRate).toBe(1.005);
  });

  test("360 months at the 30 % ceiling", () => {
    // 2.5 % a month on $50,000 = $1,250, for 360 months = $450,000 of interest.
    const f = computeOfferFigures(terms({ loanAmount: 50_000, interestRate: 30, termMonths: 360 }));
    expect(f).toMatchObject({ monthlyPayment: 1250, totalInterest: 450_000, allInRate: 30 });
  });
});

describe("amortizing", () => {
  test("$200,000 at 6 % over 360 months (the textbook $1,199.10 payment)", () => {
    // r = 0.5 %: 200,000 × 0.005 / (1 − 1.005^−360) = 1,199.101…; × 360 − 200,000 = 231,676.38.
    const f = computeOfferFigures(
      terms({ loanAmount: 200_000, interestRate: 6, termMonths: 360, repayment: "amortizing" }),
    );
    expect(f.monthlyPayment).toBe(1199.1);
    expect(f.totalInterest).toBe(231_676.38);
    expect(f.allInRate).toBe(6);
  });

  test("1 point on the 30-year loan raises the all-in rate to about 6.1 %", () => {
    const input = terms({
      loanAmount: 200_000,
      interestRate: 6,
      termMonths: 360,
      repayment: "amortizing",
      originationPoints: 1,
    });
    const f = computeOfferFigures(input);
    expect(f.pointsDollars).toBe(2000);
    // The found monthly rate discounts the 360 payments back to the 198,000 received.
    const i = (f.allInRate ?? 0) / 1200;
    const pv = (1199.101_050_305_5 * (1 - (1 + i) ** -360)) / i;
    expect(Math.abs(pv - 198_000)).toBeLessThan(20);
    expect(f.allInRate).toBeGreaterThan(6.09);
    expect(f.allInRate).toBeLessThan(6.11);
  });

  test("$10,000 at 30 % over 12 months: $974.87 a month", () => {
    // r = 2.5 %: 10,000 × 0.025 / (1 − 1.025^−12) = 974.871…; × 12 − 10,000 = 1,698.46.
    const f = computeOfferFigures(
      terms({ loanAmount: 10_000, interestRate: 30, repayment: "amortizing" }),
    );
    expect(f.monthlyPayment).toBe(974.87);
    expect(f.totalInterest).toBe(1698.46);
    expect(f.allInRate).toBe(30);
  });

  test("0 %: the amount divided by the term, no interest", () => {
    const f = computeOfferFigures(
      terms({ loanAmount: 120_000, interestRate: 0, repayment: "amortizing" }),
    );
    expect(f).toMatchObject({ monthlyPayment: 10_000, totalInterest: 0, allInRate: 0 });
  });

  test("1 month: one payment of amount plus a month's interest; 2 points", () => {
    // 100,000 × 1.01 = 101,000 repaid for 98,000 received: 3.0612 % a month → 36.735 % a year.
    const f = computeOfferFigures(
      terms({ termMonths: 1, repayment: "amortizing", originationPoints: 2 }),
    );
    expect(f.monthlyPayment).toBe(101_000);
    expect(f.totalInterest).toBe(1000);
    expect(f.allInRate).toBe(36.735);
  });
});

describe("cash at closing", () => {
  test("adds the shortfall when the offer lends less than requested", () => {
    // 2 points on 90,000 = 1,800, fees 500, shortfall 100,000 − 90,000 = 10,000.
    const f = computeOfferFigures(
      terms({ loanAmount: 90_000, originationPoints: 2, otherFees: 500 }),
      100_000,
    );
    expect(f.cashAtClosing).toBe(12_300);
  });

  test("lending more than requested brings no credit", () => {
    const f = computeOfferFigures(terms({ loanAmount: 110_000, otherFees: 500 }), 100_000);
    expect(f.cashAtClosing).toBe(500);
  });

  test("fees eating all the proceeds leave no all-in rate", () => {
    const f = computeOfferFigures(terms({ loanAmount: 1000, otherFees: 1000 }));
    expect(f.allInRate).toBeNull();
  });
});

describe("cheapestOffers", () => {
  const a = { id: "a", figures: computeOfferFigures(terms({ interestRate: 10, otherFees: 3000 })) };
  const b = { id: "b", figures: computeOfferFigures(terms({ interestRate: 11 })) };
  const c = { id: "c", figures: computeOfferFigures(terms({ interestRate: 11 })) };

  test("each figure's lowest, ties included", () => {
    const cheapest = cheapestOffers([a, b, c]);
    expect(cheapest.monthlyPayment).toEqual(["a"]);
    expect(cheapest.feesDollars).toEqual(["b", "c"]);
    expect(cheapest.pointsDollars).toEqual(["a", "b", "c"]);
    // 10 % + 3,000 fees over a year costs more than 11 % without fees.
    expect(cheapest.totalCost).toEqual(["b", "c"]);
  });

  test("a single offer is not highlighted", () => {
    expect(cheapestOffers([a]).totalCost).toEqual([]);
  });
});
