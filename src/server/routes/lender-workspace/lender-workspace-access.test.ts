import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertInquiryWithSubmissions, insertLender } from "../../db/factories";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, put, answer, formOf } = workspaceApi(() => ctx);

describe("who may use the lender workspace", () => {
  test("visitors get 401; borrowers, pending and rejected lenders 403 on every route", async () => {
    const visitor = ctx.client();
    expect((await visitor.get("/api/lender-workspace")).statusCode).toBe(401);
    expect((await visitor.get("/api/lender-workspace/inquiries")).statusCode).toBe(401);

    const borrower = await ctx.signedInClient("ws.borrower@example.com");
    const pending = await lenderAccount("ws.pending@example.com", { status: "pending" });
    const rejected = await lenderAccount("ws.rejected@example.com", { status: "rejected" });
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "someone@example.com" },
      [{ lenderId: pending.lender?.id ?? "" }, { lenderId: rejected.lender?.id ?? "" }],
    );
    expect(inquiry.id).toBeTruthy();

    for (const [client, own] of [
      [borrower, pending],
      [pending.client, pending],
      [rejected.client, rejected],
    ] as const) {
      const lenderId = own.lender?.id ?? "";
      expect((await client.get("/api/lender-workspace")).statusCode).toBe(403);
      expect((await client.get("/api/lender-workspace/inquiries")).statusCode).toBe(403);
      const form = await formOf(lenderId, own.lender ?? {});
      expect((await put(client, lenderId, { ...form, companyName: "Hijacked" })).statusCode).toBe(
        403,
      );
      const submission = submissions.find((s) => s.lenderId === lenderId);
      expect(
        (await answer(client, submission?.id ?? "", { answer: "interested" })).statusCode,
      ).toBe(403);
    }
  });

  test("a lender can neither edit, read inquiries of, nor answer for another lender", async () => {
    const mine = await lenderAccount("ws.mine@example.com", { companyName: "Mine Capital" });
    const theirs = await lenderAccount("ws.theirs@example.com", { companyName: "Theirs Capital" });
    const unlinked = await insertLender(ctx.db, { companyName: "Nobody's Lending" });
    const sentToThem = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "borrower.x@example.com", customName: "Their request" },
      [{ lenderId: theirs.lender?.id ?? "" }],
    );
    const sentToMe = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "borrower.y@example.com", customName: "My request" },
      [{ lenderId: mine.lender?.id ?? "" }],
    );

    const workspace = (await mine.client.get("/api/lender-workspace")).json();
    expect(workspace.lender).toMatchObject({ id: mine.lender?.id, companyName: "Mine Capital" });

    const inquiries = (await mine.client.get("/api/lender-workspace/inquiries")).json();
    expect(inquiries.items.map((i: { customName: string }) => i.customName)).toEqual([
      "My request",
    ]);
    expect(sentToMe.submissions).toHaveLength(1);

    for (const target of [theirs.lender, unlinked]) {
      const form = await formOf(target?.id ?? "", target ?? {});
      const response = await put(mine.client, target?.id ?? "", { ...form, companyName: "Taken" });
      expect(response.statusCode).toBe(403);
    }
    const missing = await put(mine.client, "00000000-0000-4000-8000-000000000000", {
      companyName: "Ghost",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("No lender profile found to update.");

    const foreign = await answer(mine.client, sentToThem.submissions[0]?.id ?? "", {
      answer: "interested",
    });
    expect(foreign.statusCode).toBe(404);
  });

  test("an approved account without a linked record sees no lender and no inquiries", async () => {
    const lone = await lenderAccount("ws.lone@example.com", { record: false });
    const workspace = (await lone.client.get("/api/lender-workspace")).json();
    expect(workspace).toEqual({ lender: null, products: [], seatRole: null, views: null });
    expect((await lone.client.get("/api/lender-workspace/inquiries")).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });

  test("an unlinked record with the account's verified email is linked to it", async () => {
    const record = await insertLender(ctx.db, {
      companyName: "Email Matched Lending",
      email: "WS.Matched@example.com",
    });
    const matched = await lenderAccount("ws.matched@example.com", { record: false });
    const workspace = (await matched.client.get("/api/lender-workspace")).json();
    expect(workspace.lender).toMatchObject({ id: record.id, companyName: "Email Matched Lending" });
    // Linked now: the account may edit it.
    const form = await formOf(record.id, { ...record });
    const saved = await put(matched.client, record.id, { ...form, phone: "(512) 555-0100" });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  test("bad input is a 400 with field messages", async () => {
    const me = await lenderAccount("ws.bad@example.com");
    const form = await formOf(me.lender?.id ?? "", me.lender ?? {});
    const response = await put(me.client, me.lender?.id ?? "", {
      ...form,
      companyName: " ",
      yearsInBusiness: "1.5",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {}).sort()).toEqual([
      "companyName",
      "yearsInBusiness",
    ]);
  });
});
