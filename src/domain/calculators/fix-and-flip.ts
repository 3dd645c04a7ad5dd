/**
 * Fix-and-flip calculator (issue 32): what a lender's limits let the borrower borrow on a deal,
 * what the deal costs to carry and what it earns. Formulas and assumptions:
 * docs/decisions/2026-11-27-calculators.md.
 *
 * - Maximum loan: the least of max LTV × purchase price, max LTC × (purchase + rehab) and
 *   max LTARV × ARV (a blank limit does not apply), and never more than purchase + rehab (the
 *   loan funds the deal, not cash out). `binding` says which one set it.
 * - Points: loan × points %, paid at closing.
 * - Carry: interest-only on the whole loan for every month held, as if the rehab funds were
 *   drawn at closing (simple and conservative: a lender that charges interest only on drawn
 *   funds costs less).
 * - Selling costs: ARV × selling costs % (agent, transfer, closing on the sale).
 * - Cash needed: purchase + rehab − loan (the part the loan does not fund) + points + carry.
 * - Profit: ARV − selling costs − purchase − rehab − points − carry (loan repaid from the sale).
 * - ROI: profit ÷ cash needed; annualised: (1 + ROI)^(12 ÷ months) − 1 (compounded). Null
 *   when no cash is needed (ROI is then not a number) or the loss exceeds the cash in.
 */
import { cents, monthlyInterest } from "./finance";

export interface FixAndFlipInput {
  purchasePrice: number;
  rehabBudget: number;
  afterRepairValue: number;
  monthsHeld: number;
  /** Percent of the purchase price; undefined: no such limit. */
  maxLtv?: number | undefined;
  /** Percent of purchase + rehab. */
  maxLtc?: number | undefined;
  /** Percent of the after-repair value. */
  maxLtarv?: number | undefined;
  /** Annual percent. */
  interestRate: number;
  /** Percent of the loan, at closing. */
  points: number;
  /** Percent of the ARV, at the sale. */
  sellingCostsPercent: number;
}

export type FlipLimit = "ltv" | "ltc" | "ltarv" | "cost";

export interface FixAndFlipResult {
  maxLoan: number;
  /** The limit that sets the maximum loan. */
  binding: FlipLimit;
  /** Each limit in dollars (null when not given). */
  limits: Record<FlipLimit, number | null>;
  pointsCost: number;
  monthlyInterest: number;
  totalCarry: number;
  sellingCosts: number;
  /** Purchase + rehab − loan: the down payment and the rehab the loan does not fund. */
  downPayment: number;
  cashNeeded: number;
  profit: number;
  /** Fractions (0.25 = 25 %), null when not defined. */
  roi: number | null;
  annualizedRoi: number | null;
}

export const FLIP_LIMIT_LABELS: Record<FlipLimit, string> = {
  ltv: "Loan-to-value (purchase price)",
  ltc: "Loan-to-cost (purchase + rehab)",
  ltarv: "Loan-to-ARV (after-repair value)",
  cost: "Total cost (purchase + rehab)",
};

const ofPercent = (base: number, percent: number | undefined) =>
  percent === undefined ? null : (base * percent) / 100;

export function computeFixAndFlip(input: FixAndFlipInput): FixAndFlipResult {
  const cost = input.purchasePrice + input.rehabBudget;
  const limits: Record<FlipLimit, number | null> = {
    ltv: ofPercent(input.purchasePrice, input.maxLtv),
    ltc: ofPercent(cost, input.maxLtc),
    ltarv: ofPercent(input.afterRepairValue, input.maxLtarv),
    cost,
  };
  // The least limit; on a tie the first in this order (a lender's limit before the cost).
  let binding: FlipLimit = "cost";
  for (const key of ["ltarv", "ltc", "ltv"] as const) {
    const value = limits[key];
    if (value !== null && value <= (limits[binding] ?? cost)) binding = key;
  }
  const maxLoan = cents(Math.max(0, limits[binding] ?? cost));
  const pointsCost = cents((maxLoan * input.points) / 100);
  const interest = cents(monthlyInterest(maxLoan, input.interestRate));
  const totalCarry = cents(monthlyInterest(maxLoan, input.interestRate) * input.monthsHeld);
  const sellingCosts = cents((input.afterRepairValue * input.sellingCostsPercent) / 100);
  const downPayment = cents(cost - maxLoan);
  const cashNeeded = cents(downPayment + pointsCost + totalCarry);
  const profit = cents(input.afterRepairValue - sellingCosts - cost - pointsCost - totalCarry);
  const roi = cashNeeded > 0 ? profit / cashNeeded : null;
  const annualizedRoi = roi !== null && roi > -1 ? (1 + roi) ** (12 / input.monthsHeld) - 1 : null;
  return {
    maxLoan,
    binding,
    limits,
    pointsCost,
    monthlyInterest: interest,
    totalCarry,
    sellingCosts,
    downPayment,
    cashNeeded,
    profit,
    roi,
    annualizedRoi,
  };
}
