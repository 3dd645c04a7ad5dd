/** A submission's thread for one reader: the latest page of entries, oldest first. */
import { and, desc, eq, lt, or } from "drizzle-orm";
import {
  THREAD_PAGE_SIZE,
  type ThreadMessage,
  type ThreadResponse,
} from "@/domain/contract/messages";
import type { Actor } from "@/domain/policies/actor";
import { canSeeTeamAuthors } from "@/domain/policies/team-policies";
import type { Database, Executor } from "../../db/client";
import { submissionMessages, submissionReads } from "../../db/schema";
import { colleagueNames } from "../lender-team/colleague-names";
import type { ThreadEntry } from "./append-thread-event";
import { readableThread } from "./thread-access";

/** What the lender's team reads of its own entries: who wrote each (issue 31). */
export interface TeamAuthorView {
  names: Map<string, string>;
  viewerId: string;
}

/**
 * The team view of `entries` for an actor on the lender's team of `lenderId`; undefined for
 * anyone else (the borrower, an admin), whose answer then has no `teamAuthor` at all.
 */
export async function teamAuthorView(
  db: Executor,
  actor: Actor,
  lenderId: string,
  entries: readonly ThreadEntry[],
): Promise<TeamAuthorView | undefined> {
  if (actor === null || !canSeeTeamAuthors(actor, { lenderId })) return undefined;
  const authors = entries.filter((e) => e.authorSide === "lender").map((e) => e.authorId);
  return { names: await colleagueNames(db, authors), viewerId: actor.userId };
}

export function toThreadMessage(entry: ThreadEntry, team?: TeamAuthorView): ThreadMessage {
  const message: ThreadMessage = {
    id: entry.id,
    kind: entry.kind,
    authorSide: entry.authorSide,
    body: entry.body,
    offerId: entry.offerId,
    createdAt: entry.createdAt.toISOString(),
  };
  if (team && entry.authorSide === "lender") {
    message.teamAuthor = {
      name: entry.authorId ? (team.names.get(entry.authorId) ?? null) : null,
      isViewer: entry.authorId === team.viewerId,
    };
  }
  return message;
}

export async function listThread(
  db: Database,
  actor: Actor,
  submissionId: string,
  before?: string,
): Promise<ThreadResponse> {
  const { thread, side } = await readableThread(db, actor, submissionId);
  let cursor = eq(submissionMessages.submissionId, submissionId);
  if (before) {
    const [anchor] = await db
      .select({ createdAt: submissionMessages.createdAt, id: submissionMessages.id })
      .from(submissionMessages)
      .where(
        and(eq(submissionMessages.id, before), eq(submissionMessages.submissionId, submissionId)),
      );
    if (anchor) {
      cursor = and(
        cursor,
        or(
          lt(submissionMessages.createdAt, anchor.createdAt),
          and(
            eq(submissionMessages.createdAt, anchor.createdAt),
            lt(submissionMessages.id, anchor.id),
          ),
        ),
      ) as typeof cursor;
    }
  }
  const rows = await db
    .select()
    .from(submissionMessages)
    .where(cursor)
    .orderBy(desc(submissionMessages.createdAt), desc(submissionMessages.id))
    .limit(THREAD_PAGE_SIZE + 1);
  const hasOlder = rows.length > THREAD_PAGE_SIZE;
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const team = await teamAuthorView(db, actor, thread.lenderId, page);
  const reads = await db
    .select()
    .from(submissionReads)
    .where(eq(submissionReads.submissionId, submissionId));
  const readUntil = (which: "borrower" | "lender") =>
    reads.find((read) => read.side === which)?.lastReadAt.toISOString() ?? null;
  return {
    submissionId: thread.submissionId,
    inquiryId: thread.inquiryId,
    lenderName: thread.lenderName,
    borrowerName: thread.borrowerName,
    viewerSide: side,
    canWrite: side !== null,
    messages: page.map((entry) => toThreadMessage(entry, team)),
    hasOlder,
    readUntil: { borrower: readUntil("borrower"), lender: readUntil("lender") },
  };
}
