/**
 * The single-field edit's new value (spec 2 'Edit <label>'): what the dialog sends becomes the
 * value stored in the lender's column, checked by the lender form's own rule for that field
 * (lenderFormSchema), so a field edited alone obeys the same rules as the whole form.
 *
 * - text kinds: a string (numbers are taken as their text); blank → no value, except the
 *   company name, which is required; the slug, when blank, is derived from the company name;
 * - number kinds: a number or numeric text ('$1,500' → 1500); blank, unparseable or 0 → none;
 * - boolean: true/false (or their text);
 * - states: a list of state names or codes, or comma-joined text; 'Unknown' alone means
 *   "prefers not to share"; nothing → null (toStoredLenderState).
 */
import { lenderFormSchema, loanProductFormSchema } from "../lenders/lender-form";
import { resolveLenderSlug } from "../lenders/slug";
import { toStoredLenderState } from "../reference/us-states";
import { type AdminLenderFieldSpec, adminLenderField } from "./lender-fields";
import { type AdminProductFieldSpec, adminProductField } from "./product-fields";

export type FieldValueInput = string | number | boolean | readonly string[] | null;

export type ParsedFieldValue =
  | { ok: true; spec: AdminLenderFieldSpec; value: string | number | boolean | string[] | null }
  | { ok: false; message: string };

export const FIELD_VALUE_MESSAGES = {
  unknownField: "This field cannot be edited here",
  boolean: "Choose on or off",
  text: "Enter text",
  states: "Choose states from the list",
  list: "Choose from the list",
} as const;

type Shape = Record<string, { safeParse(v: unknown): SafeResult }>;
const lenderShape = lenderFormSchema.shape as Shape;
const productShape = loanProductFormSchema.shape as Shape;
type SafeResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { message: string }[] } };

function viaFormRule(
  shape: Shape,
  key: string,
  input: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  const rule = shape[key];
  if (!rule) return { ok: false, message: FIELD_VALUE_MESSAGES.unknownField };
  const result = rule.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? FIELD_VALUE_MESSAGES.text };
}

/** The stored value of `field` for the sent `value`; `companyName` derives a blank slug. */
export function parseAdminFieldValue(
  field: string,
  value: FieldValueInput,
  current: { companyName: string; slug?: string },
): ParsedFieldValue {
  const spec = adminLenderField(field);
  if (!spec) return { ok: false, message: FIELD_VALUE_MESSAGES.unknownField };
  switch (spec.kind) {
    case "boolean": {
      const flag = value === "true" ? true : value === "false" ? false : value;
      if (typeof flag !== "boolean") return { ok: false, message: FIELD_VALUE_MESSAGES.boolean };
      return { ok: true, spec, value: flag };
    }
    case "states": {
      if (typeof value !== "string" && !Array.isArray(value) && value !== null) {
        return { ok: false, message: FIELD_VALUE_MESSAGES.states };
      }
      const stored = toStoredLenderState(value as string | readonly string[] | null);
      const given = typeof value === "string" ? value.trim() !== "" : (value?.length ?? 0) > 0;
      if (given && stored === null) return { ok: false, message: FIELD_VALUE_MESSAGES.states };
      return { ok: true, spec, value: stored };
    }
    case "number":
    case "integer": {
      if (typeof value === "boolean" || Array.isArray(value)) {
        return { ok: false, message: FIELD_VALUE_MESSAGES.text };
      }
      const parsed = viaFormRule(lenderShape, spec.key, value);
      return parsed.ok ? { ok: true, spec, value: parsed.value as number | null } : parsed;
    }
    default: {
      if (typeof value === "boolean" || Array.isArray(value)) {
        return { ok: false, message: FIELD_VALUE_MESSAGES.text };
      }
      const text = value === null ? null : String(value);
      const parsed = viaFormRule(lenderShape, spec.key, text);
      if (!parsed.ok) return parsed;
      if (spec.field === "slug") {
        return {
          ok: true,
          spec,
          value: resolveLenderSlug(
            parsed.value as string | null,
            current.companyName,
            current.slug,
          ),
        };
      }
      return { ok: true, spec, value: parsed.value as string | null };
    }
  }
}

export type ParsedProductFieldValue =
  | { ok: true; spec: AdminProductFieldSpec; value: string | number | string[] | null }
  | { ok: false; message: string };

/**
 * A loan product field's stored value, by the product card's rule for it: numbers as above,
 * text (blank → none), 'Last Updated' as yyyy-mm-dd, collateral types as a list of the
 * collateral options (an empty list → none).
 */
export function parseProductFieldValue(
  field: string,
  value: FieldValueInput,
): ParsedProductFieldValue {
  const spec = adminProductField(field);
  if (!spec) return { ok: false, message: FIELD_VALUE_MESSAGES.unknownField };
  if (typeof value === "boolean") return { ok: false, message: FIELD_VALUE_MESSAGES.text };
  if (spec.kind === "list") {
    const list = typeof value === "string" ? value.split(",") : value;
    if (typeof list === "number") return { ok: false, message: FIELD_VALUE_MESSAGES.list };
    const parsed = viaFormRule(productShape, spec.key, list);
    if (!parsed.ok) return parsed;
    const items = parsed.value as string[];
    return { ok: true, spec, value: items.length > 0 ? items : null };
  }
  if (Array.isArray(value)) return { ok: false, message: FIELD_VALUE_MESSAGES.text };
  const input =
    spec.kind === "number" || spec.kind === "integer" || value === null ? value : String(value);
  const parsed = viaFormRule(productShape, spec.key, input);
  return parsed.ok ? { ok: true, spec, value: parsed.value as string | number | null } : parsed;
}
