/**
 * Bridge calculator (issue 32): an interest-only loan repaid in one payment at the end of its
 * term. Formulas and assumptions: docs/decisions/2026-11-27-calculators.md.
 *
 * - Monthly interest: loan × rate ÷ 12, paid each month (the last month's with the payoff).
 * - Total interest: monthly interest × term.
 * - Points: loan × points %, paid at closing.
 * - Payoff at maturity: the loan plus the last month's interest.
 * - Total cost: total interest + points (the cost of borrowing, principal excluded).
 */
import { cents, monthlyInterest } from "./finance";

export interface BridgeInput {
  loanAmount: number;
  /** Annual percent. */
  interestRate: number;
  termMonths: number;
  /** Percent of the loan. */
  points: number;
}

export interface BridgeResult {
  monthlyInterest: number;
  totalInterest: number;
  pointsCost: number;
  payoff: number;
  totalCost: number;
}

export function computeBridge(input: BridgeInput): BridgeResult {
  const interest = monthlyInterest(input.loanAmount, input.interestRate);
  const totalInterest = cents(interest * input.termMonths);
  const pointsCost = cents((input.loanAmount * input.points) / 100);
  return {
    monthlyInterest: cents(interest),
    totalInterest,
    pointsCost,
    payoff: cents(input.loanAmount + interest),
    totalCost: cents(totalInterest + pointsCost),
  };
}
