/**
 * Links into the calculators and out of them (issue 32), without Zod: a lender page links to
 * a calculator prefilled with a product's limits, and a calculator sends its deal as the
 * request form's loan type, amount and state.
 */
import type { LoanType } from "../reference/loan-types";
import {
  CALCULATOR_LOAN_TYPES,
  CALCULATOR_PARAM,
  type CalculatorKind,
  LENDER_PARAM,
} from "./calculator-fields";

export const CALCULATORS_PATH = "/calculators";

/** The calculator a loan type is sized with, if any. */
export function calculatorOfLoanType(type: LoanType): CalculatorKind | null {
  for (const [kind, loanType] of Object.entries(CALCULATOR_LOAN_TYPES)) {
    if (loanType === type) return kind as CalculatorKind;
  }
  return null;
}

/** '/calculators?calc=dscr&rate=7.5': values given as null or undefined are left out. */
export function calculatorHref(
  kind: CalculatorKind,
  values: Record<string, string | number | null | undefined> = {},
): string {
  const params = new URLSearchParams({ [CALCULATOR_PARAM]: kind });
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  return `${CALCULATORS_PATH}?${params}`;
}

export interface ProductLimits {
  productType: LoanType;
  maxLtv?: number | null;
  maxLtc?: number | null;
  maxLtarv?: number | null;
  lowestRate?: number | null;
  termMaxMonths?: number | null;
}

/**
 * A lender product's calculator, prefilled with its limits: fix and flip with its max LTV, LTC
 * and LTARV (a limit it does not set is sent blank: no such limit) and its lowest rate; DSCR
 * and bridge with the rate and the longest term. Null for the types without a calculator.
 */
export function lenderCalculatorHref(slug: string, product: ProductLimits): string | null {
  const kind = calculatorOfLoanType(product.productType);
  if (!kind) return null;
  const rate = product.lowestRate ?? undefined;
  const term = product.termMaxMonths ?? undefined;
  const values: Record<string, string | number | undefined> = { [LENDER_PARAM]: slug, rate };
  if (kind === "flip") {
    values.ltv = product.maxLtv ?? "";
    values.ltc = product.maxLtc ?? "";
    values.ltarv = product.maxLtarv ?? "";
  } else {
    values.term = kind === "dscr" ? term : term !== undefined ? Math.min(term, 360) : undefined;
  }
  return calculatorHref(kind, values);
}

/** The amount 'Send this deal' asks for: whole dollars, and not below $0. */
export function dealAmount(amount: number): number {
  return Math.max(0, Math.floor(amount));
}
