/**
 * The admin users list (spec 2 'Admin area' Users, spec 7 'Admin list'): newest first, 50 a
 * page, filtered by approval status (or unconfirmed email) and searched by email, full name or company name on the
 * server; the counts per filter; and the pending-lender approval panel.
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "@/domain/admin/like-pattern";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type { AdminUser, AdminUserList, PendingLenders } from "@/domain/contract/admin-users";
import { approvalCompanyName } from "@/domain/lenders/slug";
import type { ApprovalFilter } from "@/domain/reference/statuses";
import type { Executor } from "../../db/client";
import { lenders, profiles, users } from "../../db/schema";

const userColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  phone: profiles.phone,
  companyName: profiles.companyName,
  website: profiles.website,
  userType: profiles.userType,
  approvalStatus: profiles.approvalStatus,
  emailVerified: users.emailVerified,
  createdAt: profiles.createdAt,
  lenderId: lenders.id,
  lenderName: lenders.companyName,
  lenderSlug: lenders.slug,
};

export function usersQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(userColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(lenders, eq(lenders.userId, profiles.id))
    .where(where);
}

export type UserRow = Awaited<ReturnType<typeof usersQuery>>[number];

export function toAdminUser(row: UserRow): AdminUser {
  const { lenderId, lenderName, lenderSlug, createdAt, ...user } = row;
  return {
    ...user,
    lender:
      lenderId && lenderName !== null && lenderSlug !== null
        ? { id: lenderId, companyName: lenderName, slug: lenderSlug }
        : null,
    createdAt: createdAt.toISOString(),
  };
}

function search(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`lower(${profiles.email}) like ${pattern}`,
    sql`lower(${profiles.fullName}) like ${pattern}`,
    sql`lower(${profiles.companyName}) like ${pattern}`,
  );
}

function filterOf(filter: ApprovalFilter): SQL | undefined {
  if (filter === "all") return undefined;
  if (filter === "unconfirmed") return eq(users.emailVerified, false);
  return eq(profiles.approvalStatus, filter);
}

export async function listAdminUsers(
  tx: Executor,
  query: { filter: ApprovalFilter; q?: string | undefined; page: number },
): Promise<AdminUserList> {
  const where = and(filterOf(query.filter), search(query.q));
  const byStatus = (status: string) =>
    sql<number>`count(*) filter (where ${profiles.approvalStatus} = ${status})`.mapWith(Number);
  const [rows, [total], [counts]] = await Promise.all([
    usersQuery(tx, where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    tx
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(where),
    tx
      .select({
        all: count(),
        pending: byStatus("pending"),
        approved: byStatus("approved"),
        rejected: byStatus("rejected"),
        unconfirmed: sql<number>`count(*) filter (where not ${users.emailVerified})`.mapWith(
          Number,
        ),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id)),
  ]);
  return {
    items: rows.map(toAdminUser),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    counts: counts ?? { all: 0, pending: 0, approved: 0, rejected: 0, unconfirmed: 0 },
  };
}

/** Most pending lenders the panel lists (oldest first); `total` counts them all. */
export const PENDING_PANEL_MAX = 200;

export async function listPendingLenders(tx: Executor): Promise<PendingLenders> {
  const where = and(eq(profiles.userType, "lender"), eq(profiles.approvalStatus, "pending"));
  const [rows, [total]] = await Promise.all([
    usersQuery(tx, where)
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(PENDING_PANEL_MAX),
    tx.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toAdminUser(row),
      suggestedCompanyName: approvalCompanyName(row),
    })),
    total: total?.n ?? 0,
  };
}
