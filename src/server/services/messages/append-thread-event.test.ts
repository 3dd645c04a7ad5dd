/**
 * appendThreadEvent inside runWrite: the entry is stored, and its live event reaches the
 * submission's borrower and lender user through LISTEN/NOTIFY only when the write commits.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LiveEvent } from "@/domain/contract/messages";
import type { DatabaseHandle } from "../../db/client";
import { insertInquiryWithSubmissions, insertLender, insertUser } from "../../db/factories";
import { submissionMessages } from "../../db/schema";
import { runWrite } from "../../db/write";
import { LiveHub } from "../../realtime/live-hub";
import { liveSourceFor } from "../../realtime/live-source";
import { openTestDatabase } from "../../test/test-database";
import { appendThreadEvent } from "./append-thread-event";

let handle: DatabaseHandle;
let hub: LiveHub;
let submissionId: string;
let borrowerId: string;
let lenderUserId: string;
let strangerId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  hub = new LiveHub(liveSourceFor(handle.db));
  const borrower = await insertUser(handle.db, { email: "thread-borrower@example.com" });
  const lenderUser = await insertUser(handle.db, {
    email: "thread-lender@example.com",
    profile: { userType: "lender", approvalStatus: "approved" },
  });
  const stranger = await insertUser(handle.db, { email: "thread-stranger@example.com" });
  const lender = await insertLender(handle.db, { userId: lenderUser.user.id });
  const { submissions } = await insertInquiryWithSubmissions(
    handle.db,
    { borrowerId: borrower.user.id },
    [{ lenderId: lender.id }],
  );
  submissionId = submissions[0]?.id ?? "";
  borrowerId = borrower.user.id;
  lenderUserId = lenderUser.user.id;
  strangerId = stranger.user.id;
});

afterAll(async () => {
  await hub.close();
  await handle.close();
});

/** Collects the events of a user; `next()` resolves with the next one. */
async function follow(userId: string) {
  const received: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  const stop = await hub.subscribe(userId, {
    event(event) {
      const resolve = waiting.shift();
      if (resolve) resolve(event);
      else received.push(event);
    },
    resync() {},
  });
  return {
    stop,
    received,
    next: () =>
      new Promise<LiveEvent>((resolve) => {
        const queued = received.shift();
        if (queued) resolve(queued);
        else waiting.push(resolve);
      }),
  };
}

describe("appendThreadEvent", () => {
  test("stores the entry and tells the borrower and the lender user once it commits", async () => {
    const borrower = await follow(borrowerId);
    const lender = await follow(lenderUserId);
    const stranger = await follow(strangerId);
    const entry = await runWrite(handle.db, (w) =>
      appendThreadEvent(w.tx, {
        submissionId,
        side: "lender",
        authorId: lenderUserId,
        kind: "offer_sent",
        body: "Offer sent: $240,000 at 10.5%",
        offerId: "7b0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a11",
      }),
    );
    const expected = {
      type: "thread",
      submissionId,
      messageId: entry.id,
      kind: "offer_sent",
      authorSide: "lender",
      offerId: "7b0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a11",
    };
    expect(await borrower.next()).toMatchObject(expected);
    expect(await lender.next()).toMatchObject(expected);
    const [stored] = await handle.db
      .select()
      .from(submissionMessages)
      .where(eq(submissionMessages.id, entry.id));
    expect(stored).toMatchObject({
      authorSide: "lender",
      kind: "offer_sent",
      authorId: lenderUserId,
    });
    expect(stranger.received).toEqual([]);
    borrower.stop();
    lender.stop();
    stranger.stop();
  });

  test("a rolled-back write stores nothing and publishes nothing", async () => {
    const borrower = await follow(borrowerId);
    await expect(
      runWrite(handle.db, async (w) => {
        await appendThreadEvent(w.tx, {
          submissionId,
          side: "borrower",
          authorId: borrowerId,
          kind: "text",
          body: "This write is rolled back",
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const committed = await runWrite(handle.db, (w) =>
      appendThreadEvent(w.tx, {
        submissionId,
        side: "borrower",
        authorId: borrowerId,
        kind: "text",
        body: "This one is committed",
      }),
    );
    // Notifications arrive in commit order: the first one the borrower hears is the second write.
    expect(await borrower.next()).toMatchObject({ messageId: committed.id, kind: "text" });
    const bodies = (
      await handle.db
        .select({ body: submissionMessages.body })
        .from(submissionMessages)
        .where(eq(submissionMessages.submissionId, submissionId))
    ).map((row) => row.body);
    expect(bodies).not.toContain("This write is rolled back");
    borrower.stop();
  });
});
