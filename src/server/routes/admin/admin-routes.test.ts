import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../../db/client";
import { insertInquiry, insertLender, insertUser } from "../../db/factories";
import type { Mailer } from "../../mail/mailer";
import { getAdminOverview } from "../../services/admin/get-admin-overview";
import type { FileStorage } from "../../storage/file-storage";
import { statementsDuring } from "../../test/statements";
import { createTestContext, type TestContext } from "../../test/test-app";
import adminRoutes, { type AdminRouteDeps } from "./index";

/** A route file added to the admin plugin like any other (no guard of its own). */
const probeRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app) => {
  app.get("/probe", async () => ({ reached: true }));
  app.post("/probe", async () => ({ reached: true }));
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    register: async (app) => {
      await app.register(adminRoutes, {
        prefix: "/api/admin-probe",
        // The probe reads no database and sends no mail (the real app's copy of the plugin
        // serves /api/admin).
        db: undefined as unknown as Database,
        mailer: undefined as unknown as Mailer,
        baseUrl: "http://localhost:3000",
        supportEmail: "support@example.com",
        storage: undefined as unknown as FileStorage,
        linkSecret: async () => "probe-secret",
        routes: [probeRoutes],
      });
    },
  });
});
afterAll(() => ctx.close());

const ADMIN_MESSAGE = "You don't have permission to access this page. Admin access required.";

describe("the admin plugin's hook", () => {
  test.each([
    ["GET", "/api/admin-probe/probe"],
    ["POST", "/api/admin-probe/probe"],
    ["GET", "/api/admin/overview"],
  ] as const)("%s %s answers 401 to a visitor", async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
  });

  test.each([
    ["a borrower", { userType: "borrower" }],
    ["a pending lender", { userType: "lender", approvalStatus: "pending" }],
    ["an approved lender", { userType: "lender", approvalStatus: "approved" }],
  ] as const)("answers 403 to %s, on a route added inside the plugin too", async (who, profile) => {
    const client = await ctx.signedInClient(
      `admin.hook.${who.replaceAll(" ", ".")}@example.com`,
      profile,
    );
    for (const url of ["/api/admin-probe/probe", "/api/admin/overview"]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: "forbidden", message: ADMIN_MESSAGE } });
    }
  });

  test("lets an admin through to a route added inside the plugin", async () => {
    const client = await ctx.signedInClient("admin.hook.admin@example.com", { userType: "admin" });
    const response = await client.get("/api/admin-probe/probe");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reached: true });
  });
});

describe("GET /api/admin/overview", () => {
  test("counts active lenders, inquiries, pending ones and users by type", async () => {
    const client = await ctx.signedInClient("overview.admin@example.com", { userType: "admin" });
    const before = (await client.get("/api/admin/overview")).json();

    const active = await insertLender(ctx.db, { companyName: "Overview Active Lending" });
    await insertLender(ctx.db, { companyName: "Overview Inactive Lending", isActive: false });
    await insertUser(ctx.db, {
      email: "overview.lender@example.com",
      profile: { userType: "lender" },
    });
    await insertUser(ctx.db, { email: "overview.borrower@example.com" });
    await insertInquiry(ctx.db, { lenderId: active.id, status: "pending" });
    await insertInquiry(ctx.db, { lenderId: active.id, status: "approved" });

    const response = await client.get("/api/admin/overview");
    expect(response.statusCode).toBe(200);
    // Issue 27: every /api answer to a request with a session (was "no-store").
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const after = response.json();
    const thisWeek = before.weeklyLoanRequests.at(-1);
    expect(after.weeklyLoanRequests).toHaveLength(12);
    expect(after.weeklyLoanRequests.slice(0, 11)).toEqual(before.weeklyLoanRequests.slice(0, 11));
    expect(after.weeklyLoanRequests.at(-1)).toEqual({ ...thisWeek, count: thisWeek.count + 2 });
    expect({ ...after, weeklyLoanRequests: undefined }).toEqual({
      activeLenders: before.activeLenders + 1,
      inquiries: before.inquiries + 2,
      pendingInquiries: before.pendingInquiries + 1,
      users: {
        total: before.users.total + 2,
        borrowers: before.users.borrowers + 1,
        lenders: before.users.lenders + 1,
        admins: before.users.admins,
      },
      weeklyLoanRequests: undefined,
    });
  });
});

describe("the overview's exact counts (issue 34)", () => {
  test("equal count(*) of the requests, read from row_counts without reading requests", async () => {
    await insertInquiry(ctx.db, { status: "declined" });
    await insertUser(ctx.db, {
      email: "counted.admin@example.com",
      profile: { userType: "admin" },
    });
    let overview: Awaited<ReturnType<typeof getAdminOverview>> | undefined;
    const sent = await statementsDuring(ctx.handle, async () => {
      overview = await getAdminOverview(ctx.db);
    });
    // The PGlite and the pg drivers both answer { rows }.
    const result = (await ctx.db.execute(
      sql`select (select count(*)::int from inquiries) as inquiries,
        (select count(*)::int from inquiries where status = 'pending') as pending,
        (select count(*)::int from profiles) as users,
        (select count(*)::int from profiles where user_type = 'admin') as admins`,
    )) as unknown as {
      rows: { inquiries: number; pending: number; users: number; admins: number }[];
    };
    const [truth] = result.rows;
    expect(truth?.inquiries).toBeGreaterThan(0);
    expect(overview).toMatchObject({
      inquiries: truth?.inquiries,
      pendingInquiries: truth?.pending,
      users: { total: truth?.users, admins: truth?.admins },
    });
    // Requests are not read at all: the counts and the weekly chart come from row_counts.
    expect(sent.filter((text) => /from "inquiries"/i.test(text))).toEqual([]);
    expect(sent.filter((text) => /from "row_counts"/i.test(text))).toHaveLength(2);
  });
});

describe("the overview's weekly loan requests", () => {
  test("groups by UTC week from Monday, 12 weeks, zero weeks included", async () => {
    const at = (iso: string) => insertInquiry(ctx.db, { createdAt: new Date(iso) });
    // Far in the future, so no other test's requests fall into these weeks.
    await at("2030-03-04T00:30:00Z"); // Monday
    await at("2030-03-10T23:59:00Z"); // Sunday, same week
    await at("2030-03-11T00:00:00Z"); // next Monday
    await at("2029-12-01T12:00:00Z"); // before the 12 weeks
    const { weeklyLoanRequests } = await getAdminOverview(ctx.db, new Date("2030-03-13T10:00:00Z"));
    expect(weeklyLoanRequests).toHaveLength(12);
    expect(weeklyLoanRequests[0]).toEqual({ weekStart: "2029-12-24", count: 0 });
    expect(weeklyLoanRequests.slice(-2)).toEqual([
      { weekStart: "2030-03-04", count: 2 },
      { weekStart: "2030-03-11", count: 1 },
    ]);
    expect(weeklyLoanRequests.reduce((sum, week) => sum + week.count, 0)).toBe(3);
  });
});
