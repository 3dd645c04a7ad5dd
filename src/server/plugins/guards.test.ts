import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";
import {
  ADMIN_REQUIRED_MESSAGE,
  requireAdmin,
  requireApprovedLender,
  requireRole,
  requireSignedIn,
  viewerOf,
} from "./guards";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    register: (app) => {
      const reply = async (request: Parameters<typeof viewerOf>[0]) => ({
        email: (await viewerOf(request)).user.email,
      });
      app.get("/api/test/signed-in", { preHandler: requireSignedIn }, reply);
      app.get("/api/test/admin", { preHandler: requireRole("admin") }, reply);
      app.get("/api/test/lender", { preHandler: requireApprovedLender }, reply);
      app.get("/api/test/require-admin", { preHandler: requireAdmin }, reply);
    },
  });
});
afterAll(() => ctx.close());

const routes = ["/api/test/signed-in", "/api/test/admin", "/api/test/lender"] as const;

describe("guards", () => {
  test.each(routes)("%s answers 401 with the error shape when signed out", async (route) => {
    const response = await ctx.client().get(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });

  test("a borrower passes sign-in but gets 403 from admin and lender routes", async () => {
    const client = await ctx.signedInClient("guard.borrower@example.com");
    expect((await client.get("/api/test/signed-in")).statusCode).toBe(200);
    expect((await client.get("/api/test/admin")).statusCode).toBe(403);
    const lender = await client.get("/api/test/lender");
    expect(lender.statusCode).toBe(403);
    expect(lender.json().error.code).toBe("forbidden");
  });

  test("an admin reaches admin routes but not approved-lender routes", async () => {
    const client = await ctx.signedInClient("guard.admin@example.com", { userType: "admin" });
    expect((await client.get("/api/test/admin")).json()).toEqual({
      email: "guard.admin@example.com",
    });
    expect((await client.get("/api/test/lender")).statusCode).toBe(403);
  });

  test.each([
    ["pending", 403],
    ["rejected", 403],
    ["approved", 200],
  ] as const)("a lender whose approval is %s gets %i from lender routes", async (status, code) => {
    const client = await ctx.signedInClient(`guard.lender.${status}@example.com`, {
      userType: "lender",
      approvalStatus: status,
    });
    expect((await client.get("/api/test/lender")).statusCode).toBe(code);
    expect((await client.get("/api/test/admin")).statusCode).toBe(403);
  });

  test("a forged session cookie is treated as signed out", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/test/signed-in",
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expect(response.statusCode).toBe(401);
  });

  test("requireAdmin (the admin plugin's hook) answers with the spec's admin message", async () => {
    expect((await ctx.client().get("/api/test/require-admin")).statusCode).toBe(401);
    const lender = await ctx.signedInClient("guard.admin-only.lender@example.com", {
      userType: "lender",
      approvalStatus: "approved",
    });
    const refused = await lender.get("/api/test/require-admin");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: "forbidden", message: ADMIN_REQUIRED_MESSAGE },
    });
    const admin = await ctx.signedInClient("guard.admin-only.admin@example.com", {
      userType: "admin",
    });
    expect((await admin.get("/api/test/require-admin")).json()).toEqual({
      email: "guard.admin-only.admin@example.com",
    });
  });
});
