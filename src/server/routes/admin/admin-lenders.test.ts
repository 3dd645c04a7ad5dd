/**
 * Admin lenders API (issue 13): list search/sort/paging, create, full update, delete rule,
 * single-field edit (no_changes), with field history and audit rows written with each action.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import {
  buildLender,
  insertInquiry,
  insertLender,
  insertLenders,
  insertLoanSubmission,
} from "../../db/factories";
import { lenderHistory, lenders } from "../../db/schema";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin, userId: adminId } = await adminClient(ctx, "lenders.admin@example.com"));
});
afterAll(() => ctx.close());

describe("GET /api/admin/lenders", () => {
  test("the search matches the lender's contact email too (issue 28)", async () => {
    await insertLender(ctx.db, {
      companyName: "Quiet Harbor Capital",
      email: "deals@qh-lend.example.com",
    });
    const byEmail = (await admin.get(`${ADMIN_API.lenders}?q=QH-LEND`)).json();
    expect(byEmail.items.map((l: { companyName: string }) => l.companyName)).toEqual([
      "Quiet Harbor Capital",
    ]);
    const none = (await admin.get(`${ADMIN_API.lenders}?q=nobody%40nowhere`)).json();
    expect(none.total).toBe(0);
  });

  test("searches by name (any case, literally), sorts by name both ways, pages by 50", async () => {
    const names = Array.from({ length: 55 }, (_, i) => `Zeta Paging ${String(i).padStart(2, "0")}`);
    await insertLenders(
      ctx.db,
      names.map((companyName) => buildLender({ companyName })),
    );
    await insertLender(ctx.db, { companyName: "Zeta Paging 99% Funding" });

    const first = (await admin.get(`${ADMIN_API.lenders}?q=ZETA%20PAGING`)).json();
    expect(first.total).toBe(56);
    expect(first.pageSize).toBe(50);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].companyName).toBe("Zeta Paging 00");
    const second = (await admin.get(`${ADMIN_API.lenders}?q=zeta%20paging&page=2`)).json();
    expect(second.items.map((l: { companyName: string }) => l.companyName)).toEqual([
      ...names.slice(50),
      "Zeta Paging 99% Funding",
    ]);

    const desc = (await admin.get(`${ADMIN_API.lenders}?q=zeta%20paging&sort=desc`)).json();
    expect(desc.items[0].companyName).toBe("Zeta Paging 99% Funding");
    expect(desc.items[1].companyName).toBe("Zeta Paging 54");

    // % is matched literally, not as a wildcard.
    const percent = (await admin.get(`${ADMIN_API.lenders}?q=99%25`)).json();
    expect(percent.items.map((l: { companyName: string }) => l.companyName)).toEqual([
      "Zeta Paging 99% Funding",
    ]);
  });

  test("rows carry the badges' data: active, accepting leads, user, loan requests", async () => {
    const lender = await insertLender(ctx.db, {
      companyName: "Badge Row Lending",
      isActive: false,
      acceptingLeads: false,
    });
    const inquiry = await insertInquiry(ctx.db, { lenderId: lender.id });
    await insertLoanSubmission(ctx.db, inquiry.id, lender.id);
    const { items } = (await admin.get(`${ADMIN_API.lenders}?q=Badge%20Row`)).json();
    expect(items).toEqual([
      expect.objectContaining({
        id: lender.id,
        isActive: false,
        acceptingLeads: false,
        hasUser: false,
        userEmail: null,
        loanRequestCount: 1,
      }),
    ]);
  });

  test("a bad sort or page is a 400 with the field", async () => {
    const response = await admin.get(`${ADMIN_API.lenders}?sort=sideways`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});

describe("create, update and delete", () => {
  test("creates a lender with products, insert history and an audit row; slug made unique", async () => {
    // Another lender holds the slug under another name (two lenders never share a name).
    await insertLender(ctx.db, { companyName: "Created Capital Old", slug: "created-capital" });
    const form = lenderFormDefaults(null, []);
    const response = await send(admin, "POST", ADMIN_API.lenders, {
      ...form,
      companyName: "Created Capital",
      isActive: false,
      statesSourceUrl: "https://example.com/states",
      products: { bridge: { enabled: true, loanAmountMin: "100000" } },
    });
    expect(response.statusCode).toBe(201);
    const { lender, products } = response.json();
    expect(lender.slug).toBe("created-capital-2");
    expect(lender.isActive).toBe(false);
    expect(lender.statesSourceUrl).toBe("https://example.com/states");
    expect(products.map((p: { productType: string }) => p.productType)).toEqual(["bridge"]);

    const history = await ctx.db
      .select()
      .from(lenderHistory)
      .where(eq(lenderHistory.lenderId, lender.id));
    expect(history.find((h) => h.fieldName === "company_name")).toMatchObject({
      changeType: "insert",
      newValue: "Created Capital",
      changedBy: adminId,
    });
    const [audit] = await auditOf(ctx, lender.id);
    expect(audit).toMatchObject({
      action: "lender.create",
      actorId: adminId,
      actorEmail: "lenders.admin@example.com",
      targetType: "lender",
      targetLabel: "Created Capital",
    });
  });

  test("a typed slug another lender has is refused with the field, nothing written", async () => {
    await insertLender(ctx.db, { companyName: "Taken Slug Co", slug: "taken-slug" });
    const response = await send(admin, "POST", ADMIN_API.lenders, {
      ...lenderFormDefaults(null, []),
      companyName: "Another Co",
      slug: "taken-slug",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.slug).toBeDefined();
    const rows = await ctx.db.select().from(lenders).where(eq(lenders.companyName, "Another Co"));
    expect(rows).toEqual([]);
  });

  test("a blank company name is a 400 with the form's message", async () => {
    const response = await send(admin, "POST", ADMIN_API.lenders, {
      ...lenderFormDefaults(null, []),
      companyName: "  ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.companyName).toBe("Company name is required");
  });

  test("updates with the lender form and records the changed fields in the audit", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Update Me Lending" });
    const detail = (await admin.get(ADMIN_API.lender(lender.id))).json();
    const form = lenderFormDefaults(detail.lender, detail.products);
    const response = await send(admin, "PUT", ADMIN_API.lender(lender.id), {
      ...form,
      phone: "(512) 555-0199",
      isActive: false,
      productsChanged: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lender).toMatchObject({ phone: "(512) 555-0199", isActive: false });
    const [audit] = await auditOf(ctx, lender.id);
    expect(audit?.action).toBe("lender.update");
    expect(audit?.details).toMatchObject({
      fields: ["phone", "is_active"],
      productsChanged: false,
    });
    // With the values (issue 28: the trail keeps what happened).
    expect(audit?.details.changes).toContainEqual(expect.objectContaining({ field: "phone" }));
  });

  test("deletes a lender no request reached; the audit keeps its name", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Delete Me Lending" });
    const response = await send(admin, "DELETE", ADMIN_API.lender(lender.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: lender.id, companyName: "Delete Me Lending" });
    expect(await ctx.db.select().from(lenders).where(eq(lenders.id, lender.id))).toEqual([]);
    expect((await admin.get(ADMIN_API.lender(lender.id))).statusCode).toBe(404);
    const [audit] = await auditOf(ctx, lender.id);
    expect(audit).toMatchObject({ action: "lender.delete", targetLabel: "Delete Me Lending" });
  });

  test.each([
    ["sent to it", true],
    ["first addressed to it", false],
  ])(
    "refuses to delete a lender a request was %s (409, nothing changed)",
    async (_how, viaSubmission) => {
      const lender = await insertLender(ctx.db);
      const inquiry = await insertInquiry(ctx.db, { lenderId: viaSubmission ? null : lender.id });
      if (viaSubmission) await insertLoanSubmission(ctx.db, inquiry.id, lender.id);
      const response = await send(admin, "DELETE", ADMIN_API.lender(lender.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe("lender_has_loan_requests");
      expect(await ctx.db.select().from(lenders).where(eq(lenders.id, lender.id))).toHaveLength(1);
      expect(await auditOf(ctx, lender.id)).toEqual([]);
    },
  );
});

describe("PATCH /api/admin/lenders/:id/field", () => {
  test("updates one field with its history entry (date, notes, who) and an audit row", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Field Edit Lending" });
    const response = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "minimum_loan_amount",
      value: "$150,000",
      changedAt: "2026-01-15",
      notes: "From the rate sheet",
    });
    expect(response.statusCode).toBe(200);
    const { lender: updated, entry } = response.json();
    expect(updated.minimumLoanAmount).toBe(150000);
    expect(entry).toMatchObject({
      field: "minimum_loan_amount",
      oldValue: "75000",
      newValue: "150000",
      changeType: "update",
      notes: "From the rate sheet",
      changedAt: "2026-01-15T23:59:59.999Z", // a bare day: its end in UTC (issue 28)
      userEmail: "lenders.admin@example.com",
    });
    const list = (
      await admin.get(`${ADMIN_API.lenderHistory(lender.id)}?field=minimum_loan_amount`)
    ).json();
    expect(list.items).toEqual([entry]);
    const [audit] = await auditOf(ctx, lender.id);
    expect(audit).toMatchObject({
      action: "lender.field_update",
      details: { field: "minimum_loan_amount", oldValue: "75000", newValue: "150000" },
    });
  });

  test("the current value again is 409 no_changes and writes nothing", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Same Value Lending" });
    const response = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "company_name",
      value: "  Same Value Lending ",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "no_changes",
      message: "The new value is the same as the current value.",
    });
    const history = await ctx.db
      .select()
      .from(lenderHistory)
      .where(eq(lenderHistory.lenderId, lender.id));
    expect(history).toEqual([]);
    expect(await auditOf(ctx, lender.id)).toEqual([]);
  });

  test("switches and states are edited too", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Switch Lending" });
    const active = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "is_active",
      value: false,
    });
    expect(active.json().lender.isActive).toBe(false);
    const states = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "state",
      value: ["FL", "Texas"],
    });
    expect(states.statusCode).toBe(200);
    expect(states.json().lender.stateList).toEqual(["Florida", "Texas"]);
    expect(states.json().entry).toMatchObject({ oldValue: "Texas", newValue: "Florida, Texas" });
  });

  test("a value the form refuses is a 400 on `value`; an unknown field or lender is refused", async () => {
    const lender = await insertLender(ctx.db);
    const bad = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "review_score",
      value: "7",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ value: "Review score must be between 0 and 5" });
    const unknown = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field: "user_id",
      value: "x",
    });
    expect(unknown.statusCode).toBe(400);
    const missing = await send(
      admin,
      "PATCH",
      ADMIN_API.lenderField("00000000-0000-4000-8000-000000000009"),
      { field: "phone", value: "1" },
    );
    expect(missing.statusCode).toBe(404);
  });
});
