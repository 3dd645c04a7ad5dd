/**
 * The admin's privacy log (issue 33): requests to know (exports) and to delete, newest first,
 * 50 a page, by kind. An account that still exists is shown by its email; a deleted one only
 * by its subject hash.
 */
import { count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type { PrivacyRequestList, PrivacyRequestListQuery } from "@/domain/contract/privacy";
import type { Database } from "../../db/client";
import { privacyRequests, users } from "../../db/schema";

type Query = Omit<PrivacyRequestListQuery, "page"> & { page: number };

export async function listPrivacyRequests(db: Database, query: Query): Promise<PrivacyRequestList> {
  const where = query.kind ? eq(privacyRequests.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: privacyRequests, email: users.email })
      .from(privacyRequests)
      .leftJoin(users, eq(users.id, privacyRequests.userId))
      .where(where)
      .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(privacyRequests).where(where),
  ]);
  return {
    items: rows.map(({ row, email }) => ({
      id: row.id,
      kind: row.kind,
      userType: row.userType,
      userId: row.userId,
      email: email ?? null,
      subjectHash: row.subjectHash,
      requestedAt: row.requestedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      retainUntil: row.retainUntil.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
