/**
 * Contract of the admin audit trail (issue 13, beyond the spec): every admin action is
 * recorded with who, what and when, in the same transaction as the action, and listed on the
 * user and lender detail views. Path: ADMIN_API.audit. Labels: src/domain/admin/audit.ts.
 */
import { z } from "zod";
import { adminPageInfo, adminPageParam, adminSearchParam } from "./admin";

export const AUDIT_ACTIONS = [
  "user.approve",
  "user.reject",
  /** An approved lender account got its lender record later, from the user detail. */
  "user.lender_link",
  "lender.create",
  "lender.update",
  "lender.delete",
  "lender.field_update",
  "lender.name_approve",
  "lender.name_reject",
  "lender.history_add",
  "lender.history_edit",
  "lender.history_delete",
  /** A lender saved its own profile form (issue 28): the actor is the lender's account. */
  "lender.self_update",
  /** Issue 35: a borrower's review of the lender published or rejected (with the reason). */
  "review.publish",
  "review.reject",
  /** Issue 35: an admin's decisions on a lender's verification evidence. */
  "lender.verification_approve",
  "lender.verification_more_info",
  "lender.verification_reject",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["user", "lender"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    /** The target's id; kept after the target is deleted. */
    targetId: z.uuid(),
    /** The target's name or email when the action ran (readable after a delete). */
    targetLabel: z.string(),
    /** The admin who acted; null once that account is deleted (actorEmail stays). */
    actorId: z.uuid().nullable(),
    actorEmail: z.string().nullable(),
    /** The actor's name when it acted (issue 28), kept after the account is deleted. */
    actorName: z.string().nullable(),
    /**
     * What changed: e.g. { field, oldValue, newValue } for a field edit, { mode, lenderId }
     * for an approval, { fields: [...] } for a full update, { bulk: true } in a bulk approval.
     */
    details: z.record(z.string(), z.unknown()),
    at: z.string(),
  })
  .meta({ id: "AuditEntry" });

/** GET /api/admin/audit query: one target's entries, newest first, 50 a page. */
export const auditListQuerySchema = z.object({
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.uuid(),
  page: adminPageParam,
});

export const auditListSchema = z
  .object({ items: z.array(auditEntrySchema), ...adminPageInfo })
  .meta({ id: "AuditList" });

/**
 * GET /api/admin/audit-log (issue 28, the audit log page): every entry, newest first, 50 a
 * page. `actor`: contains, in the actor's email or name as copied when it acted; `target`:
 * contains, in the target's label as copied; `action`: one action; `from`/`to`: instants
 * (the page sends the start of the first and the end of the last day in the admin's zone).
 */
export const auditLogQuerySchema = z.object({
  actor: adminSearchParam,
  target: adminSearchParam,
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: adminPageParam,
});

export const auditLogEntrySchema = auditEntrySchema
  .extend({
    /** Whether the target still exists (a deleted lender's entries stay, without a link). */
    targetExists: z.boolean(),
  })
  .meta({ id: "AuditLogEntry" });

export const auditLogSchema = z
  .object({ items: z.array(auditLogEntrySchema), ...adminPageInfo })
  .meta({ id: "AuditLog" });

export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export type AuditLog = z.infer<typeof auditLogSchema>;

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
