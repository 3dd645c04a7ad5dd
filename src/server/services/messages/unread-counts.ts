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
  // A lender's threads are its submissions: the requests are joined for a borrower only.
  const borrowerJoin =
    scope.side === "borrower"
      ? sql`JOIN ${inquiries} ON ${inquiries.id} = ${loanSubmissions.inquiryId}`
      : sql``;
  // Per thread, a count of the entries after the side's read marker: a range of
  // submission_messages_thread_idx read from the index alone (author_side is in its key), so
  // the cost follows the unread entries, not every entry of every thread (issue 34,
  // docs/performance.md).
  const result = await executor.execute(sql`
    SELECT ${loanSubmissions.id} AS submission_id, ${loanSubmissions.inquiryId} AS inquiry_id,
           u.unread
      FROM ${loanSubmissions}
      ${borrowerJoin}
      LEFT JOIN ${submissionReads} r
        ON r.submission_id = ${loanSubmissions.id} AND r.side = ${side}::thread_side
      CROSS JOIN LATERAL (
        SELECT count(*) AS unread FROM ${submissionMessages} m
         WHERE m.submission_id = ${loanSubmissions.id}
           AND m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
           AND m.author_side <> ${side}::message_author_side) u
     WHERE ${owner} AND u.unread > 0
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
