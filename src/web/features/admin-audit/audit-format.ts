/**
 * What the audit trail shows of an entry: the action's label, the time, and the texts of its
 * loading and empty states.
 */
import { format, isValid, parseISO } from "date-fns";

// PROVISIONAL until h13a's admin contract lands: replaced by z.infer of its audit entry schema.
export interface AuditTrailEntry {
  id: string;
  action: string;
  actorEmail: string | null;
  summary: string | null;
  createdAt: string;
}

export const AUDIT_LOADING_TEXT = "Loading audit trail...";
export const AUDIT_EMPTY_TEXT = "No admin actions recorded yet.";

const ACTION_LABELS: Record<string, string> = {
  "user.approve": "Approved",
  "user.reject": "Rejected",
  "lender.create": "Lender created",
  "lender.update": "Lender updated",
  "lender.delete": "Lender deleted",
  "lender.field_update": "Field updated",
  "history.add": "History entry added",
  "history.update": "History entry updated",
  "history.delete": "History entry deleted",
};

/** A readable label for an action code; an unknown code is shown as words. */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Action";
}

/** 'Jul 10, 2025, 3:04 PM' (en-US, the viewer's time zone); invalid input gives ''. */
export function formatAuditTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM dd, yyyy, h:mm a") : "";
}
