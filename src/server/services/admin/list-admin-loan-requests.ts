/**
 * The admin loan request list (spec 2 'Admin area' Loan requests): newest first
 * (inquiries_created_idx), 50 a page, searched on the server by request name, email (the
 * request's, else its borrower's) or the start of the id, with a total counted up to a cap.
 * Also the rows of one borrower for the user detail view. Every read is bounded by an index
 * at 1,000,000 requests (issue 34, docs/performance.md 'The deal side').
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "@/domain/admin/like-pattern";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import {
  ADMIN_LOAN_REQUEST_COUNT_CAP,
  type AdminLoanRequestList,
  type AdminLoanRequestRow,
} from "@/domain/contract/admin-loan-requests";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions, rowCounts, users } from "../../db/schema";

const email = sql<string | null>`coalesce(${inquiries.userEmail}, ${users.email})`;

const rowColumns = {
  id: inquiries.id,
  customName: inquiries.customName,
  email,
  borrowerId: inquiries.borrowerId,
  loanAmount: inquiries.loanAmount,
  loanPurpose: inquiries.loanPurpose,
  status: inquiries.status,
  archived: inquiries.archived,
  submissionCount:
    sql<number>`(select count(*) from ${loanSubmissions} where ${loanSubmissions.inquiryId} = ${inquiries.id})`.mapWith(
      Number,
    ),
  createdAt: inquiries.createdAt,
};

function rowsQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(rowColumns)
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.borrowerId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

function toRow(row: Row): AdminLoanRequestRow {
  return {
    ...row,
    displayName: loanRequestName(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The ids an id search may mean: a prefix of the id's text form (lower-case hex and hyphens at
 * 8, 13, 18 and 23) as the range of ids that start with it, so the primary key finds them.
 * Null when the text cannot start an id.
 */
export function idPrefixRange(q: string): { from: string; to: string } | null {
  const template = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx";
  const text = q.toLowerCase();
  if (text.length > template.length) return null;
  for (let i = 0; i < text.length; i += 1) {
    const hyphen = template[i] === "-";
    if (hyphen ? text[i] !== "-" : !/[0-9a-f]/.test(text[i] ?? "")) return null;
  }
  const fill = (digit: string) => text + template.slice(text.length).replace(/x/g, digit);
  return { from: fill("0"), to: fill("f") };
}

/**
 * The search as separate conditions, each answered by an index of its own (issue 34; migration
 * 0037): the request name and the request's email by trigram indexes, the borrower's account
 * email (for requests without one) by the users' trigram index then inquiries_borrower_idx,
 * the id's start by the primary key. Together they match what
 * `lower(name) LIKE p OR lower(coalesce(request email, account email)) LIKE p OR id LIKE q%`
 * matched, which no index could answer (it spans the join).
 */
function searchBranches(q: string): SQL[] {
  const pattern = containsPattern(q);
  const branches = [
    sql`lower(${inquiries.customName}) like ${pattern}`,
    sql`lower(${inquiries.userEmail}) like ${pattern}`,
    sql`${inquiries.userEmail} is null and ${inquiries.borrowerId} in
          (select ${users.id} from ${users} where lower(${users.email}) like ${pattern})`,
  ];
  const range = idPrefixRange(q);
  if (range) branches.push(sql`${inquiries.id} between ${range.from} and ${range.to}`);
  return branches;
}

/**
 * The ids matching any branch: each branch's first `limit` (newest first when ordered), with
 * each one's created_at when `withCreatedAt` (read from the row the branch's scan fetched).
 */
function matchingIds(branches: SQL[], limit: number, ordered: boolean, withCreatedAt = false): SQL {
  const order = ordered ? sql` order by ${inquiries.createdAt} desc, ${inquiries.id} desc` : sql``;
  const columns = withCreatedAt
    ? sql`${inquiries.id}, ${inquiries.createdAt}`
    : sql`${inquiries.id}`;
  return sql.join(
    branches.map(
      (where) => sql`(select ${columns} from ${inquiries} where ${where}${order} limit ${limit})`,
    ),
    sql` union `,
  );
}

/**
 * The list's total up to `limit` (ADMIN_LOAN_REQUEST_COUNT_CAP), then capped: exact when at
 * most `limit` match. Without a search, from row_counts. A search counts at most `limit` + 1 per branch: if none is cut short
 * their union is the exact set, and if one is, more than `limit` match either way.
 */
async function cappedTotal(tx: Executor, branches: SQL[] | null, limit: number) {
  // The whole list's size is the sum of the exact per-status counts kept by the writes
  // (row_counts, migration 0038): a few index rows instead of 10,001 rows' pages (issue 34).
  const result = branches
    ? await tx.execute(
        sql`select count(*)::int as n from (${matchingIds(branches, limit + 1, false)}) as counted`,
      )
    : await tx.execute(
        sql`select coalesce(sum(${rowCounts.n}), 0)::bigint as n from ${rowCounts}
            where ${rowCounts.key} like 'inquiries:%'`,
      );
  const n = Number((result as { rows?: { n: number | string }[] }).rows?.[0]?.n ?? 0);
  return { total: Math.min(n, limit), totalCapped: n > limit };
}

/**
 * A search in ONE pass over its branches (issue 34). The capped count's union of the branches
 * (each cut at `countLimit` + 1, in any order; with each match's created_at, read by the
 * branch's own scan) is, when it holds at most `countLimit` ids, the exact set of matches: the
 * page is then its newest rows and the total its size. The trigram scans of a common term's
 * words (every email holds 'deal-borrower-') cost 1,200-2,800 buffers a branch, and the count
 * and the page each made them. Returns the total only when the set was cut (more than
 * `countLimit` match: the page then needs each branch newest first, the second statement), and
 * null when the page is past the end (no row carries the total).
 */
async function searchOnce(tx: Executor, branches: SQL[], countLimit: number, offset: number) {
  const matched = tx.$with("matched").as(
    tx
      .select({
        id: sql<string>`m.id`.as("id"),
        createdAt: sql<Date>`m.created_at`.as("created_at"),
      })
      .from(sql`(${matchingIds(branches, countLimit + 1, false, true)}) as m`),
  );
  const rows = await tx
    .with(matched)
    .select({
      ...rowColumns,
      matches: sql<number>`(select count(*) from ${matched})`.mapWith(Number),
    })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.borrowerId))
    .where(
      sql`${inquiries.id} in (select ${matched.id} from ${matched}
        order by ${matched.createdAt} desc, ${matched.id} desc
        limit ${ADMIN_PAGE_SIZE} offset ${offset})`,
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  const matches = rows[0]?.matches;
  if (matches === undefined) return null;
  if (matches > countLimit) return { capped: true as const };
  return {
    capped: false as const,
    items: rows.map(({ matches: _, ...row }) => toRow(row)),
    total: matches,
    totalCapped: false,
  };
}

export async function listAdminLoanRequests(
  tx: Executor,
  query: { q?: string | undefined; page: number },
): Promise<AdminLoanRequestList> {
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const branches = query.q === undefined ? null : searchBranches(query.q);
  const where = branches
    ? sql`${inquiries.id} in (${matchingIds(branches, offset + ADMIN_PAGE_SIZE, true)})`
    : undefined;
  // Counted at least as far as the page shown, so its 'Showing 10,001-10,050 of …' holds.
  const countLimit = Math.max(ADMIN_LOAN_REQUEST_COUNT_CAP, offset + ADMIN_PAGE_SIZE);
  const once = branches ? await searchOnce(tx, branches, countLimit, offset) : null;
  if (once && !once.capped) {
    const { capped: _, ...found } = once;
    return { ...found, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }
  const [rows, total] = await Promise.all([
    rowsQuery(tx, where).limit(ADMIN_PAGE_SIZE).offset(offset),
    once?.capped ? { total: countLimit, totalCapped: true } : cappedTotal(tx, branches, countLimit),
  ]);
  return {
    items: rows.map(toRow),
    ...total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** A borrower's requests, newest first (inquiries_borrower_idx), at most 50. */
export async function loanRequestRowsOf(
  tx: Executor,
  borrowerId: string,
): Promise<AdminLoanRequestRow[]> {
  const rows = await rowsQuery(tx, and(eq(inquiries.borrowerId, borrowerId))).limit(
    ADMIN_PAGE_SIZE,
  );
  return rows.map(toRow);
}
