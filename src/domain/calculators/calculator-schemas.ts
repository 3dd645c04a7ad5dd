/**
 * The calculators' inputs as Zod schemas (issue 32), read from a URL query (every value a
 * string, as a GET form sends it: '$300,000', '11.5 %' and '300000' are the same number; blank
 * is absent), with messages a visitor can act on ('Purchase price must be at least $1'). Built
 * on the Zod-free reader's field rules (calculator-reader.ts), which the page uses so that its
 * first download carries no Zod; both read every case alike (calculator-schemas.test.ts).
 */
import { z } from "zod";
import {
  CALCULATOR_FIELDS,
  type CalculatorField,
  type CalculatorKind,
  STATE_PARAM,
} from "./calculator-fields";
import {
  type CalculatorInputs,
  type FieldReading,
  type FieldValues,
  INPUT_OF_FIELDS,
  readField,
  readState,
} from "./calculator-reader";

function fromReading<T>(reading: FieldReading<T>, ctx: z.RefinementCtx): T {
  if (reading.ok) return reading.value;
  ctx.addIssue({ code: "custom", message: reading.message });
  return z.NEVER;
}

/** One field: a string or a number in, the number (or undefined when blank and optional) out. */
export function fieldSchema(field: CalculatorField) {
  const schema = z.unknown().transform((raw, ctx) => fromReading(readField(field, raw), ctx));
  // Optional: Zod 4 refuses an undefined output of a key that is not.
  return field.optional ? schema.optional() : schema;
}

export const propertyStateSchema = z
  .unknown()
  .transform((raw, ctx) => fromReading(readState(raw), ctx))
  .optional();

function schemaOf<K extends CalculatorKind>(kind: K) {
  const shape: Record<string, z.ZodType> = { [STATE_PARAM]: propertyStateSchema };
  for (const field of CALCULATOR_FIELDS[kind] as readonly CalculatorField[]) {
    shape[field.name] = fieldSchema(field);
  }
  return z
    .object(shape)
    .transform((values): CalculatorInputs[K] => INPUT_OF_FIELDS[kind](values as FieldValues));
}

export const fixAndFlipQuerySchema = schemaOf("flip");
export const dscrQuerySchema = schemaOf("dscr");
export const bridgeQuerySchema = schemaOf("bridge");

export const CALCULATOR_SCHEMAS = {
  flip: fixAndFlipQuerySchema,
  dscr: dscrQuerySchema,
  bridge: bridgeQuerySchema,
} as const;
