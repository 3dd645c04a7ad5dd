/**
 * The audit log page (issue 28): every audit entry, newest first (admin_audit_at_idx), 50 a
 * page, filtered by actor, target, action and time. It reads only admin_audit, whose entries
 * copy the actor's email and name and the target's label, so a deleted lender's or account's
 * entries stay readable; `targetExists` says whether the target can still be opened.
 */
import { and, count, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "@/domain/admin/like-pattern";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type { AuditLog, AuditLogQuery } from "@/domain/contract/admin-audit";
import type { Database } from "../../db/client";
import { adminAudit, lenders, users } from "../../db/schema";
import { toAuditEntry } from "./record-audit";

type Query = Omit<AuditLogQuery, "page"> & { page: number };

function filters(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) {
    const pattern = containsPattern(query.actor);
    conditions.push(
      or(
        sql`lower(${adminAudit.actorEmail}) like ${pattern}`,
        sql`lower(${adminAudit.actorName}) like ${pattern}`,
      ),
    );
  }
  if (query.target) {
    conditions.push(sql`lower(${adminAudit.targetLabel}) like ${containsPattern(query.target)}`);
  }
  if (query.action) conditions.push(eq(adminAudit.action, query.action));
  if (query.from) conditions.push(gte(adminAudit.at, new Date(query.from)));
  if (query.to) conditions.push(lt(adminAudit.at, new Date(query.to)));
  return and(...conditions);
}

export async function listAuditLog(db: Database, query: Query): Promise<AuditLog> {
  const where = filters(query);
  const targetExists = sql<boolean>`case
    when ${adminAudit.targetType} = 'lender'
      then exists (select 1 from ${lenders} where ${lenders.id} = ${adminAudit.targetId})
    else exists (select 1 from ${users} where ${users.id} = ${adminAudit.targetId}) end`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: adminAudit, targetExists })
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return {
    items: rows.map(({ row, targetExists }) => ({
      ...toAuditEntry(row),
      targetExists: Boolean(targetExists),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
