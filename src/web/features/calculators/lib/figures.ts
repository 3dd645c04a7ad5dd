/**
 * The figures each calculator shows, labelled, with what each one means or assumes (issue 32:
 * 'label every figure and say what it assumes'). Pure, so tests read them without rendering.
 */
import { dealAmount } from "@/domain/calculators/calculator-links";
import { FLIP_LIMIT_LABELS } from "@/domain/calculators/fix-and-flip";
import { formatUsd } from "@/domain/reference/format";
import type { CalculatorOutcome } from "./calculator-state";

export interface Figure {
  label: string;
  value: string;
  note?: string;
  /** The headline figure: shown larger. */
  main?: boolean;
}

/** A fraction as a percentage with one decimal: 0.5815 → '58.2%'; null → 'n/a'. */
export function formatRatio(value: number | null): string {
  return value === null ? "n/a" : `${(value * 100).toFixed(1)}%`;
}

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

export function figuresOf(outcome: CalculatorOutcome): Figure[] {
  if (outcome.kind === "flip") {
    const { input, result } = outcome;
    return [
      {
        label: "Maximum loan",
        value: formatUsd(result.maxLoan),
        note: `Set by ${FLIP_LIMIT_LABELS[result.binding].toLowerCase()}: the least of the limits.`,
        main: true,
      },
      {
        label: "Cash needed",
        value: formatUsd(result.cashNeeded),
        note: "Purchase and rehab the loan does not fund, points and interest while held.",
        main: true,
      },
      {
        label: "Profit",
        value: formatUsd(result.profit),
        note: "ARV less selling costs, purchase, rehab, points and interest.",
        main: true,
      },
      { label: "Down payment and unfunded rehab", value: formatUsd(result.downPayment) },
      { label: "Points at closing", value: formatUsd(result.pointsCost) },
      {
        label: "Interest per month",
        value: formatUsd(result.monthlyInterest),
        note: "Interest-only on the whole loan, as if the rehab funds were drawn at closing.",
      },
      { label: `Interest over ${months(input.monthsHeld)}`, value: formatUsd(result.totalCarry) },
      { label: "Selling costs", value: formatUsd(result.sellingCosts) },
      {
        label: "Return on cash",
        value: formatRatio(result.roi),
        note: "Profit ÷ cash needed.",
      },
      {
        label: "Annualised return",
        value: formatRatio(result.annualizedRoi),
        note: `The return compounded over 12 months from a ${months(input.monthsHeld)} hold.`,
      },
    ];
  }
  if (outcome.kind === "dscr") {
    const { input, result } = outcome;
    return [
      {
        label: "DSCR",
        value: result.dscr === null ? "n/a" : result.dscr.toFixed(2),
        note: "Rent after vacancy ÷ (payment + taxes, insurance and HOA). Lenders often ask for 1.0 to 1.25.",
        main: true,
      },
      {
        label: "Monthly payment",
        value: formatUsd(result.monthlyPayment),
        note: `Principal and interest, amortising over ${months(input.termMonths)}.`,
        main: true,
      },
      {
        label: "Maximum loan at DSCR 1.25",
        value: formatUsd(result.maxLoanAtDscr125),
        main: true,
      },
      { label: "Maximum loan at DSCR 1.0", value: formatUsd(result.maxLoanAtDscr1) },
      { label: "Rent after vacancy", value: formatUsd(result.effectiveRent) },
      {
        label: "Taxes, insurance and HOA per month",
        value: formatUsd(result.monthlyExpenses),
      },
      { label: "Total housing payment (PITIA)", value: formatUsd(result.pitia) },
    ];
  }
  const { input, result } = outcome;
  return [
    {
      label: "Payoff at maturity",
      value: formatUsd(result.payoff),
      note: "The loan and the last month's interest.",
      main: true,
    },
    {
      label: "Total cost",
      value: formatUsd(result.totalCost),
      note: "Interest and points; principal excluded.",
      main: true,
    },
    {
      label: "Interest per month",
      value: formatUsd(result.monthlyInterest),
      note: "Interest-only, on the whole loan.",
    },
    { label: `Interest over ${months(input.termMonths)}`, value: formatUsd(result.totalInterest) },
    { label: "Points at closing", value: formatUsd(result.pointsCost) },
  ];
}

/** The amount 'Send this deal' asks for: the fix-and-flip maximum, else the loan entered. */
export function dealAmountOf(outcome: CalculatorOutcome): number {
  return dealAmount(outcome.kind === "flip" ? outcome.result.maxLoan : outcome.input.loanAmount);
}
