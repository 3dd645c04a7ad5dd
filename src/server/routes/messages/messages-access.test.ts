/** Every refusal of the thread routes: visitors, strangers, admins writing, wrong roles. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { conversation, thread, send, markRead, unread, lenderAccount } = threadApi(() => ctx);
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("who may read and write a thread", () => {
  test("visitors get 401 on every route", async () => {
    const c = await conversation("visitor");
    const visitor = ctx.client();
    expect((await thread(visitor, c.submissionId)).statusCode).toBe(401);
    expect((await send(visitor, c.submissionId, "Hi")).statusCode).toBe(401);
    expect((await markRead(visitor, c.submissionId)).statusCode).toBe(401);
    expect((await visitor.get("/api/messages/unread")).statusCode).toBe(401);
    expect((await visitor.get("/api/events")).statusCode).toBe(401);
  });

  test("another borrower and another lender get 404, as for a thread that does not exist", async () => {
    const c = await conversation("strangers");
    await send(c.borrower, c.submissionId, "Private");
    const otherBorrower = await ctx.signedInClient("strangers.other@example.com");
    const otherLender = await lenderAccount("strangers.lender2@example.com");
    for (const client of [otherBorrower, otherLender.client]) {
      expect((await thread(client, c.submissionId)).statusCode).toBe(404);
      expect((await send(client, c.submissionId, "Hi")).statusCode).toBe(404);
      expect((await markRead(client, c.submissionId)).statusCode).toBe(404);
      expect((await unread(client)).total).toBe(0);
    }
    expect((await thread(c.borrower, UNKNOWN)).statusCode).toBe(404);
    expect((await send(c.lender, UNKNOWN, "Hi")).statusCode).toBe(404);
    expect((await thread(c.borrower, "not-a-uuid")).statusCode).toBe(400);
    expect((await thread(c.lender, c.submissionId)).json().messages).toHaveLength(1);
  });

  test("pending and rejected lender accounts get 404 on a thread, 403 on counts and events", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const c = await conversation(`lender-${status}`);
      const account = await lenderAccount(`lender-${status}.x@example.com`, { status });
      expect((await thread(account.client, c.submissionId)).statusCode).toBe(404);
      expect((await account.client.get("/api/messages/unread")).statusCode).toBe(403);
      expect((await account.client.get("/api/events")).statusCode).toBe(403);
    }
  });

  test("an admin reads a thread but cannot write in it or mark it read", async () => {
    const c = await conversation("admin");
    await send(c.borrower, c.submissionId, "Visible to the admin");
    const admin = await ctx.signedInClient("admin.reader@example.com", { userType: "admin" });
    const response = await thread(admin, c.submissionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ viewerSide: null, canWrite: false });
    expect(response.json().messages).toHaveLength(1);
    const refused = await send(admin, c.submissionId, "Admin note");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("forbidden");
    expect((await markRead(admin, c.submissionId)).statusCode).toBe(403);
    expect((await admin.get("/api/messages/unread")).statusCode).toBe(403);
    expect((await admin.get("/api/events")).statusCode).toBe(403);
    expect((await thread(c.lender, c.submissionId)).json().messages).toHaveLength(1);
    expect((await thread(c.lender, c.submissionId)).json().readUntil.borrower).not.toBeNull();
  });
});
