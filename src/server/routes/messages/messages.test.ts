/**
 * Submission threads over HTTP: messages both ways (newest at the bottom, text kept as text),
 * read receipts per side, unread counts per submission, request and in total.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MESSAGE_BODY_MAX } from "@/domain/contract/messages";
import { insertLoanSubmission } from "../../db/factories";
import { runWrite } from "../../db/write";
import { appendThreadEvent } from "../../services/messages/append-thread-event";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { conversation, thread, send, markRead, unread, lenderAccount } = threadApi(() => ctx);

describe("messages", () => {
  test("both sides write; the thread lists the entries oldest first, as text", async () => {
    const c = await conversation("order");
    const first = await send(c.borrower, c.submissionId, "  Hello, is the rate negotiable?  ");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: "text",
      authorSide: "borrower",
      body: "Hello, is the rate negotiable?",
    });
    const html = "<b>Yes</b> <script>alert(1)</script> & more";
    expect((await send(c.lender, c.submissionId, html)).statusCode).toBe(201);

    for (const client of [c.borrower, c.lender]) {
      const response = await thread(client, c.submissionId);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const body = response.json();
      expect(body.messages.map((m: { body: string }) => m.body)).toEqual([
        "Hello, is the rate negotiable?",
        html,
      ]);
      expect(body).toMatchObject({
        lenderName: "order Capital",
        borrowerName: "Dana Borrower",
        canWrite: true,
        hasOlder: false,
      });
    }
    expect((await thread(c.borrower, c.submissionId)).json().viewerSide).toBe("borrower");
    expect((await thread(c.lender, c.submissionId)).json().viewerSide).toBe("lender");
  });

  test("an empty message or one past 5,000 characters gets 400 with a field message", async () => {
    const c = await conversation("length");
    for (const body of ["", "   ", "x".repeat(MESSAGE_BODY_MAX + 1)]) {
      const response = await send(c.borrower, c.submissionId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.body).toBeTruthy();
    }
    expect((await send(c.borrower, c.submissionId, 42)).statusCode).toBe(400);
    expect((await send(c.borrower, c.submissionId, "x".repeat(MESSAGE_BODY_MAX))).statusCode).toBe(
      201,
    );
    expect((await thread(c.lender, c.submissionId)).json().messages).toHaveLength(1);
  });

  test("offer events written by appendThreadEvent appear in the thread and count as unread", async () => {
    const c = await conversation("offers");
    await runWrite(ctx.db, (w) =>
      appendThreadEvent(w.tx, {
        submissionId: c.submissionId,
        side: "lender",
        authorId: c.lenderUserId,
        kind: "offer_sent",
        body: "Offer sent: $240,000 at 10.5%",
      }),
    );
    const body = (await thread(c.borrower, c.submissionId)).json();
    expect(body.messages).toMatchObject([{ kind: "offer_sent", authorSide: "lender" }]);
    expect((await unread(c.borrower)).total).toBe(1);
    expect((await unread(c.lender)).total).toBe(0);
  });
});

describe("read receipts and unread counts", () => {
  test("counts go up with the other side's messages and back to zero once read", async () => {
    const c = await conversation("counts");
    expect(await unread(c.borrower)).toEqual({ total: 0, submissions: [], inquiries: [] });
    await send(c.lender, c.submissionId, "First");
    const second = (await send(c.lender, c.submissionId, "Second")).json();
    expect(await unread(c.borrower)).toEqual({
      total: 2,
      submissions: [{ submissionId: c.submissionId, inquiryId: c.inquiryId, unread: 2 }],
      inquiries: [{ inquiryId: c.inquiryId, unread: 2 }],
    });
    // The writer has read its own thread.
    expect((await unread(c.lender)).total).toBe(0);

    const before = (await thread(c.lender, c.submissionId)).json();
    expect(before.readUntil.borrower).toBeNull();
    expect((await markRead(c.borrower, c.submissionId)).statusCode).toBe(204);
    expect((await unread(c.borrower)).total).toBe(0);
    const after = (await thread(c.lender, c.submissionId)).json();
    expect(after.readUntil.borrower).toBe(second.createdAt);

    // Reading (the GET) alone does not mark read; a reply does.
    await send(c.borrower, c.submissionId, "Thanks!");
    expect((await unread(c.lender)).total).toBe(1);
    await send(c.lender, c.submissionId, "You're welcome");
    expect((await unread(c.lender)).total).toBe(0);
  });

  test("marking read up to an entry leaves the later ones unread; the marker never goes back", async () => {
    const c = await conversation("upto");
    const first = (await send(c.lender, c.submissionId, "One")).json();
    await send(c.lender, c.submissionId, "Two");
    await send(c.lender, c.submissionId, "Three");
    expect((await markRead(c.borrower, c.submissionId, first.id)).statusCode).toBe(204);
    expect((await unread(c.borrower)).total).toBe(2);
    await markRead(c.borrower, c.submissionId);
    await markRead(c.borrower, c.submissionId, first.id);
    expect((await unread(c.borrower)).total).toBe(0);
  });

  test("per request counts add up the request's submissions", async () => {
    const c = await conversation("sum");
    const other = await lenderAccount("sum.other@example.com", { companyName: "Other Capital" });
    const second = await insertLoanSubmission(ctx.db, c.inquiryId, other.lender?.id ?? "");
    await send(c.lender, c.submissionId, "From the first lender");
    await send(other.client, second.id, "From the second lender");
    await send(other.client, second.id, "And again");
    const counts = await unread(c.borrower);
    expect(counts.total).toBe(3);
    expect(counts.inquiries).toEqual([{ inquiryId: c.inquiryId, unread: 3 }]);
    expect(counts.submissions).toHaveLength(2);
    expect((await unread(other.client)).total).toBe(0);
  });
});
