import { describe, expect, test } from "vitest";
import { computeDscr, type DscrInput, maxLoanAtDscr } from "./dscr";
import { amortisingPayment } from "./finance";

/** $2,800 rent, 5 % vacancy, $3,600 taxes and $1,500 insurance a year, no HOA, $250,000 at 7.5 % over 30 years. */
const rental: DscrInput = {
  monthlyRent: 2_800,
  vacancyPercent: 5,
  annualTaxes: 3_600,
  annualInsurance: 1_500,
  monthlyHoa: 0,
  loanAmount: 250_000,
  interestRate: 7.5,
  termMonths: 360,
};

describe("computeDscr", () => {
  test("a worked example: 30-year amortising payment, DSCR and the maximum loans", () => {
    const result = computeDscr(rental);
    expect(result.monthlyPayment).toBe(1_748.04); // the familiar 30-year payment at 7.5 %
    expect(result.effectiveRent).toBe(2_660); // 2,800 less 5 %
    expect(result.monthlyExpenses).toBe(425); // 300 taxes + 125 insurance
    expect(result.pitia).toBe(2_173.04);
    expect(result.dscr).toBe(1.22); // 2,660 ÷ 2,173.04
    // DSCR 1.0: a payment of 2,660 − 425 = 2,235; 1.25: 2,660 ÷ 1.25 − 425 = 1,703.
    expect(result.maxLoanAtDscr1).toBe(319_644.4);
    expect(result.maxLoanAtDscr125).toBe(243_559.02);
    // The maximum loan's own DSCR is the target.
    const atMax = computeDscr({ ...rental, loanAmount: result.maxLoanAtDscr125 });
    expect(atMax.dscr).toBe(1.25);
  });

  test("0 % over 360 months: the loan ÷ the months", () => {
    const result = computeDscr({ ...rental, interestRate: 0, loanAmount: 120_000 });
    expect(result.monthlyPayment).toBe(333.33);
    expect(result.maxLoanAtDscr1).toBe(2_235 * 360);
  });

  test("1 month at 12 %: the loan plus a month's interest", () => {
    const result = computeDscr({ ...rental, interestRate: 12, termMonths: 1, loanAmount: 1_000 });
    expect(result.monthlyPayment).toBe(1_010);
    expect(result.maxLoanAtDscr1).toBeCloseTo(2_235 / 1.01, 2);
  });

  test("a high rate: 30 % over 360 months is nearly interest-only", () => {
    expect(amortisingPayment(250_000, 30, 360)).toBeCloseTo(6_250.86, 2);
    expect(computeDscr({ ...rental, interestRate: 30 }).dscr).toBe(0.4); // 2,660 ÷ 6,675.86
  });

  test("rent that does not cover taxes, insurance and HOA carries no loan", () => {
    const result = computeDscr({ ...rental, monthlyRent: 400, monthlyHoa: 50 });
    expect(result.maxLoanAtDscr1).toBe(0);
    expect(result.maxLoanAtDscr125).toBe(0);
    expect(maxLoanAtDscr({ ...rental, monthlyRent: 0 }, 1)).toBe(0);
  });

  test("nothing to cover: no DSCR", () => {
    const result = computeDscr({
      ...rental,
      interestRate: 0,
      loanAmount: 0,
      annualTaxes: 0,
      annualInsurance: 0,
    });
    expect(result.dscr).toBeNull();
  });
});
