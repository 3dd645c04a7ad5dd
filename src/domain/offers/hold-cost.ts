/**
 * What an offer costs for the way the borrower will use the loan (issue 32 'Total cost at the
 * borrower's hold period'): the month-by-month cash flows of a term sheet when the loan is
 * paid off after `holdMonths`, their total cost, the cash needed at closing, and the all-in
 * rate as the internal rate of return of those flows. Definitions and worked examples in
 * docs/decisions/2026-11-27-cost-at-hold.md; every figure is tested against them.
 *
 * Conventions (the borrower's view: money received is positive, money paid is negative):
 * - Month 0 is closing: the borrower receives the gross amount less the rehab holdback, the
 *   points, the closing fees and the reserves withheld.
 * - Draw k of the holdback is released at the end of month k (k = 1..drawCount), less the
 *   draw fee; draws due after the payoff never happen (that part of the holdback is never lent).
 * - Interest for month m is paid at the end of month m, on the balance outstanding during the
 *   month (funded at closing plus the draws released before it), or on the full gross amount
 *   when the lender charges interest on undrawn funds. Amortizing loans repay the amount
 *   funded at closing in level payments over the term (they take no holdback).
 * - Past the term, each extension of `extensionMonths` costs `extensionFeePercent` of the
 *   gross amount, paid when it starts; a hold past the term without extensions is not possible.
 * - At payoff (end of `holdMonths`): the balance, the exit fee (percent of the gross), the
 *   prepayment penalty in force that month (percent of the balance), the interest still owed
 *   under a minimum-interest clause (months short of the minimum × the month's interest), and
 *   the unused reserves come back.
 * - Total cost = everything paid − everything received (interest and every fee; the principal
 *   nets out). The all-in rate is the monthly IRR × 12, in percent, like the note rate, so an
 *   offer without fees has an all-in rate equal to its note rate.
 */
import type { RepaymentType } from "./offer-terms";

/** One step of a prepayment penalty: `percent` of the balance if paid off by `throughMonth`. */
export interface PrepaymentStep {
  throughMonth: number;
  percent: number;
}

/** The terms the cost depends on; every term beyond an offer's base terms defaults to none. */
export interface HoldTerms {
  /** Gross loan amount (the whole commitment, holdback included). */
  loanAmount: number;
  /** Annual note rate in percent. */
  interestRate: number;
  termMonths: number;
  repayment: RepaymentType;
  /** Percent of the gross amount, paid at closing. */
  originationPoints: number;
  /** Other fees paid at closing, in dollars (processing, underwriting, ...). */
  closingFees: number;
  rehabHoldback?: number;
  drawCount?: number;
  /** Dollars per draw. */
  drawFee?: number;
  /** 'drawn' (the default): interest on the balance lent; 'full': on the gross amount. */
  interestOn?: "drawn" | "full";
  minimumInterestMonths?: number;
  extensionMonths?: number;
  extensionFeePercent?: number;
  exitFeePercent?: number;
  prepaymentPenalty?: readonly PrepaymentStep[];
  /** Dollars withheld at closing and returned, unused, at payoff. */
  reserves?: number;
}

export interface HoldCost {
  holdMonths: number;
  /** Extensions bought to reach the hold. */
  extensions: number;
  /** Cash flows by month, index 0 = closing (the borrower's view). */
  cashFlows: number[];
  interest: number;
  /** Every fee and penalty: points, closing, draw, extension, exit, prepayment, minimum interest. */
  fees: number;
  totalCost: number;
  /** Points, closing fees and reserves: what the borrower brings to closing for this offer. */
  cashToClose: number;
  /** Annualised IRR of the cash flows, percent (3 decimals); null when it has no meaning. */
  allInRate: number | null;
}

/** Why a hold cannot be costed. */
export type HoldRefusal = "hold_too_short" | "hold_past_term";

const cents = (v: number) => Math.round(v * 100) / 100;

/** The penalty percent in force when paying off at the end of `month` (0 past the schedule). */
function penaltyPercent(steps: readonly PrepaymentStep[], month: number): number {
  const step = [...steps]
    .sort((a, b) => a.throughMonth - b.throughMonth)
    .find((s) => month <= s.throughMonth);
  return step?.percent ?? 0;
}

/** Net present value of monthly flows at monthly rate i. */
function npv(flows: readonly number[], i: number): number {
  return flows.reduce((sum, flow, t) => sum + flow / (1 + i) ** t, 0);
}

/**
 * The monthly rate at which the flows' net present value is zero, by bisection: for a loan
 * (money received first, paid back later) the value rises with the rate. Null without both a
 * receipt and a payment, or when no rate between −99 % and 10⁶ % a month balances them.
 */
export function monthlyIrr(flows: readonly number[]): number | null {
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return null;
  let lo = -0.99;
  let hi = 0.01;
  while (npv(flows, hi) < 0 && hi < 1e4) hi *= 2;
  if (npv(flows, lo) > 0 || npv(flows, hi) < 0) return null;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (npv(flows, mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The offer's cost when paid off after `holdMonths` (a whole number of months ≥ 1). */
export function holdCost(terms: HoldTerms, holdMonths: number): HoldCost | HoldRefusal {
  if (!Number.isInteger(holdMonths) || holdMonths < 1) return "hold_too_short";
  const gross = terms.loanAmount;
  const rate = terms.interestRate / 100 / 12;
  const extensionMonths = terms.extensionMonths ?? 0;
  const pastTerm = Math.max(0, holdMonths - terms.termMonths);
  if (pastTerm > 0 && extensionMonths <= 0) return "hold_past_term";
  const extensions = pastTerm > 0 ? Math.ceil(pastTerm / extensionMonths) : 0;

  const amortizing = terms.repayment === "amortizing";
  const holdback = amortizing ? 0 : Math.min(terms.rehabHoldback ?? 0, gross);
  const drawCount = holdback > 0 ? Math.max(1, terms.drawCount ?? 1) : 0;
  const drawAmount = drawCount > 0 ? holdback / drawCount : 0;
  const drawFee = terms.drawFee ?? 0;
  const reserves = terms.reserves ?? 0;
  const points = (gross * terms.originationPoints) / 100;
  const funded = gross - holdback;
  const level = amortizing
    ? rate === 0
      ? funded / terms.termMonths
      : (funded * rate) / (1 - (1 + rate) ** -terms.termMonths)
    : 0;

  const flows: number[] = Array.from({ length: holdMonths + 1 }, () => 0);
  flows[0] = funded - points - terms.closingFees - reserves;
  let fees = points + terms.closingFees;
  let interest = 0;
  let balance = funded;
  let monthInterest = 0;

  for (let month = 1; month <= holdMonths; month++) {
    monthInterest = (terms.interestOn === "full" && !amortizing ? gross : balance) * rate;
    interest += monthInterest;
    if (amortizing && month <= terms.termMonths) {
      const principal = Math.min(balance, level - monthInterest);
      balance -= principal;
      flows[month] = (flows[month] ?? 0) - monthInterest - principal;
    } else {
      flows[month] = (flows[month] ?? 0) - monthInterest;
    }
    if (month <= drawCount && month < holdMonths) {
      balance += drawAmount;
      flows[month] = (flows[month] ?? 0) + drawAmount - drawFee;
      fees += drawFee;
    }
    const extensionStarts =
      month >= terms.termMonths &&
      month < holdMonths &&
      (month - terms.termMonths) % extensionMonths === 0;
    if (extensions > 0 && extensionStarts) {
      const fee = (gross * (terms.extensionFeePercent ?? 0)) / 100;
      flows[month] = (flows[month] ?? 0) - fee;
      fees += fee;
    }
  }

  const exitFee = (gross * (terms.exitFeePercent ?? 0)) / 100;
  const penalty = (balance * penaltyPercent(terms.prepaymentPenalty ?? [], holdMonths)) / 100;
  const monthsShort = Math.max(0, (terms.minimumInterestMonths ?? 0) - holdMonths);
  const minimumInterest = monthsShort * monthInterest;
  fees += exitFee + penalty + minimumInterest;
  flows[holdMonths] = (flows[holdMonths] ?? 0) - balance - exitFee - penalty - minimumInterest;
  flows[holdMonths] += reserves;

  const monthly = monthlyIrr(flows);
  return {
    holdMonths,
    extensions,
    cashFlows: flows.map(cents),
    interest: cents(interest),
    fees: cents(fees),
    totalCost: cents(interest + fees),
    cashToClose: cents(points + terms.closingFees + reserves),
    // + 0: a rate that rounds to zero from below is 0, not -0.
    allInRate: monthly === null ? null : Math.round(monthly * 12 * 100 * 1000) / 1000 + 0,
  };
}

/** The hold a comparison starts from: the longest term among the offers (at least 1). */
export function defaultHoldMonths(offers: readonly { termMonths: number }[]): number {
  return Math.max(1, ...offers.map((o) => o.termMonths));
}

/** The holds a comparison shows: the planned one and two months either side (≥ 1). */
export function holdsAround(holdMonths: number): number[] {
  return [holdMonths - 2, holdMonths, holdMonths + 2].filter((m) => m >= 1);
}
