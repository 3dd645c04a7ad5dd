/**
 * The admin audit trail (issue 13, beyond the spec; docs/decisions/admin-area.md): one row per
 * admin action, written in the same transaction as the action by recordAudit
 * (services/admin/record-audit.ts). The target is kept by id and by label, without a foreign
 * key, so the entry stays readable after the lender or user is deleted; the actor's email is
 * kept for the same reason.
 */
import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "@/domain/contract/admin-audit";
import { users } from "./auth";

export const auditActionEnum = pgEnum("admin_audit_action", AUDIT_ACTIONS);
export const auditTargetTypeEnum = pgEnum("admin_audit_target_type", AUDIT_TARGET_TYPES);

export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    /** The actor's name when it acted (issue 28): the audit log reads it after a delete. */
    actorName: text("actor_name"),
    action: auditActionEnum("action").notNull(),
    targetType: auditTargetTypeEnum("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    targetLabel: text("target_label").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_target_idx").on(table.targetType, table.targetId, table.at.desc()),
    // The audit log page (issue 28): every entry, newest first.
    index("admin_audit_at_idx").on(table.at.desc(), table.id.desc()),
  ],
);
