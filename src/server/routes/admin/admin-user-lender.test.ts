/**
 * POST /api/admin/users/:id/lender (issue 27): an approved lender account with no lender
 * record gets one from the user detail, linked or created, with history and audit entries and
 * no mail; refused for a record that has a user (409 lender_linked), an account that manages a
 * record already or is not approved (409), and for anyone but an admin (401/403).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertLender, insertUser } from "../../db/factories";
import { lenderHistory, lenders } from "../../db/schema";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "user-lender.admin@example.com"));
});
afterAll(() => ctx.close());

let sequence = 0;
async function lenderAccount(approvalStatus: "approved" | "pending" = "approved") {
  sequence++;
  const email = `user-lender.${sequence}@example.com`;
  const { user } = await insertUser(ctx.db, {
    email,
    profile: {
      userType: "lender",
      approvalStatus,
      companyName: `Account Co ${sequence}`,
      website: "https://account.example.com",
    },
  });
  return { id: user.id, email };
}
const managedBy = async (userId: string) =>
  ctx.db.select().from(lenders).where(eq(lenders.userId, userId));

describe("link an existing lender record", () => {
  test("links an unlinked record: history, audit on the user and the lender, no mail", async () => {
    const account = await lenderAccount();
    const free = await insertLender(ctx.db, { companyName: "Free Record Lending" });
    const response = await send(admin, "POST", ADMIN_API.userLender(account.id), {
      mode: "existing",
      lenderId: free.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      changed: true,
      user: { id: account.id, approvalStatus: "approved", lender: { id: free.id } },
    });
    expect((await managedBy(account.id)).map((l) => l.id)).toEqual([free.id]);
    const history = await ctx.db
      .select()
      .from(lenderHistory)
      .where(eq(lenderHistory.lenderId, free.id));
    expect(history.map((h) => h.fieldName)).toContain("user_id");
    expect((await auditOf(ctx, account.id)).map((a) => a.action)).toEqual(["user.lender_link"]);
    expect((await auditOf(ctx, account.id))[0]?.details).toMatchObject({
      mode: "existing",
      lenderId: free.id,
      lenderCreated: false,
    });
    expect((await auditOf(ctx, free.id)).map((a) => a.action)).toEqual(["lender.update"]);
    expect(await ctx.mailsTo(account.email)).toEqual([]);
  });

  test("a record linked to another account is refused 409 lender_linked, nothing changes", async () => {
    const owner = await lenderAccount();
    const taken = await insertLender(ctx.db, {
      companyName: "Taken Record Lending",
      userId: owner.id,
    });
    const account = await lenderAccount();
    const response = await send(admin, "POST", ADMIN_API.userLender(account.id), {
      mode: "existing",
      lenderId: taken.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("lender_linked");
    expect(await managedBy(account.id)).toEqual([]);
    expect((await managedBy(owner.id)).map((l) => l.id)).toEqual([taken.id]);
    expect(await auditOf(ctx, account.id)).toEqual([]);
  });
});

describe("create a lender record", () => {
  test("prefilled with the account's company name, its email, phone and website", async () => {
    const account = await lenderAccount();
    const response = await send(admin, "POST", ADMIN_API.userLender(account.id), { mode: "new" });
    expect(response.statusCode, response.body).toBe(200);
    const [created] = await managedBy(account.id);
    expect(created).toMatchObject({
      companyName: `Account Co ${sequence}`,
      email: account.email,
      website: "https://account.example.com",
    });
    expect(response.json().user.lender).toMatchObject({ id: created?.id });
    expect((await auditOf(ctx, account.id))[0]).toMatchObject({
      action: "user.lender_link",
      details: { mode: "new", lenderCreated: true },
    });
    expect((await auditOf(ctx, created?.id ?? "")).map((a) => a.action)).toEqual(["lender.create"]);
  });

  test("a name given by the admin is used", async () => {
    const account = await lenderAccount();
    await send(admin, "POST", ADMIN_API.userLender(account.id), {
      mode: "new",
      companyName: "Renamed By Admin Capital",
    });
    expect((await managedBy(account.id))[0]?.companyName).toBe("Renamed By Admin Capital");
  });
});

describe("refusals", () => {
  test("an account that already manages a record: 409 conflict, no second record", async () => {
    const account = await lenderAccount();
    await send(admin, "POST", ADMIN_API.userLender(account.id), { mode: "new" });
    const again = await send(admin, "POST", ADMIN_API.userLender(account.id), { mode: "new" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("conflict");
    expect(await managedBy(account.id)).toHaveLength(1);
  });

  test("a pending account (approve it instead) or a borrower: 409; unknown user 404", async () => {
    const pending = await lenderAccount("pending");
    const refused = await send(admin, "POST", ADMIN_API.userLender(pending.id), { mode: "new" });
    expect(refused.statusCode).toBe(409);
    expect(await managedBy(pending.id)).toEqual([]);

    const { user: borrower } = await insertUser(ctx.db, {
      email: "user-lender.borrower@example.com",
      profile: { userType: "borrower" },
    });
    expect(
      (await send(admin, "POST", ADMIN_API.userLender(borrower.id), { mode: "new" })).statusCode,
    ).toBe(409);
    expect(
      (
        await send(admin, "POST", ADMIN_API.userLender("00000000-0000-4000-8000-000000000009"), {
          mode: "new",
        })
      ).statusCode,
    ).toBe(404);
  });

  test("not an admin: 401 signed out, 403 for a lender or borrower; nothing created", async () => {
    const account = await lenderAccount();
    const visitor = ctx.client();
    expect(
      (await send(visitor, "POST", ADMIN_API.userLender(account.id), { mode: "new" })).statusCode,
    ).toBe(401);
    const lender = await ctx.signedInClient("user-lender.lender@example.com", {
      userType: "lender",
      approvalStatus: "approved",
    });
    const borrower = await ctx.signedInClient("user-lender.b@example.com");
    for (const client of [lender, borrower]) {
      const response = await send(client, "POST", ADMIN_API.userLender(account.id), {
        mode: "new",
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await managedBy(account.id)).toEqual([]);
  });
});
