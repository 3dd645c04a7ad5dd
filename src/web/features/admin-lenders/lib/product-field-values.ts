/**
 * The single-field edit of a loan product field (spec 2 'Lender create/edit form', product
 * cards of an existing lender): what its read-only box shows, what the dialog's input starts
 * with, and the check before sending. The field's rule is the domain's
 * parseProductFieldValue (the product card's rule, the one the server applies), so the
 * dialog and the server agree; an identical value is 'No Changes'.
 */

import { parseProductFieldValue } from "@/domain/admin/field-value";
import type { AdminProductFieldSpec } from "@/domain/admin/product-fields";
import type { WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { checkFieldEdit } from "@/domain/lenders/lender-form-submit";
import { formatDate } from "@/domain/reference/dates";
import { TOASTS } from "@/domain/site/toast-messages";
import type { FieldCheck, FieldInput } from "./field-values";

function storedValue(product: WorkspaceProduct, spec: AdminProductFieldSpec): unknown {
  return (product as unknown as Record<string, unknown>)[spec.key];
}

/** The stored value as the dialog's input holds it. */
export function productFieldInput(
  product: WorkspaceProduct,
  spec: AdminProductFieldSpec,
): FieldInput {
  const value = storedValue(product, spec);
  if (spec.kind === "list") return { kind: "list", items: Array.isArray(value) ? [...value] : [] };
  if (spec.kind === "date") {
    return { kind: "date", date: typeof value === "string" && value !== "" ? value : null };
  }
  return { kind: "text", text: value === null || value === undefined ? "" : String(value) };
}

/** What a product's read-only box shows: the value, the list, the date, or 'Not set'. */
export function productFieldDisplay(
  product: WorkspaceProduct,
  spec: AdminProductFieldSpec,
): string {
  const input = productFieldInput(product, spec);
  if (input.kind === "list") return input.items.length > 0 ? input.items.join(", ") : "Not set";
  if (input.kind === "date") return input.date ? formatDate(input.date) : "Not set";
  if (input.kind !== "text" || input.text.trim() === "") return "Not set";
  return input.text;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join("|") === [...b].sort().join("|");
}

/** The value the dialog sends for an input (what parseProductFieldValue reads). */
function sentValue(input: FieldInput): string | string[] | null {
  if (input.kind === "list") return input.items;
  if (input.kind === "date") return input.date;
  if (input.kind === "text") return input.text;
  return null;
}

/**
 * The new value against the current one and the field's rule: the value to send, a message
 * under New Value, or the 'No Changes' toast.
 */
export function checkProductField(
  spec: AdminProductFieldSpec,
  current: FieldInput,
  next: FieldInput,
): FieldCheck {
  if (next.kind === "list" && current.kind === "list") {
    if (sameList(next.items, current.items)) return { ok: false, toast: TOASTS.noChanges };
  } else if (next.kind === "date" && current.kind === "date") {
    if (next.date === current.date) return { ok: false, toast: TOASTS.noChanges };
  } else if (next.kind === "text" && current.kind === "text") {
    const unchanged = checkFieldEdit(current.text, next.text);
    if (unchanged) return { ok: false, toast: unchanged };
  } else {
    return { ok: false, error: "Invalid value" };
  }
  const parsed = parseProductFieldValue(spec.field, sentValue(next));
  if (!parsed.ok) return { ok: false, error: parsed.message };
  const current_ = parseProductFieldValue(spec.field, sentValue(current));
  // '1500' and '1,500' are one amount: compare what would be stored.
  if (current_.ok && JSON.stringify(current_.value) === JSON.stringify(parsed.value)) {
    return { ok: false, toast: TOASTS.noChanges };
  }
  return { ok: true, value: parsed.value };
}
