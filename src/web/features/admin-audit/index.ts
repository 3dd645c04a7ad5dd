/** The admin audit trail (issue 13): for the user detail view and the lender editor. */
export { type AuditTarget, auditQueryKey, auditQueryRoot, useAuditTrail } from "./api/audit";
export { AuditTrail, AuditTrailView, type AuditTrailViewProps } from "./components/audit-trail";
