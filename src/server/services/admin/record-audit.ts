/**
 * The audit trail's one writer (docs/decisions/admin-area.md): every admin service calls it
 * with its write's transaction, so the entry commits or rolls back with the action itself.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type {
  AuditAction,
  AuditEntry,
  AuditList,
  AuditTargetType,
} from "@/domain/contract/admin-audit";
import type { SignedInActor } from "@/domain/policies/actor";
import type { Database, Executor } from "../../db/client";
import { adminAudit, profiles, users } from "../../db/schema";

/**
 * Who acts: the signed-in viewer's id and email (an admin, or a lender on its own profile).
 * `name` is looked up from the profile when not given; it is copied into the entry.
 */
export interface AdminActor {
  userId: string;
  email: string;
  name?: string | null;
}

/** An admin acting in an admin route: who, and the policy actor its rows are authorized for. */
export type AdminRequestActor = AdminActor & SignedInActor;

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The target's name or email now, kept readable after a delete. */
  targetLabel: string;
  details?: Record<string, unknown>;
}

async function actorName(tx: Executor, actor: AdminActor): Promise<string | null> {
  if (actor.name !== undefined) return actor.name?.trim() || null;
  const [row] = await tx
    .select({ fullName: profiles.fullName, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, actor.userId));
  return row?.fullName?.trim() || row?.name?.trim() || null;
}

export async function recordAudit(tx: Executor, actor: AdminActor, record: AuditRecord) {
  await tx.insert(adminAudit).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    actorName: await actorName(tx, actor),
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel,
    details: record.details ?? {},
  });
}

type AuditRow = typeof adminAudit.$inferSelect;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    details: row.details,
    at: row.at.toISOString(),
  };
}

/** One target's entries, newest first (admin_audit_target_idx), 50 a page. */
export async function listAudit(
  db: Database,
  query: { targetType: AuditTargetType; targetId: string; page: number },
): Promise<AuditList> {
  const where = and(
    eq(adminAudit.targetType, query.targetType),
    eq(adminAudit.targetId, query.targetId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return {
    items: rows.map(toAuditEntry),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
