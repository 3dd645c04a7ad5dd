/**
 * The lender form's input values: the domain's lenderFormDefaults with numbers and nulls as
 * the text the inputs hold ('' for empty), and the snapshot of products the change detection
 * compares against (spec 4: products are written only when they changed).
 */
import {
  type LenderFormInput,
  type LenderFormValues,
  lenderFormSchema,
} from "@/domain/lenders/lender-form";
import { hasProductChanges, lenderFormDefaults } from "@/domain/lenders/lender-form-submit";

type StoredRow = { readonly [key: string]: unknown };

function asInputText(value: unknown): unknown {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return value;
}

/** Fields whose input is a list (checkbox groups): null is an empty list. */
const LIST_FIELDS = new Set(["states", "collateralTypes", "assetTypes", "hardLimits"]);

function textFields<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (LIST_FIELDS.has(key)) out[key] = Array.isArray(value) ? value : [];
    else out[key] = typeof value === "boolean" ? value : asInputText(value);
  }
  return out as T;
}

/** Initial input values: empty for a new lender, or the stored lender and its active products. */
export function lenderFormInitialValues(
  lender?: StoredRow | null,
  products: readonly StoredRow[] = [],
): LenderFormInput {
  const defaults = lenderFormDefaults(lender, products) as LenderFormInput &
    Record<string, unknown>;
  const { products: productValues, ...rest } = defaults;
  const productInputs: Record<string, unknown> = {};
  for (const [type, product] of Object.entries(productValues ?? {})) {
    productInputs[type] = textFields(product as Record<string, unknown>);
  }
  return { ...textFields(rest), products: productInputs } as LenderFormInput;
}

/** The parsed products of some input values (null when they do not parse). */
export function parsedProducts(values: LenderFormInput): LenderFormValues["products"] | null {
  const result = lenderFormSchema.safeParse(values);
  return result.success ? result.data.products : null;
}

/** Whether the submitted products differ from the loaded snapshot. */
export function productsChangedSince(
  snapshot: LenderFormValues["products"] | null,
  current: LenderFormValues["products"],
): boolean {
  return snapshot === null || hasProductChanges(snapshot, current);
}
