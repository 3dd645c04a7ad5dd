/**
 * The single-field edit's values (spec 2 'Single-field edit dialog'): what a read-only box
 * shows, what the dialog's input starts with, how the typed value is checked (the lender
 * form's rule for that field, so the dialog and the form agree) and whether it changed
 * ('No Changes'). The field list and kinds are the domain's ADMIN_LENDER_FIELDS.
 */

import type { AdminLenderFieldSpec } from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import { lenderFormSchema } from "@/domain/lenders/lender-form";
import { checkFieldEdit } from "@/domain/lenders/lender-form-submit";
import { UNKNOWN_STATE } from "@/domain/reference/us-states";
import type { ToastMessage } from "@/domain/site/toast-messages";
import { TOASTS } from "@/domain/site/toast-messages";

/**
 * The dialog's input value: text (text and number kinds), a switch, the states, a list of
 * choices (a loan product's collateral types) or a date (a product's Last Updated, yyyy-mm-dd).
 */
export type FieldInput =
  | { kind: "text"; text: string }
  | { kind: "boolean"; checked: boolean }
  | { kind: "states"; states: string[]; preferNotToShare: boolean }
  | { kind: "list"; items: string[] }
  | { kind: "date"; date: string | null };

/** What the dialog needs of a lender or loan product field (its domain spec). */
export interface EditableFieldSpec {
  field: string;
  key: string;
  label: string;
  kind: string;
}

/** A value the PATCH accepts (adminFieldValueSchema). */
export type FieldValue = string | number | boolean | string[] | null;

function storedValue(lender: AdminLender, spec: AdminLenderFieldSpec): unknown {
  if (spec.kind === "states") return lender.stateList;
  return (lender as unknown as Record<string, unknown>)[spec.key];
}

/** The stored value as the dialog's input holds it. */
export function fieldInput(lender: AdminLender, spec: AdminLenderFieldSpec): FieldInput {
  const value = storedValue(lender, spec);
  if (spec.kind === "boolean") return { kind: "boolean", checked: value === true };
  if (spec.kind === "states") {
    const list = Array.isArray(value) ? (value as string[]) : [];
    const unknown = list.length === 1 && list[0] === UNKNOWN_STATE;
    return { kind: "states", states: unknown ? [] : list, preferNotToShare: unknown };
  }
  return { kind: "text", text: value === null || value === undefined ? "" : String(value) };
}

/** What a read-only box shows: the value, 'Yes'/'No', the states, or 'Not set'. */
export function fieldDisplay(lender: AdminLender, spec: AdminLenderFieldSpec): string {
  const input = fieldInput(lender, spec);
  if (input.kind === "boolean") return input.checked ? "Yes" : "No";
  if (input.kind === "states") {
    if (input.preferNotToShare) return "Prefer not to share";
    return input.states.length > 0 ? input.states.join(", ") : "Not set";
  }
  if (input.kind !== "text") return "Not set";
  return input.text.trim() === "" ? "Not set" : input.text;
}

export type FieldCheck =
  | { ok: true; value: FieldValue }
  | { ok: false; error: string }
  | { ok: false; toast: ToastMessage };

/** The states as stored: the names, ['Unknown'] when not shared. */
function statesValue(input: Extract<FieldInput, { kind: "states" }>): string[] {
  return input.preferNotToShare ? [UNKNOWN_STATE] : input.states;
}

function sameStates(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join("|") === [...b].sort().join("|");
}

/**
 * Checks the new value against the current one and the field's rule: the parsed value to
 * send, a field message (shown under New Value), or the 'No Changes' toast.
 */
export function checkField(
  spec: AdminLenderFieldSpec,
  current: FieldInput,
  next: FieldInput,
): FieldCheck {
  if (next.kind === "boolean" && current.kind === "boolean") {
    return next.checked === current.checked
      ? { ok: false, toast: TOASTS.noChanges }
      : { ok: true, value: next.checked };
  }
  if (next.kind === "states" && current.kind === "states") {
    const value = statesValue(next);
    if (sameStates(value, statesValue(current))) return { ok: false, toast: TOASTS.noChanges };
    return { ok: true, value };
  }
  if (next.kind !== "text" || current.kind !== "text") return { ok: false, error: "Invalid value" };
  const unchanged = checkFieldEdit(current.text, next.text);
  if (unchanged) return { ok: false, toast: unchanged };
  const rule = lenderFormSchema.shape[spec.key as keyof typeof lenderFormSchema.shape];
  const parsed = rule.safeParse(next.text);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid value" };
  }
  return { ok: true, value: parsed.data as FieldValue };
}
