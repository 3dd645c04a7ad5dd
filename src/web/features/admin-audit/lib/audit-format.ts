/**
 * What the audit trail shows of an entry (src/domain/contract/admin-audit.ts): the action's
 * label, a one-line summary of its details, the time, and the texts of its loading and empty
 * states.
 */
import { adminLenderField } from "@/domain/admin/lender-fields";
import { adminProductField } from "@/domain/admin/product-fields";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";

export const AUDIT_LOADING_TEXT = "Loading audit trail...";
export const AUDIT_EMPTY_TEXT = "No admin actions recorded yet.";

/** The action's label (src/domain/admin/audit.ts, the single source). */
export { auditActionLabel } from "@/domain/admin/audit";

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return String(value);
  }
  return null;
}

function words(name: string): string {
  const spaced = name
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Long values (a description) are cut: the field's history holds them in full. */
function shown(value: unknown): string {
  const t = text(value);
  if (t === null) return "empty";
  return t.length > 80 ? `${t.slice(0, 79)}…` : t;
}

/** The product an entry is about: 'Bridge', from details.productType. */
function productOf(d: Record<string, unknown>): string | null {
  const type = text(d.productType);
  if (!type) return null;
  return isLoanType(type) ? LOAN_TYPE_INFO[type].formLabel : words(type);
}

/** A field's form label ('Max LTV (%)'), else its column name in words. */
function fieldLabel(field: string, product: boolean): string {
  const spec = product ? adminProductField(field) : adminLenderField(field);
  return spec?.label ?? words(field);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** 'Phone', or 'Bridge: Max LTV (%)' for a loan product's field. */
function fieldName(d: Record<string, unknown>, field: string): string {
  const product = productOf(d);
  return product ? `${product}: ${fieldLabel(field, true)}` : fieldLabel(field, false);
}

/** The history dialog's writes keep the entry's value (add, delete) or before/after (edit). */
function historySummary(entry: Pick<AuditEntry, "action" | "details">, field: string): string {
  const d = entry.details;
  const name = fieldName(d, field);
  if (entry.action === "lender.history_add") return `${name}: entry added, ${shown(d.value)}`;
  if (entry.action === "lender.history_delete") {
    return `${name}: entry removed, ${shown(d.value)}`;
  }
  const before = record(d.before);
  const after = record(d.after);
  const parts = [`${name}: entry ${shown(before.value)} → ${shown(after.value)}`];
  if (text(before.notes) !== text(after.notes)) {
    parts.push(`Notes: ${shown(before.notes)} → ${shown(after.notes)}`);
  }
  return parts.join(" · ");
}

/** A full update's changed fields and products (admin form or the lender's own edit). */
function updateSummary(d: Record<string, unknown>): string[] {
  const parts: string[] = [];
  if (Array.isArray(d.changes) && d.changes.length > 0) {
    for (const c of d.changes.map(record)) {
      const field = text(c.field);
      if (field)
        parts.push(`${fieldLabel(field, false)}: ${shown(c.oldValue)} → ${shown(c.newValue)}`);
    }
  } else if (Array.isArray(d.fields) && d.fields.length > 0) {
    const fields = d.fields.map(String).filter((f) => f !== "user_id");
    if (fields.length > 0)
      parts.push(`Changed: ${fields.map((f) => fieldLabel(f, false)).join(", ")}`);
  }
  if (Array.isArray(d.products)) {
    for (const p of d.products.map(record)) {
      const name = productOf(p) ?? "Loan product";
      const fields = Array.isArray(p.fields)
        ? p.fields.map((f) => fieldLabel(String(f), true))
        : [];
      if (p.change === "create") parts.push(`${name} product added`);
      else if (p.change === "remove") parts.push(`${name} product removed`);
      else if (fields.length > 0) parts.push(`${name}: ${fields.join(", ")}`);
    }
  }
  return parts;
}

/**
 * One line of what changed, from the entry's details: the field (with its product) and its old
 * and new value, a history entry's value, the approval mode, the account a record was linked
 * to, the fields of a full update; null when the details say nothing readable.
 */
export function auditSummary(entry: Pick<AuditEntry, "action" | "details">): string | null {
  const d = entry.details;
  const parts: string[] = [];
  if (d.bulk === true) parts.push("Bulk approval");
  if (d.mode === "new") parts.push("New lender record");
  if (d.mode === "existing") parts.push("Linked to an existing lender");
  const company = text(d.companyName) ?? text(d.lenderName);
  if (company && (entry.action === "user.approve" || d.mode)) parts.push(company);
  const linked = text(d.linkedUserEmail);
  if (linked) parts.push(`Linked to account ${linked}`);
  const approved = text(d.approvedUserEmail);
  if (approved) parts.push(`Created on approval of ${approved}`);
  const field = text(d.field) ?? text(d.fieldName);
  if (field && entry.action.startsWith("lender.history_")) {
    parts.push(historySummary(entry, field));
  } else if (field) {
    parts.push(`${fieldName(d, field)}: ${shown(d.oldValue)} → ${shown(d.newValue)}`);
  }
  parts.push(...updateSummary(d));
  const notes = text(d.notes);
  if (notes) parts.push(`Notes: ${notes}`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Who acted: 'Pat Lee (pat@example.com)', the email alone, or 'System'. */
export function auditActor(entry: Pick<AuditEntry, "actorEmail" | "actorName">): string {
  const email = entry.actorEmail?.trim() || null;
  const name = entry.actorName?.trim() || null;
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? "System";
}
