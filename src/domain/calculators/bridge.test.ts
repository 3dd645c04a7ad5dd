import { describe, expect, test } from "vitest";
import { computeBridge } from "./bridge";

describe("computeBridge", () => {
  test("a worked example: $400,000 at 10 % for 12 months, 2 points", () => {
    expect(
      computeBridge({ loanAmount: 400_000, interestRate: 10, termMonths: 12, points: 2 }),
    ).toEqual({
      monthlyInterest: 3_333.33,
      totalInterest: 40_000,
      pointsCost: 8_000,
      payoff: 403_333.33, // the loan and the last month's interest
      totalCost: 48_000,
    });
  });

  test("0 %: no interest, the payoff is the loan", () => {
    const result = computeBridge({
      loanAmount: 250_000,
      interestRate: 0,
      termMonths: 6,
      points: 1,
    });
    expect(result.totalInterest).toBe(0);
    expect(result.payoff).toBe(250_000);
    expect(result.totalCost).toBe(2_500);
  });

  test("1 month at 12 % and 360 months at a high rate", () => {
    expect(
      computeBridge({ loanAmount: 100_000, interestRate: 12, termMonths: 1, points: 0 }),
    ).toMatchObject({
      monthlyInterest: 1_000,
      totalInterest: 1_000,
      payoff: 101_000,
    });
    const long = computeBridge({
      loanAmount: 100_000,
      interestRate: 24,
      termMonths: 360,
      points: 3,
    });
    expect(long.totalInterest).toBe(720_000); // 2,000 a month × 360
    expect(long.totalCost).toBe(723_000);
  });
});
