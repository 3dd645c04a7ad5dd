/**
 * How the audit trail reads (issue 13, beyond the spec): a label per recorded admin action,
 * for the user and lender detail views.
 */
import type { AuditAction } from "../contract/admin-audit";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "user.approve": "Approved lender account",
  "user.reject": "Rejected lender account",
  "user.lender_link": "Gave lender account its lender record",
  "lender.create": "Created lender",
  "lender.update": "Updated lender",
  "lender.delete": "Deleted lender",
  "lender.field_update": "Updated field",
  "lender.name_approve": "Approved company name change",
  "lender.name_reject": "Rejected company name change",
  "lender.history_add": "Added manual history entry",
  "lender.history_edit": "Edited history entry",
  "lender.history_delete": "Deleted history entry",
  "lender.self_update": "Lender updated its profile",
  "review.publish": "Published a borrower's review",
  "review.reject": "Rejected a borrower's review",
  "lender.verification_approve": "Approved lender verification",
  "lender.verification_more_info": "Asked lender for more verification evidence",
  "lender.verification_reject": "Rejected lender verification",
};

export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action];
}
