/**
 * The calculators' inputs as Zod schemas (issue 32), read from a URL query (every value a
 * string, as a GET form sends it: '$300,000', '11.5 %' and '300000' are the same number; blank
 * is absent), with messages a visitor can act on ('Purchase price must be at least $1').
 */
import { z } from "zod";
import { formatNumber, formatUsd } from "../reference/format";
import { isStateCode, type StateCode } from "../reference/us-states";
import type { BridgeInput } from "./bridge";
import {
  CALCULATOR_FIELDS,
  type CalculatorField,
  type CalculatorKind,
  STATE_PARAM,
} from "./calculator-fields";
import type { DscrInput } from "./dscr";
import type { FixAndFlipInput } from "./fix-and-flip";

function limitText(field: CalculatorField, value: number): string {
  if (field.unit === "usd") return formatUsd(value);
  if (field.unit === "percent") return `${formatNumber(value)}%`;
  return `${formatNumber(value)} ${value === 1 ? "month" : "months"}`;
}

/** A name as it reads inside a sentence: 'Max loan-to-value (…)' → 'max loan-to-value'. */
function shortLabel(field: CalculatorField): string {
  return field.label.replace(/\s*\(.*\)$/, "");
}

/** '$1,200', '11.5%', ' 6 ' → the number; blank → undefined; anything else → NaN. */
export function numberOfInput(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return value;
  const text = String(value).replace(/[$,%\s]/g, "");
  return text === "" ? undefined : Number(text);
}

export function fieldSchema(field: CalculatorField) {
  const name = shortLabel(field);
  let schema = z.number({
    error: (issue) =>
      issue.input === undefined ? `Enter the ${name.toLowerCase()}` : `${name} must be a number`,
  });
  schema = schema
    .min(field.min, { error: `${name} must be at least ${limitText(field, field.min)}` })
    .max(field.max, { error: `${name} must be at most ${limitText(field, field.max)}` });
  if (field.integer) schema = schema.int({ error: `${name} must be a whole number of months` });
  return z.preprocess(numberOfInput, field.optional ? schema.optional() : schema);
}

const stateSchema = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() !== "" ? value.trim().toUpperCase() : undefined,
  z
    .string()
    .refine((code) => isStateCode(code), { error: "Choose a US state" })
    .transform((code) => code as StateCode)
    .optional(),
);

type RawQuery = Record<string, number | undefined> & { [STATE_PARAM]?: StateCode };

/** The calculator's fields and the property's state, parsed (keys: the fields' names). */
function objectOf(kind: CalculatorKind): z.ZodType<RawQuery, Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = { [STATE_PARAM]: stateSchema };
  for (const field of CALCULATOR_FIELDS[kind]) shape[field.name] = fieldSchema(field);
  return z.object(shape) as unknown as z.ZodType<RawQuery, Record<string, unknown>>;
}

type Query<T> = T & { propertyState?: StateCode | undefined };

export const fixAndFlipQuerySchema = objectOf("flip").transform(
  (v): Query<FixAndFlipInput> => ({
    purchasePrice: v.purchase as number,
    rehabBudget: v.rehab as number,
    afterRepairValue: v.arv as number,
    monthsHeld: v.months as number,
    maxLtv: v.ltv,
    maxLtc: v.ltc,
    maxLtarv: v.ltarv,
    interestRate: v.rate as number,
    points: v.points as number,
    sellingCostsPercent: v.selling as number,
    propertyState: v[STATE_PARAM],
  }),
);

export const dscrQuerySchema = objectOf("dscr").transform(
  (v): Query<DscrInput> => ({
    monthlyRent: v.rent as number,
    vacancyPercent: v.vacancy as number,
    annualTaxes: v.taxes as number,
    annualInsurance: v.insurance as number,
    monthlyHoa: v.hoa as number,
    loanAmount: v.loan as number,
    interestRate: v.rate as number,
    termMonths: v.term as number,
    propertyState: v[STATE_PARAM],
  }),
);

export const bridgeQuerySchema = objectOf("bridge").transform(
  (v): Query<BridgeInput> => ({
    loanAmount: v.loan as number,
    interestRate: v.rate as number,
    termMonths: v.term as number,
    points: v.points as number,
    propertyState: v[STATE_PARAM],
  }),
);

export const CALCULATOR_SCHEMAS = {
  flip: fixAndFlipQuerySchema,
  dscr: dscrQuerySchema,
  bridge: bridgeQuerySchema,
} as const;

export type CalculatorInput<K extends CalculatorKind> = z.output<(typeof CALCULATOR_SCHEMAS)[K]>;

export interface CalculatorReading<K extends CalculatorKind> {
  /** What each input shows: the URL's text, or the field's initial value when absent. */
  values: Record<string, string>;
  /** The parsed input, or null when a field is invalid. */
  input: CalculatorInput<K> | null;
  /** A message per invalid field, by its name. */
  errors: Record<string, string>;
}

/**
 * A calculator's inputs read from a query: a parameter that is absent starts from the field's
 * initial value, one that is present (even blank: 'no such limit') is taken as given.
 */
export function readCalculatorQuery<K extends CalculatorKind>(
  kind: K,
  params: URLSearchParams,
): CalculatorReading<K> {
  const values: Record<string, string> = {};
  for (const field of CALCULATOR_FIELDS[kind] as readonly CalculatorField[]) {
    values[field.name] = params.get(field.name) ?? field.initial;
  }
  values[STATE_PARAM] = params.get(STATE_PARAM) ?? "";
  const parsed = CALCULATOR_SCHEMAS[kind].safeParse(values);
  if (parsed.success) return { values, input: parsed.data as CalculatorInput<K>, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return { values, input: null, errors };
}
