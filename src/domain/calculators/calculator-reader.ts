/**
 * The calculators' inputs read from a URL query without Zod (issue 32), so /calculators and
 * the submit dialog's sizer carry no Zod (~25 KB gzipped) to read a URL. The rules live here,
 * one function per field (readField, readState); the Zod schemas (calculator-schemas.ts, for
 * any API or form that wants a schema) are built on the same functions, and
 * calculator-schemas.test.ts checks that both read every case alike.
 */
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

export type FieldReading<T> = { ok: true; value: T } | { ok: false; message: string };

function limitText(field: CalculatorField, value: number): string {
  if (field.unit === "usd") return formatUsd(value);
  if (field.unit === "percent") return `${formatNumber(value)}%`;
  return `${formatNumber(value)} ${value === 1 ? "month" : "months"}`;
}

/** A name as it reads inside a sentence: 'Max loan-to-value (…)' → 'Max loan-to-value'. */
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

/** One field's value, or the message a visitor can act on. */
export function readField(field: CalculatorField, raw: unknown): FieldReading<number | undefined> {
  const name = shortLabel(field);
  const value = numberOfInput(raw);
  if (value === undefined) {
    return field.optional
      ? { ok: true, value: undefined }
      : { ok: false, message: `Enter the ${name.toLowerCase()}` };
  }
  if (!Number.isFinite(value)) return { ok: false, message: `${name} must be a number` };
  if (value < field.min) {
    return { ok: false, message: `${name} must be at least ${limitText(field, field.min)}` };
  }
  if (value > field.max) {
    return { ok: false, message: `${name} must be at most ${limitText(field, field.max)}` };
  }
  if (field.integer && !Number.isInteger(value)) {
    return { ok: false, message: `${name} must be a whole number of months` };
  }
  return { ok: true, value };
}

/** The property's state: a US state's code (any case), or blank. */
export function readState(raw: unknown): FieldReading<StateCode | undefined> {
  const text = typeof raw === "string" ? raw.trim().toUpperCase() : "";
  if (text === "") return { ok: true, value: undefined };
  return isStateCode(text)
    ? { ok: true, value: text }
    : { ok: false, message: "Choose a US state" };
}

type WithState<T> = T & { propertyState?: StateCode | undefined };
export interface CalculatorInputs {
  flip: WithState<FixAndFlipInput>;
  dscr: WithState<DscrInput>;
  bridge: WithState<BridgeInput>;
}
export type CalculatorInput<K extends CalculatorKind> = CalculatorInputs[K];

/** The fields read (by their query names) as the calculators' inputs. */
export type FieldValues = Record<string, number | undefined> & { [STATE_PARAM]?: StateCode };

const num = (v: FieldValues, name: string) => v[name] as number;

export const INPUT_OF_FIELDS: { [K in CalculatorKind]: (v: FieldValues) => CalculatorInputs[K] } = {
  flip: (v) => ({
    purchasePrice: num(v, "purchase"),
    rehabBudget: num(v, "rehab"),
    afterRepairValue: num(v, "arv"),
    monthsHeld: num(v, "months"),
    maxLtv: v.ltv,
    maxLtc: v.ltc,
    maxLtarv: v.ltarv,
    interestRate: num(v, "rate"),
    points: num(v, "points"),
    sellingCostsPercent: num(v, "selling"),
    propertyState: v[STATE_PARAM],
  }),
  dscr: (v) => ({
    monthlyRent: num(v, "rent"),
    vacancyPercent: num(v, "vacancy"),
    annualTaxes: num(v, "taxes"),
    annualInsurance: num(v, "insurance"),
    monthlyHoa: num(v, "hoa"),
    loanAmount: num(v, "loan"),
    interestRate: num(v, "rate"),
    termMonths: num(v, "term"),
    propertyState: v[STATE_PARAM],
  }),
  bridge: (v) => ({
    loanAmount: num(v, "loan"),
    interestRate: num(v, "rate"),
    termMonths: num(v, "term"),
    points: num(v, "points"),
    propertyState: v[STATE_PARAM],
  }),
};

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
  const read: FieldValues = {};
  const errors: Record<string, string> = {};
  for (const field of CALCULATOR_FIELDS[kind] as readonly CalculatorField[]) {
    const text = params.get(field.name) ?? field.initial;
    values[field.name] = text;
    const reading = readField(field, text);
    if (reading.ok) read[field.name] = reading.value;
    else errors[field.name] = reading.message;
  }
  values[STATE_PARAM] = params.get(STATE_PARAM) ?? "";
  const state = readState(values[STATE_PARAM]);
  if (state.ok) read[STATE_PARAM] = state.value;
  else errors[STATE_PARAM] = state.message;
  const valid = Object.keys(errors).length === 0;
  return { values, input: valid ? INPUT_OF_FIELDS[kind](read) : null, errors };
}
