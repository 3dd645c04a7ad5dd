/**
 * Read markers (read receipts, unread counts): a side has read its thread up to an entry. The
 * marker only moves forward, and to that entry's own created_at (not "now"), so an entry the
 * reader never had on screen is never counted as read.
 */
import { sql } from "drizzle-orm";
import type { ThreadSide } from "@/domain/contract/messages";
import type { Actor } from "@/domain/policies/actor";
import type { Database } from "../../db/client";
import { submissionMessages, submissionReads } from "../../db/schema";
import { runWrite, type Transaction } from "../../db/write";
import { publishSubmissionEvent } from "../../realtime/publish-submission-event";
import { writableThread } from "./thread-access";

/**
 * Moves `side`'s marker to the entry `upToMessageId` (the thread's newest when null), never
 * back; true when it moved.
 */
export async function advanceReadMarker(
  tx: Transaction,
  submissionId: string,
  side: ThreadSide,
  upToMessageId: string | null,
): Promise<boolean> {
  const entry = upToMessageId ? sql`AND ${submissionMessages.id} = ${upToMessageId}` : sql``;
  const result = await tx.execute(sql`
    INSERT INTO ${submissionReads} (submission_id, side, last_read_at)
    SELECT ${submissionId}, ${side}::thread_side, max(${submissionMessages.createdAt})
      FROM ${submissionMessages}
      WHERE ${submissionMessages.submissionId} = ${submissionId} ${entry}
      HAVING max(${submissionMessages.createdAt}) IS NOT NULL
    ON CONFLICT (submission_id, side) DO UPDATE SET last_read_at = EXCLUDED.last_read_at
      WHERE ${submissionReads.lastReadAt} < EXCLUDED.last_read_at
    RETURNING submission_id`);
  return rowsOf(result).length > 0;
}

/** Rows of `execute` on both drivers (each answers `{ rows }`). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}

/** The viewer's side has read the thread (up to an entry): receipts update live. */
export async function markThreadRead(
  db: Database,
  actor: Actor,
  submissionId: string,
  upToMessageId?: string,
): Promise<{ moved: boolean }> {
  return runWrite(db, async (w) => {
    const { side } = await writableThread(w.tx, actor, submissionId);
    const moved = await advanceReadMarker(w.tx, submissionId, side, upToMessageId ?? null);
    if (moved) await publishSubmissionEvent(w.tx, submissionId, { type: "read", side });
    return { moved };
  });
}
