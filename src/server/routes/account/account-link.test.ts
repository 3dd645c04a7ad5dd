import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertInquiry, insertInquiryWithSubmissions, insertLender } from "../../db/factories";
import { inquiries, users } from "../../db/schema";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const link = (client: TestClient) => client.post("/api/me/link-inquiries");

async function ownersOf(ids: string[]) {
  const rows = await ctx.db
    .select({ id: inquiries.id, borrowerId: inquiries.borrowerId })
    .from(inquiries)
    .where(inArray(inquiries.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.borrowerId]));
}

describe("POST /api/me/link-inquiries", () => {
  test("attaches this email's anonymous requests (any case), once, and nobody else's", async () => {
    const lender = await insertLender(ctx.db);
    const { inquiry: first, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "Linker@Example.com" },
      [{ lenderId: lender.id }],
    );
    const second = await insertInquiry(ctx.db, { userEmail: "linker@example.com" });
    const someoneElses = await insertInquiry(ctx.db, { userEmail: "other.person@example.com" });

    const client = await ctx.signedInClient("linker@example.com");
    const me = (await client.get("/api/me")).json();
    // Already owned by another account that sent it with this address: not taken over.
    const owner = (await (await ctx.signedInClient("owner@example.com")).get("/api/me")).json();
    const owned = await insertInquiry(ctx.db, {
      borrowerId: owner.user.id,
      userEmail: "linker@example.com",
    });

    const response = await link(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ linked: 2 });
    const owners = await ownersOf([first.id, second.id, someoneElses.id, owned.id]);
    expect(owners[first.id]).toBe(me.user.id);
    expect(owners[second.id]).toBe(me.user.id);
    expect(owners[someoneElses.id]).toBeNull();
    expect(owners[owned.id]).toBe(owner.user.id);
    expect(submissions[0]?.inquiryId).toBe(first.id);

    expect((await link(client)).json()).toEqual({ linked: 0 });
  });

  test("an unverified email links nothing", async () => {
    const email = "unproven@example.com";
    const anonymous = await insertInquiry(ctx.db, { userEmail: email });
    const client = await ctx.signedInClient(email);
    await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.email, email));
    expect((await link(client)).json()).toEqual({ linked: 0 });
    expect((await ownersOf([anonymous.id]))[anonymous.id]).toBeNull();
  });

  test("two calls at once link each request exactly once", async () => {
    const email = "double.click@example.com";
    await Promise.all([1, 2, 3].map(() => insertInquiry(ctx.db, { userEmail: email })));
    const client = await ctx.signedInClient(email);
    const results = await Promise.all([link(client), link(client)]);
    const counts = results.map((response) => response.json().linked as number);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  test("signed out: 401", async () => {
    expect((await link(ctx.client())).statusCode).toBe(401);
  });
});
