/**
 * Unread entries of a user's threads: entries written by the other side (or the system) after
 * the user's side's read marker. Borrowers count the threads of their own requests, approved
 * lenders those of the submissions to the lender record they manage: the policy's scope
 * (ownThreadsScope, src/domain/policies/message-policies).
 */
import { sql } from "drizzle-orm";
import type { ThreadSide, UnreadCounts } from "@/domain/contract/messages";
import type { ThreadsScope } from "@/domain/policies/message-policies";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions, submissionMessages, submissionReads } from "../../db/schema";

interface UnreadRow {
  submission_id: string;
  inquiry_id: string;
  unread: number | string;
}

/**
 * A borrower's threads (issue 34): per thread, the entries after the read marker are counted
 * as a range of `submission_messages_thread_idx` (submission, time, author side), read from
 * the index alone, instead of joining every entry of every thread and filtering after.
 */
function borrowerUnreadSql(borrowerId: string) {
  return sql`
    SELECT s.id AS submission_id, s.inquiry_id AS inquiry_id, n.unread
      FROM ${inquiries} i
      JOIN ${loanSubmissions} s ON s.inquiry_id = i.id
      LEFT JOIN ${submissionReads} r ON r.submission_id = s.id AND r.side = 'borrower'
     CROSS JOIN LATERAL (
           SELECT count(*) AS unread
             FROM ${submissionMessages} m
            WHERE m.submission_id = s.id
              AND m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
              AND m.author_side <> 'borrower') n
     WHERE i.borrower_id = ${borrowerId} AND n.unread > 0
     ORDER BY s.inquiry_id, s.id`;
}

export async function unreadCounts(
  executor: Executor,
  scope: ThreadsScope | null,
): Promise<UnreadCounts> {
  if (scope === null) return { total: 0, submissions: [], inquiries: [] };
  const side: ThreadSide = scope.side;
  const owner =
    scope.side === "borrower"
      ? sql`${inquiries.borrowerId} = ${scope.borrowerId}`
      : sql`${loanSubmissions.lenderId} = ${scope.lenderId}`;
  const result =
    scope.side === "borrower"
      ? await executor.execute(borrowerUnreadSql(scope.borrowerId))
      : await executor.execute(sql`
    SELECT ${loanSubmissions.id} AS submission_id, ${loanSubmissions.inquiryId} AS inquiry_id,
           count(m.id) AS unread
      FROM ${loanSubmissions}
      JOIN ${inquiries} ON ${inquiries.id} = ${loanSubmissions.inquiryId}
      JOIN ${submissionMessages} m ON m.submission_id = ${loanSubmissions.id}
      LEFT JOIN ${submissionReads} r
        ON r.submission_id = ${loanSubmissions.id} AND r.side = ${side}::thread_side
     WHERE ${owner}
       AND m.author_side::text <> ${side}
       AND (r.last_read_at IS NULL OR m.created_at > r.last_read_at)
     GROUP BY ${loanSubmissions.id}, ${loanSubmissions.inquiryId}
     ORDER BY ${loanSubmissions.inquiryId}, ${loanSubmissions.id}`);
  const rows = ((result as { rows?: UnreadRow[] }).rows ?? []).map((row) => ({
    submissionId: row.submission_id,
    inquiryId: row.inquiry_id,
    unread: Number(row.unread),
  }));
  const perInquiry = new Map<string, number>();
  for (const row of rows)
    perInquiry.set(row.inquiryId, (perInquiry.get(row.inquiryId) ?? 0) + row.unread);
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    submissions: rows,
    inquiries: [...perInquiry].map(([inquiryId, unread]) => ({ inquiryId, unread })),
  };
}
