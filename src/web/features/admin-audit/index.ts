/** The admin audit trail (issue 13): for the user detail view and the lender editor. */
export { type AuditTarget, auditQueryKey, auditQueryRoot, useAuditTrail } from "./api/audit";
export { AUDIT_LOG_EMPTY, AuditLogScreen } from "./components/audit-log-screen";
export { AuditTrail, AuditTrailView, type AuditTrailViewProps } from "./components/audit-trail";
export { auditActor } from "./lib/audit-format";
