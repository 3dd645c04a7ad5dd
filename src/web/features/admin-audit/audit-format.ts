/**
 * What the audit trail shows of an entry (src/domain/contract/admin-audit.ts): the action's
 * label, a one-line summary of its details, the time, and the texts of its loading and empty
 * states.
 */
import { format, isValid, parseISO } from "date-fns";
import type { AuditEntry } from "@/domain/contract/admin-audit";

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

/**
 * One line of what changed, from the entry's details: the field and its old and new value, the
 * approval mode, the fields of a full update; null when the details say nothing readable.
 */
export function auditSummary(entry: Pick<AuditEntry, "action" | "details">): string | null {
  const d = entry.details;
  const parts: string[] = [];
  if (d.bulk === true) parts.push("Bulk approval");
  if (d.mode === "new") parts.push("New lender record");
  if (d.mode === "existing") parts.push("Linked to an existing lender");
  const company = text(d.companyName) ?? text(d.lenderName);
  if (company && (entry.action === "user.approve" || d.mode)) parts.push(company);
  const field = text(d.field) ?? text(d.fieldName);
  if (field) {
    const from = text(d.oldValue) ?? "empty";
    const to = text(d.newValue) ?? "empty";
    parts.push(`${words(field)}: ${from} → ${to}`);
  }
  if (Array.isArray(d.fields) && d.fields.length > 0) {
    parts.push(`Changed: ${d.fields.map((f) => words(String(f))).join(", ")}`);
  }
  const notes = text(d.notes);
  if (notes) parts.push(`Notes: ${notes}`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** 'Jul 10, 2025, 3:04 PM' (en-US, the viewer's time zone); invalid input gives ''. */
export function formatAuditTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM dd, yyyy, h:mm a") : "";
}
