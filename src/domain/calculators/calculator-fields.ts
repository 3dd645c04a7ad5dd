/**
 * The calculators' inputs (issue 32): one table per calculator, read by the schemas
 * (calculator-schemas.ts), the page's form (its input names are the URL's query parameters, so
 * a result is shared by its URL) and the links that open a calculator prefilled
 * (calculator-links.ts). No Zod here: a lender page links to a calculator without loading it.
 */

export const CALCULATORS = ["flip", "dscr", "bridge"] as const;
export type CalculatorKind = (typeof CALCULATORS)[number];
export const DEFAULT_CALCULATOR: CalculatorKind = "flip";

export function isCalculatorKind(value: unknown): value is CalculatorKind {
  return CALCULATORS.some((kind) => kind === value);
}

export const CALCULATOR_TITLES: Record<CalculatorKind, string> = {
  flip: "Fix & Flip",
  dscr: "Rental DSCR",
  bridge: "Bridge",
};

/** The loan type a calculator's deal is sent as ('Send this deal'). */
export const CALCULATOR_LOAN_TYPES = {
  flip: "fix_and_flip",
  dscr: "rental_property",
  bridge: "bridge",
} as const;

export type FieldUnit = "usd" | "percent" | "months";

export interface CalculatorField {
  /** The query parameter and the input's name. */
  name: string;
  label: string;
  unit: FieldUnit;
  min: number;
  max: number;
  /** Whole numbers only (months). */
  integer?: boolean;
  /** Blank allowed: the figure does not apply. */
  optional?: boolean;
  /** What the calculator starts from when the URL does not say. */
  initial: string;
  /** What the figure means or assumes, under the input. */
  help?: string;
}

const MONEY_MAX = 100_000_000;

const rate = (initial: string): CalculatorField => ({
  name: "rate",
  label: "Interest rate (annual %)",
  unit: "percent",
  min: 0,
  max: 50,
  initial,
});
const points: CalculatorField = {
  name: "points",
  label: "Points (% of the loan)",
  unit: "percent",
  min: 0,
  max: 10,
  initial: "2",
  help: "Paid at closing.",
};

export const CALCULATOR_FIELDS = {
  flip: [
    {
      name: "purchase",
      label: "Purchase price",
      unit: "usd",
      min: 1,
      max: MONEY_MAX,
      initial: "300000",
    },
    { name: "rehab", label: "Rehab budget", unit: "usd", min: 0, max: MONEY_MAX, initial: "60000" },
    {
      name: "arv",
      label: "After-repair value (ARV)",
      unit: "usd",
      min: 1,
      max: MONEY_MAX,
      initial: "475000",
    },
    {
      name: "months",
      label: "Months held",
      unit: "months",
      min: 1,
      max: 360,
      integer: true,
      initial: "6",
      help: "From purchase to sale.",
    },
    {
      name: "ltv",
      label: "Max loan-to-value (% of purchase price)",
      unit: "percent",
      min: 1,
      max: 100,
      optional: true,
      initial: "90",
      help: "Leave blank if the lender sets no such limit.",
    },
    {
      name: "ltc",
      label: "Max loan-to-cost (% of purchase + rehab)",
      unit: "percent",
      min: 1,
      max: 100,
      optional: true,
      initial: "90",
      help: "Leave blank if the lender sets no such limit.",
    },
    {
      name: "ltarv",
      label: "Max loan-to-ARV (% of after-repair value)",
      unit: "percent",
      min: 1,
      max: 100,
      optional: true,
      initial: "70",
      help: "Leave blank if the lender sets no such limit.",
    },
    rate("11"),
    points,
    {
      name: "selling",
      label: "Selling costs (% of ARV)",
      unit: "percent",
      min: 0,
      max: 20,
      initial: "6",
      help: "Agent, transfer and closing costs on the sale.",
    },
  ],
  dscr: [
    { name: "rent", label: "Monthly rent", unit: "usd", min: 0, max: MONEY_MAX, initial: "2800" },
    {
      name: "vacancy",
      label: "Vacancy (% of rent)",
      unit: "percent",
      min: 0,
      max: 99,
      initial: "5",
      help: "Rent lost between tenants.",
    },
    {
      name: "taxes",
      label: "Property taxes (annual)",
      unit: "usd",
      min: 0,
      max: MONEY_MAX,
      initial: "3600",
    },
    {
      name: "insurance",
      label: "Insurance (annual)",
      unit: "usd",
      min: 0,
      max: MONEY_MAX,
      initial: "1500",
    },
    { name: "hoa", label: "HOA dues (monthly)", unit: "usd", min: 0, max: MONEY_MAX, initial: "0" },
    { name: "loan", label: "Loan amount", unit: "usd", min: 1, max: MONEY_MAX, initial: "250000" },
    rate("7.5"),
    {
      name: "term",
      label: "Term (months, amortising)",
      unit: "months",
      min: 1,
      max: 480,
      integer: true,
      initial: "360",
      help: "Level payments of principal and interest over the term.",
    },
  ],
  bridge: [
    { name: "loan", label: "Loan amount", unit: "usd", min: 1, max: MONEY_MAX, initial: "400000" },
    rate("10"),
    {
      name: "term",
      label: "Term (months)",
      unit: "months",
      min: 1,
      max: 360,
      integer: true,
      initial: "12",
      help: "Interest-only; the loan is repaid at the end.",
    },
    points,
  ],
} as const satisfies Record<CalculatorKind, readonly CalculatorField[]>;

export type FieldName<K extends CalculatorKind> = (typeof CALCULATOR_FIELDS)[K][number]["name"];

/** The query parameters beside the fields: which calculator, the property's state, a lender. */
export const CALCULATOR_PARAM = "calc";
export const STATE_PARAM = "state";
export const LENDER_PARAM = "lender";
