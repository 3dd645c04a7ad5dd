/**
 * Issue 10 item 5: 'Complete Your Profile' runs once. Blanking the name with PATCH
 * /api/me/profile used to re-open it: a borrower then became a pending lender, a rejected
 * lender renamed its company. Also: GET /api/me answers a visitor with 200 null (not a 401).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profiles } from "../../db/schema";
import { completeProfile as complete, patchProfile as patch } from "../../test/account-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profileOf = async (client: TestClient) => (await client.get("/api/me")).json().profile;

describe("completion is recorded once", () => {
  test("completing sets completedAt; GET /api/me reports it", async () => {
    const client = await ctx.signedInClient("complete.once@example.com");
    expect((await profileOf(client)).completedAt).toBeNull();
    const response = await complete(client, { fullName: "Once Only", userType: "borrower" });
    expect(response.statusCode).toBe(200);
    const completedAt = response.json().profile.completedAt;
    expect(Number.isNaN(Date.parse(completedAt))).toBe(false);
    expect((await profileOf(client)).completedAt).toBe(completedAt);
  });

  test("a borrower can't blank the name, and can't complete again to become a lender", async () => {
    const client = await ctx.signedInClient("borrower.rerun@example.com");
    await complete(client, { fullName: "Bo Rower", userType: "borrower" });

    for (const fullName of ["", "   ", null]) {
      const blank = await patch(client, { fullName });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toMatchObject({
        code: "validation_failed",
        fields: { fullName: "Full name is required" },
      });
    }
    expect((await profileOf(client)).fullName).toBe("Bo Rower");

    const again = await complete(client, {
      fullName: "Bo Rower",
      userType: "lender",
      companyName: "Sudden Lending",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("profile_completed");
    expect(await profileOf(client)).toMatchObject({
      userType: "borrower",
      approvalStatus: null,
      companyName: null,
    });
  });

  test("a completed profile whose name is blank in the database still can't re-run it", async () => {
    const email = "rejected.rename@example.com";
    const client = await ctx.signedInClient(email, {
      userType: "lender",
      approvalStatus: "rejected",
      companyName: "Rejected Lending",
    });
    expect((await complete(client, { fullName: "Re Jected", userType: "lender" })).statusCode).toBe(
      200,
    );
    // Even a name blanked behind the API's back (older data, a direct edit) doesn't re-open it.
    await ctx.db.update(profiles).set({ fullName: null }).where(eq(profiles.email, email));
    const again = await complete(client, {
      fullName: "Re Jected",
      userType: "lender",
      companyName: "Renamed Lending",
    });
    expect(again.statusCode).toBe(409);
    expect(await profileOf(client)).toMatchObject({
      companyName: "Rejected Lending",
      approvalStatus: "rejected",
    });
  });

  test("the name can still be changed", async () => {
    const client = await ctx.signedInClient("rename.ok@example.com");
    await complete(client, { fullName: "Old Name", userType: "borrower" });
    const response = await patch(client, { fullName: "New Name" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.fullName).toBe("New Name");
  });
});

describe("GET /api/me", () => {
  test("a visitor gets 200 null, not an error, and it is not cached", async () => {
    const response = await ctx.client().get("/api/me");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  test("a signed-in user gets the user and profile, not cached", async () => {
    const response = await (await ctx.signedInClient("me.signed.in@example.com")).get("/api/me");
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe("me.signed.in@example.com");
    // Issue 27: every /api answer to a request with a session is private as well.
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  test("other account routes still answer a visitor 401", async () => {
    const visitor = ctx.client();
    expect((await patch(visitor, { fullName: "X" })).statusCode).toBe(401);
    expect((await visitor.post("/api/me/linked-inquiries/ack", {})).statusCode).toBe(401);
  });
});
