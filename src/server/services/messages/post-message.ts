/**
 * A text message from one side of a thread. Writing means having read the thread: the
 * writer's read marker moves to the new message.
 */
import type { PostMessageBody } from "@/domain/contract/messages";
import type { Actor } from "@/domain/policies/actor";
import type { Database } from "../../db/client";
import { runWrite } from "../../db/write";
import { appendThreadEvent, type ThreadEntry } from "./append-thread-event";
import { advanceReadMarker } from "./mark-thread-read";
import { writableThread } from "./thread-access";

export async function postMessage(
  db: Database,
  actor: Actor,
  submissionId: string,
  input: PostMessageBody,
): Promise<ThreadEntry> {
  return runWrite(db, async (w) => {
    const { side } = await writableThread(w.tx, actor, submissionId);
    const entry = await appendThreadEvent(w.tx, {
      submissionId,
      side,
      authorId: actor?.userId ?? null,
      kind: "text",
      body: input.body,
    });
    await advanceReadMarker(w.tx, submissionId, side, entry.id);
    return entry;
  });
}
