/**
 * The admin lender list (spec 2 'Admin area' Lenders): searched by name or contact email
 * (issue 28: an admin often has only the email a lender wrote from) and ordered by name on
 * the server, 50 a page. The order is lower(company_name), id, which the
 * lenders_company_name_lower_idx index serves; the search is a case-insensitive "contains"
 * (docs/decisions/admin-area.md).
 */
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "@/domain/admin/like-pattern";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type {
  AdminLenderList,
  AdminLenderSort,
  UnlinkedLenders,
} from "@/domain/contract/admin-lenders";
import type { Database } from "../../db/client";
import { lenders, users } from "../../db/schema";
import { loanRequestCountOf } from "./admin-lender-dto";

const nameKey = sql`lower(${lenders.companyName})`;

function nameOrEmailContains(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return sql`(${nameKey} like ${pattern} or lower(${lenders.email}) like ${pattern})`;
}

export async function listAdminLenders(
  db: Database,
  query: { q?: string | undefined; sort: AdminLenderSort; page: number },
): Promise<AdminLenderList> {
  const where = nameOrEmailContains(query.q);
  const order =
    query.sort === "desc" ? [desc(nameKey), desc(lenders.id)] : [asc(nameKey), asc(lenders.id)];
  // The page's ids first (index order, no per-row work for the skipped rows), then the
  // columns and the request counts of those 50 only.
  const pageIds = db
    .select({ id: lenders.id })
    .from(lenders)
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE)
    .as("page_ids");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lenders.id,
        companyName: lenders.companyName,
        pendingCompanyName: lenders.pendingCompanyName,
        slug: lenders.slug,
        email: lenders.email,
        website: lenders.website,
        isActive: lenders.isActive,
        acceptingLeads: lenders.acceptingLeads,
        userEmail: users.email,
        loanRequestCount: loanRequestCountOf(lenders.id),
        updatedAt: lenders.updatedAt,
      })
      .from(pageIds)
      .innerJoin(lenders, eq(lenders.id, pageIds.id))
      .leftJoin(users, eq(users.id, lenders.userId))
      .orderBy(...order),
    db.select({ n: count() }).from(lenders).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      hasUser: row.userEmail !== null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Lenders with no user, by name (at most 50): the approve dialog's 'existing' choices. */
export async function listUnlinkedLenders(
  db: Database,
  query: { q?: string | undefined },
): Promise<UnlinkedLenders> {
  const where = and(isNull(lenders.userId), nameOrEmailContains(query.q));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: lenders.id,
        companyName: lenders.companyName,
        slug: lenders.slug,
        email: lenders.email,
      })
      .from(lenders)
      .where(where)
      .orderBy(asc(nameKey), asc(lenders.id))
      .limit(ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(lenders).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0 };
}
