/**
 * The figures computed from an offer's terms (issue 15; definitions in
 * docs/decisions/offers.md). Money is rounded to cents, the all-in rate to 3 decimals.
 *
 * - monthlyPayment: interest-only: amount × monthly rate; amortizing: the level payment that
 *   repays the amount over the term (amount ÷ term at 0 %).
 * - totalInterest: every interest dollar paid over the term.
 * - pointsDollars: amount × points %; feesDollars: the other fees.
 * - totalCost: totalInterest + pointsDollars + feesDollars (the cost of borrowing, principal
 *   excluded).
 * - cashAtClosing: what the borrower brings to closing because of this offer: points and fees,
 *   plus the shortfall when the offer lends less than was requested (the down payment and the
 *   third-party closing costs are the same whichever lender is chosen, so they are left out).
 * - allInRate: the annualised cost, APR-like: the monthly rate i at which the payment stream
 *   (and the balloon of an interest-only loan) discounted at i equals the net proceeds
 *   (amount − points − fees), times 12. Null when the net proceeds are not positive.
 */
import { type HoldTerms, holdCost } from "./hold-cost";
import type { OfferTerms } from "./offer-terms";

export interface OfferFigures {
  monthlyPayment: number;
  totalInterest: number;
  pointsDollars: number;
  feesDollars: number;
  totalCost: number;
  cashAtClosing: number;
  allInRate: number | null;
}

export const FIGURE_KEYS = [
  "monthlyPayment",
  "totalInterest",
  "pointsDollars",
  "feesDollars",
  "totalCost",
  "cashAtClosing",
  "allInRate",
] as const satisfies readonly (keyof OfferFigures)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

export type FigureTerms = Pick<
  OfferTerms,
  "loanAmount" | "interestRate" | "originationPoints" | "otherFees" | "termMonths" | "repayment"
> &
  Partial<Pick<OfferTerms, "processingFee" | "underwritingFee">> &
  Partial<
    Omit<
      HoldTerms,
      | "loanAmount"
      | "interestRate"
      | "originationPoints"
      | "termMonths"
      | "repayment"
      | "closingFees"
    >
  >;

const cents = (v: number) => Math.round(v * 100) / 100;

/** The unrounded level payment (amortizing) or interest payment (interest-only). */
function rawPayment(terms: FigureTerms): number {
  const r = terms.interestRate / 100 / 12;
  const p = terms.loanAmount;
  const n = terms.termMonths;
  if (terms.repayment === "interest_only") return p * r;
  if (r === 0) return p / n;
  return (p * r) / (1 - (1 + r) ** -n);
}

/** Present value at monthly rate i of what the borrower repays under the terms. */
function presentValue(terms: FigureTerms, payment: number, i: number): number {
  const n = terms.termMonths;
  const annuity = i === 0 ? n : (1 - (1 + i) ** -n) / i;
  const balloon = terms.repayment === "interest_only" ? terms.loanAmount * (1 + i) ** -n : 0;
  return payment * annuity + balloon;
}

/** Solves presentValue(i) = netProceeds by bisection (presentValue falls as i grows). */
function solveMonthlyRate(terms: FigureTerms, payment: number, netProceeds: number): number {
  let lo = 0;
  let hi = 0.01;
  while (presentValue(terms, payment, hi) > netProceeds && hi < 1e6) hi *= 2;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(terms, payment, mid) > netProceeds) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function computeOfferFigures(
  terms: FigureTerms,
  requestedAmount: number | null = null,
): OfferFigures {
  const payment = rawPayment(terms);
  const totalInterest =
    terms.repayment === "interest_only"
      ? payment * terms.termMonths
      : payment * terms.termMonths - terms.loanAmount;
  const pointsDollars = (terms.loanAmount * terms.originationPoints) / 100;
  // Every fee paid at closing (issue 32 itemises them); later fees are costed at the hold.
  const feesDollars = terms.otherFees + (terms.processingFee ?? 0) + (terms.underwritingFee ?? 0);
  const shortfall = requestedAmount === null ? 0 : Math.max(0, requestedAmount - terms.loanAmount);
  const netProceeds = terms.loanAmount - pointsDollars - feesDollars;
  const allInRate =
    netProceeds > 0
      ? Math.round(solveMonthlyRate(terms, payment, netProceeds) * 12 * 100 * 1000) / 1000
      : null;
  // Held to its term, every term counts (holdback and draws, interest on undrawn funds, exit
  // fee...): the same cash flows as 'Cost at your hold' at the term (hold-cost.ts), so the
  // comparison never shows two totals for the same months.
  const atTerm = holdCost({ ...terms, closingFees: feesDollars }, terms.termMonths);
  const held = typeof atTerm === "string" ? null : atTerm;
  return {
    monthlyPayment: cents(payment),
    totalInterest: cents(Math.max(0, held ? held.interest : totalInterest)),
    pointsDollars: cents(pointsDollars),
    feesDollars: cents(feesDollars),
    totalCost: held
      ? held.totalCost
      : cents(Math.max(0, totalInterest) + pointsDollars + feesDollars),
    cashAtClosing: cents(pointsDollars + feesDollars + (terms.reserves ?? 0) + shortfall),
    allInRate: netProceeds > 0 && held ? held.allInRate : allInRate,
  };
}

/**
 * For each figure, the ids of the offers with its lowest value (ties all count; an offer
 * without the figure never does). Fewer than two offers: nothing is "cheapest".
 */
export function cheapestOffers(
  offers: readonly { id: string; figures: OfferFigures }[],
): Record<FigureKey, string[]> {
  const result = Object.fromEntries(FIGURE_KEYS.map((k) => [k, [] as string[]])) as Record<
    FigureKey,
    string[]
  >;
  if (offers.length < 2) return result;
  for (const key of FIGURE_KEYS) {
    const values = offers.map((o) => o.figures[key]).filter((v): v is number => v !== null);
    if (values.length === 0) continue;
    const min = Math.min(...values);
    result[key] = offers.filter((o) => o.figures[key] === min).map((o) => o.id);
  }
  return result;
}
