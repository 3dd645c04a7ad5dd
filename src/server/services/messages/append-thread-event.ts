/**
 * Appends an entry to a loan submission's thread (a text message or an offer event) inside the
 * caller's write transaction, and queues its live event in the same transaction: the users
 * following the thread hear of it when, and only if, the write commits.
 *
 *   await runWrite(db, async (w) => {
 *     const offer = ...;
 *     await appendThreadEvent(w.tx, {
 *       submissionId, side: "lender", authorId: user.id, kind: "offer_sent",
 *       body: "Offer sent: $450,000 at 10.5 %", offerId: offer.id,
 *     });
 *   });
 *
 * Entries count as unread for the other side (system entries for both), appear in the digest
 * mails and refresh both dashboards live. Validation of the text is the caller's job (the
 * database still refuses an empty body or one past MESSAGE_BODY_MAX).
 */
import type { MessageAuthorSide, MessageKind } from "@/domain/contract/messages";
import { submissionMessages } from "../../db/schema";
import type { Transaction } from "../../db/write";
import { publishSubmissionEvent } from "../../realtime/publish-submission-event";

export interface ThreadEventInput {
  submissionId: string;
  /** The side writing it; "system" for entries nobody wrote (then authorId is null). */
  side: MessageAuthorSide;
  authorId: string | null;
  kind: MessageKind;
  body: string;
  offerId?: string | null;
}

export type ThreadEntry = typeof submissionMessages.$inferSelect;

export async function appendThreadEvent(
  tx: Transaction,
  input: ThreadEventInput,
): Promise<ThreadEntry> {
  const [entry] = await tx
    .insert(submissionMessages)
    .values({
      submissionId: input.submissionId,
      authorId: input.authorId,
      authorSide: input.side,
      kind: input.kind,
      body: input.body,
      offerId: input.offerId ?? null,
    })
    .returning();
  if (!entry) throw new Error("The thread entry was not written");
  await publishSubmissionEvent(tx, input.submissionId, {
    type: "thread",
    messageId: entry.id,
    kind: entry.kind,
    authorSide: entry.authorSide,
    offerId: entry.offerId,
  });
  return entry;
}
