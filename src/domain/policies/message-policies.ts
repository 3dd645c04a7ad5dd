/**
 * Submission threads (issue 15): only the request's borrower and the users of the submission's
 * lender read and write a thread; admins read it, never write. The lender side needs an
 * approved lender account managing that lender record (actor.lenderId, looked up by the
 * server).
 */
import type { ThreadSide } from "../contract/messages";
import { type Actor, isAdmin, isApprovedLender, type SignedInActor } from "./actor";
import { ownLenderScope } from "./lender-policies";

/** The submission fields that decide who takes part in its thread. */
export interface ThreadRef {
  /** The request's owner; null while an anonymous request is not linked to an account. */
  borrowerId: string | null;
  /** The submission's lender record. */
  lenderId: string;
}

/** The side the actor writes on in this thread, or null when they are not part of it. */
export function threadSideOf(actor: Actor, thread: ThreadRef): ThreadSide | null {
  if (actor === null) return null;
  if (
    actor.userType === "borrower" &&
    thread.borrowerId !== null &&
    thread.borrowerId === actor.userId
  ) {
    return "borrower";
  }
  if (isApprovedLender(actor) && actor.lenderId != null && actor.lenderId === thread.lenderId) {
    return "lender";
  }
  return null;
}

/** Reading a thread: its two sides, and admins (read-only). */
export function canReadThread(actor: Actor, thread: ThreadRef): boolean {
  return threadSideOf(actor, thread) !== null || isAdmin(actor);
}

/** Writing in a thread (messages, read receipts): its two sides only, never an admin. */
export function canWriteThread(actor: Actor, thread: ThreadRef): boolean {
  return threadSideOf(actor, thread) !== null;
}

/** Having threads of one's own (unread counts, the live stream): borrowers, approved lenders. */
export function canHaveThreads(actor: Actor): boolean {
  return actor !== null && (actor.userType === "borrower" || isApprovedLender(actor));
}

/** The threads of one's own, as the filter the server's query applies (see ownThreadsScope). */
export type ThreadsScope =
  | { side: "borrower"; borrowerId: string }
  | { side: "lender"; lenderId: string };

/**
 * Lists of one's threads (unread counts): a borrower's are those of its own requests, an
 * approved lender's those of the submissions to the record it manages (threadSideOf's two
 * sides, as a filter). Null: no threads (an approved lender managing no record, anyone else).
 */
export function ownThreadsScope(actor: Actor): ThreadsScope | null {
  if (actor?.userType === "borrower") return { side: "borrower", borrowerId: actor.userId };
  const lender = ownLenderScope(actor);
  return lender ? { side: "lender", lenderId: lender.lenderId } : null;
}

/**
 * Who is pushed a submission's live events (answers, offers, messages, read receipts): of the
 * users the submission names (its request's borrower, its lender's user), those who take part
 * in its thread, once each. Admins read threads but follow none live.
 */
export function liveAudienceOf(thread: ThreadRef, candidates: readonly Actor[]): string[] {
  const followers = candidates.filter(
    (actor): actor is SignedInActor => actor !== null && threadSideOf(actor, thread) !== null,
  );
  return [...new Set(followers.map((actor) => actor.userId))];
}
