/**
 * Unread entries of a user's threads: entries written by the other side (or the system) after
 * the user's side's read marker. Read markers are per side, not per person: the members of a
 * lender's team share the lender's marker, so they share its counts. Borrowers count the
 * threads of their own requests, approved lenders those of the submissions to the lender
 * record they manage: the policy's scope (ownThreadsScope, src/domain/policies/message-policies).
 *
 * The counts are not counted here: submission_unread holds each thread's count per side, kept
 * exact by triggers in every transaction that writes an entry or a read marker (migration
 * 0040), and holds rows only for threads with unread entries. A lender's counts are one range
 * of submission_unread_lender_idx (index only, in the answer's order), whatever the number of
 * its threads; a borrower's are a lookup per submission of its requests (issue 34,
 * docs/performance.md).
 */
import { sql } from "drizzle-orm";
import type { UnreadCounts, UnreadTotal } from "@/domain/contract/messages";
import type { ThreadsScope } from "@/domain/policies/message-policies";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions, submissionUnread } from "../../db/schema";

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
  const result =
    scope.side === "lender"
      ? await executor.execute(sql`
          SELECT u.submission_id, u.inquiry_id, u.n AS unread
            FROM ${submissionUnread} u
           WHERE u.lender_id = ${scope.lenderId} AND u.side = 'lender'
           ORDER BY u.lender_id, u.inquiry_id, u.submission_id`)
      : await executor.execute(sql`
          SELECT u.submission_id, u.inquiry_id, u.n AS unread
            FROM ${inquiries}
            JOIN ${loanSubmissions} ON ${loanSubmissions.inquiryId} = ${inquiries.id}
            JOIN ${submissionUnread} u
              ON u.submission_id = ${loanSubmissions.id} AND u.side = 'borrower'
           WHERE ${inquiries.borrowerId} = ${scope.borrowerId}
           ORDER BY u.inquiry_id, u.submission_id`);
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

/**
 * The side's unread entries over all its threads (the header badge): a sum over the same
 * counter rows as unreadCounts, computed in the database, so the answer is one number
 * whatever the number of threads. A lender's is an index-only sum over its range of
 * submission_unread_lender_idx.
 */
export async function unreadTotal(
  executor: Executor,
  scope: ThreadsScope | null,
): Promise<UnreadTotal> {
  if (scope === null) return { total: 0 };
  const result =
    scope.side === "lender"
      ? await executor.execute(sql`
          SELECT coalesce(sum(u.n), 0) AS total
            FROM ${submissionUnread} u
           WHERE u.lender_id = ${scope.lenderId} AND u.side = 'lender'`)
      : await executor.execute(sql`
          SELECT coalesce(sum(u.n), 0) AS total
            FROM ${inquiries}
            JOIN ${loanSubmissions} ON ${loanSubmissions.inquiryId} = ${inquiries.id}
            JOIN ${submissionUnread} u
              ON u.submission_id = ${loanSubmissions.id} AND u.side = 'borrower'
           WHERE ${inquiries.borrowerId} = ${scope.borrowerId}`);
  const row = (result as { rows?: { total: number | string | null }[] }).rows?.[0];
  return { total: Number(row?.total ?? 0) };
}
