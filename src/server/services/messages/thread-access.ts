/**
 * Who is reading or writing a thread: the viewer as an actor (with the lender record it
 * manages, for lender accounts) and the submission's thread context. A submission the viewer
 * may not read answers 404 like one that does not exist, so ids reveal nothing; an admin (who
 * reads) trying to write gets 403.
 */

import { eq } from "drizzle-orm";
import type { ThreadSide } from "@/domain/contract/messages";
import { type Actor, isApprovedLender, toActor } from "@/domain/policies/actor";
import {
  canReadThread,
  canWriteThread,
  type ThreadRef,
  threadSideOf,
} from "@/domain/policies/message-policies";
import { DELETED_BORROWER_LABEL } from "@/domain/privacy/privacy-rules";
import type { Database, Executor } from "../../db/client";
import { inquiries, lenders, loanSubmissions, profiles } from "../../db/schema";
import { forbidden } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Viewer } from "../../plugins/auth";
import { resolveOwnLender } from "../lender-workspace/resolve-own-lender";

export const THREAD_NOT_FOUND_MESSAGE = "Conversation not found";
export const ADMIN_READ_ONLY_MESSAGE = "Admins can read conversations but not write in them.";

/** The viewer as an actor; approved lenders carry the lender record they manage. */
export async function threadActorOf(db: Database, viewer: Viewer): Promise<Actor> {
  const actor = toActor(viewer.profile);
  if (!isApprovedLender(actor)) return actor;
  const lender = await resolveOwnLender(db, viewer);
  return toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null);
}

export interface ThreadContext extends ThreadRef {
  submissionId: string;
  inquiryId: string;
  lenderName: string;
  borrowerName: string;
}

export async function loadThreadContext(
  executor: Executor,
  submissionId: string,
): Promise<ThreadContext | null> {
  const [row] = await executor
    .select({
      submissionId: loanSubmissions.id,
      inquiryId: loanSubmissions.inquiryId,
      lenderId: loanSubmissions.lenderId,
      borrowerId: inquiries.borrowerId,
      lenderName: lenders.companyName,
      borrowerName: profiles.fullName,
      borrowerDeletedAt: inquiries.borrowerDeletedAt,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .leftJoin(profiles, eq(profiles.id, inquiries.borrowerId))
    .where(eq(loanSubmissions.id, submissionId));
  if (!row) return null;
  const { borrowerDeletedAt, ...thread } = row;
  // Issue 33: a deleted borrower's thread stays for the lender, under this name.
  const borrowerName = borrowerDeletedAt
    ? DELETED_BORROWER_LABEL
    : row.borrowerName?.trim() || "Borrower";
  return { ...thread, borrowerName };
}

/** The thread the actor may read, and their side in it (null: an admin reading). */
export async function readableThread(
  executor: Executor,
  actor: Actor,
  submissionId: string,
): Promise<{ thread: ThreadContext; side: ThreadSide | null }> {
  const thread = authorize(actor, canReadThread, await loadThreadContext(executor, submissionId), {
    notFound: THREAD_NOT_FOUND_MESSAGE,
  });
  return { thread, side: threadSideOf(actor, thread) };
}

/** The thread the actor may write in, and their side: 404 for strangers, 403 for admins. */
export async function writableThread(
  executor: Executor,
  actor: Actor,
  submissionId: string,
): Promise<{ thread: ThreadContext; side: ThreadSide }> {
  const { thread, side } = await readableThread(executor, actor, submissionId);
  // Readable but not writable: an admin, told so (the thread's existence is no secret to them).
  authorize(actor, canWriteThread, thread, {
    notFound: THREAD_NOT_FOUND_MESSAGE,
    refused: () => forbidden(ADMIN_READ_ONLY_MESSAGE),
  });
  if (side === null) throw forbidden(ADMIN_READ_ONLY_MESSAGE);
  return { thread, side };
}
