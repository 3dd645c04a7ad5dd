/**
 * Rental DSCR calculator (issue 32): the debt service coverage ratio lenders of rental loans
 * size by, and the largest loan the rent carries. Formulas and assumptions:
 * docs/decisions/2026-11-27-calculators.md.
 *
 * - Payment: principal and interest of a loan amortising over the term (level payments).
 * - Effective rent: monthly rent × (1 − vacancy %).
 * - Housing expense (PITIA): payment + taxes ÷ 12 + insurance ÷ 12 + monthly HOA.
 * - DSCR: effective rent ÷ PITIA (null when PITIA is 0).
 * - Maximum loan at a target DSCR: the amount whose payment makes DSCR equal the target:
 *   payment = effective rent ÷ target − taxes, insurance and HOA a month; 0 when the rent does
 *   not cover those.
 */
import { amortisingPayment, amountOfPayment, cents } from "./finance";

export interface DscrInput {
  monthlyRent: number;
  /** Percent of the rent lost to vacancy. */
  vacancyPercent: number;
  annualTaxes: number;
  annualInsurance: number;
  monthlyHoa: number;
  loanAmount: number;
  /** Annual percent. */
  interestRate: number;
  termMonths: number;
}

export interface DscrResult {
  monthlyPayment: number;
  effectiveRent: number;
  /** Taxes, insurance and HOA a month. */
  monthlyExpenses: number;
  /** Payment + monthly expenses. */
  pitia: number;
  /** Rounded to 2 decimals; null when there is nothing to cover. */
  dscr: number | null;
  maxLoanAtDscr1: number;
  maxLoanAtDscr125: number;
}

export const DSCR_TARGETS = [1, 1.25] as const;

/** The largest loan whose DSCR is `target` under these rent, expenses, rate and term. */
export function maxLoanAtDscr(input: Omit<DscrInput, "loanAmount">, target: number): number {
  const effectiveRent = input.monthlyRent * (1 - input.vacancyPercent / 100);
  const expenses = input.annualTaxes / 12 + input.annualInsurance / 12 + input.monthlyHoa;
  const payment = effectiveRent / target - expenses;
  if (payment <= 0) return 0;
  return cents(amountOfPayment(payment, input.interestRate, input.termMonths));
}

export function computeDscr(input: DscrInput): DscrResult {
  const payment = amortisingPayment(input.loanAmount, input.interestRate, input.termMonths);
  const effectiveRent = input.monthlyRent * (1 - input.vacancyPercent / 100);
  const expenses = input.annualTaxes / 12 + input.annualInsurance / 12 + input.monthlyHoa;
  const pitia = payment + expenses;
  return {
    monthlyPayment: cents(payment),
    effectiveRent: cents(effectiveRent),
    monthlyExpenses: cents(expenses),
    pitia: cents(pitia),
    dscr: pitia > 0 ? Math.round((effectiveRent / pitia) * 100) / 100 : null,
    maxLoanAtDscr1: maxLoanAtDscr(input, 1),
    maxLoanAtDscr125: maxLoanAtDscr(input, 1.25),
  };
}
