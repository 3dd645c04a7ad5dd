/**
 * GET /api/messages/unread/total (issue 34): the header badge's one number, for each side
 * equal to a count(*) of the entries of the other side (or the system) after that side's read
 * marker over the caller's own threads, and refused like GET /api/messages/unread.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLoanSubmission } from "../../db/factories";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { conversation, send, markRead, unread, unreadTotal, lenderAccount } = threadApi(() => ctx);

/** The reference: a count(*) over the entries, not the counter table. */
async function counted(where: { lenderId: string } | { borrowerId: string }): Promise<number> {
  const side = "lenderId" in where ? "lender" : "borrower";
  const owner =
    "lenderId" in where
      ? sql`s.lender_id = ${where.lenderId}`
      : sql`i.borrower_id = ${where.borrowerId}`;
  const result = await ctx.db.execute(sql`
    select count(*)::int as n
      from loan_submissions s
      join inquiries i on i.id = s.inquiry_id
      left join submission_reads r on r.submission_id = s.id and r.side = ${side}
      join submission_messages m on m.submission_id = s.id
       and m.author_side::text <> ${side}
       and m.created_at > coalesce(r.last_read_at, '-infinity')
     where ${owner}`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n);
}

describe("the unread total", () => {
  test("equals a count(*) of each side's unread entries through messages and reads", async () => {
    const c = await conversation("total");
    const other = await lenderAccount("total.other@example.com", { companyName: "Total Two" });
    const second = await insertLoanSubmission(ctx.db, c.inquiryId, other.lender?.id ?? "");
    const check = async (borrower: number, lender: number, otherLender: number) => {
      expect(await unreadTotal(c.borrower)).toBe(borrower);
      expect(await counted({ borrowerId: c.borrowerId })).toBe(borrower);
      expect(await unreadTotal(c.lender)).toBe(lender);
      expect(await counted({ lenderId: c.lenderId })).toBe(lender);
      expect(await unreadTotal(other.client)).toBe(otherLender);
      expect(await counted({ lenderId: other.lender?.id ?? "" })).toBe(otherLender);
      // The same number as the full counts' total.
      expect((await unread(c.borrower)).total).toBe(borrower);
      expect((await unread(c.lender)).total).toBe(lender);
    };
    await check(0, 0, 0);
    await send(c.lender, c.submissionId, "From the first lender");
    const from = (await send(other.client, second.id, "From the second lender")).json();
    await send(other.client, second.id, "And again");
    await check(3, 0, 0);
    await markRead(c.borrower, second.id, from.id);
    await check(2, 0, 0);
    // Writing means having read the thread: the borrower's marker moves too.
    await send(c.borrower, c.submissionId, "To the first");
    await check(1, 1, 0);
    await send(c.borrower, second.id, "To the second");
    await send(c.borrower, second.id, "Again to the second");
    await check(0, 1, 2);
    await markRead(other.client, second.id);
    await check(0, 1, 0);
    await send(c.lender, c.submissionId, "A reply reads the thread");
    await check(1, 0, 0);
  });

  test("visitors get 401; pending lenders and admins 403", async () => {
    expect((await ctx.client().get("/api/messages/unread/total")).statusCode).toBe(401);
    const pending = await lenderAccount("total.pending@example.com", { status: "pending" });
    expect((await pending.client.get("/api/messages/unread/total")).statusCode).toBe(403);
    const admin = await ctx.signedInClient("total.admin@example.com", { userType: "admin" });
    expect((await admin.get("/api/messages/unread/total")).statusCode).toBe(403);
  });
});
