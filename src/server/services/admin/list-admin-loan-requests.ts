/**
 * The admin loan request list (spec 2 'Admin area' Loan requests): newest first
 * (inquiries_created_idx), 50 a page, searched on the server by request name, email (the
 * request's, else its borrower's) or the start of the id. Also the rows of one borrower for
 * the user detail view.
 */
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { containsPattern, prefixPattern } from "@/domain/admin/like-pattern";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type {
  AdminLoanRequestList,
  AdminLoanRequestRow,
} from "@/domain/contract/admin-loan-requests";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions, users } from "../../db/schema";

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

function search(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`lower(${inquiries.customName}) like ${pattern}`,
    sql`lower(${email}) like ${pattern}`,
    sql`${inquiries.id}::text like ${prefixPattern(q)}`,
  );
}

export async function listAdminLoanRequests(
  tx: Executor,
  query: { q?: string | undefined; page: number },
): Promise<AdminLoanRequestList> {
  const where = search(query.q);
  const [rows, [total]] = await Promise.all([
    rowsQuery(tx, where)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    tx
      .select({ n: count() })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.borrowerId))
      .where(where),
  ]);
  return {
    items: rows.map(toRow),
    total: total?.n ?? 0,
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
