/** Admin loan requests API and audit route (issue 13): list, search, paging, detail, 404. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { ADMIN_LOAN_REQUEST_COUNT_CAP } from "@/domain/contract/admin-loan-requests";
import {
  insertInquiry,
  insertInquiryWithSubmissions,
  insertLender,
  insertUser,
} from "../../db/factories";
import { adminClient, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "requests.admin@example.com"));
});
afterAll(() => ctx.close());

describe("GET /api/admin/loan-requests", () => {
  test("newest first, 50 a page, with the total", async () => {
    for (let i = 0; i < 53; i++) {
      await insertInquiry(ctx.db, {
        customName: `Paged Request ${i}`,
        createdAt: new Date(Date.UTC(2021, 0, 1, 0, i)),
      });
    }
    const first = (await admin.get(`${ADMIN_API.loanRequests}?q=paged%20request`)).json();
    expect(first.total).toBe(53);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].displayName).toBe("Paged Request 52");
    const third = (await admin.get(`${ADMIN_API.loanRequests}?q=paged%20request&page=2`)).json();
    expect(third.items.map((r: { customName: string }) => r.customName)).toEqual([
      "Paged Request 2",
      "Paged Request 1",
      "Paged Request 0",
    ]);
  });

  test("searches the request's email, the borrower's account email and the id's start", async () => {
    const { user } = await insertUser(ctx.db, { email: "search.owner@example.com" });
    const owned = await insertInquiry(ctx.db, { borrowerId: user.id });
    const anonymous = await insertInquiry(ctx.db, { userEmail: "Anon.Search@Example.com" });

    const byAccount = (await admin.get(`${ADMIN_API.loanRequests}?q=search.owner`)).json();
    expect(byAccount.items).toEqual([
      expect.objectContaining({
        id: owned.id,
        email: "search.owner@example.com",
        displayName: `Loan #${owned.id.slice(0, 8)}`,
      }),
    ]);
    const byEmail = (await admin.get(`${ADMIN_API.loanRequests}?q=anon.search`)).json();
    expect(byEmail.items.map((r: { id: string }) => r.id)).toEqual([anonymous.id]);
    const byId = (
      await admin.get(`${ADMIN_API.loanRequests}?q=${anonymous.id.slice(0, 8)}`)
    ).json();
    expect(byId.items.map((r: { id: string }) => r.id)).toContain(anonymous.id);
    // The id's start in any case and across its first hyphen (a key range since issue 34).
    const upper = anonymous.id.slice(0, 13).toUpperCase();
    const byLongId = (await admin.get(`${ADMIN_API.loanRequests}?q=${upper}`)).json();
    expect(byLongId.items.map((r: { id: string }) => r.id)).toEqual([anonymous.id]);
    expect(byLongId).toMatchObject({ total: 1, totalCapped: false });
  });
});

describe("GET /api/admin/loan-requests: a search in one pass or two (issue 34)", () => {
  test("the whole list's total (from the counts the writes keep) is the number of requests", async () => {
    await insertInquiry(ctx.db, { customName: "Counted one" });
    const [truth] = (
      (await ctx.db.execute(sql`select count(*)::int as n from inquiries`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const list = (await admin.get(ADMIN_API.loanRequests)).json();
    expect(list).toMatchObject({ total: truth?.n, totalCapped: false });
    expect(list.total).toBeGreaterThan(0);
  });

  test("a request matched by its name and its email is listed and counted once; past the end is empty", async () => {
    const both = await insertInquiry(ctx.db, {
      customName: "Onepass twin",
      userEmail: "onepass.twin@example.com",
      createdAt: new Date(Date.UTC(2022, 0, 2)),
    });
    const older = await insertInquiry(ctx.db, {
      customName: "Onepass older",
      createdAt: new Date(Date.UTC(2022, 0, 1)),
    });
    const found = (await admin.get(`${ADMIN_API.loanRequests}?q=onepass`)).json();
    expect(found.items.map((r: { id: string }) => r.id)).toEqual([both.id, older.id]);
    expect(found).toMatchObject({ total: 2, totalCapped: false });
    const past = (await admin.get(`${ADMIN_API.loanRequests}?q=onepass&page=2`)).json();
    expect(past).toMatchObject({ items: [], total: 2, totalCapped: false, page: 2 });
  });

  test("more matches than the count's cap: the total is capped and the page is still the newest", async () => {
    await ctx.db.execute(sql`
      insert into inquiries (custom_name, user_email, created_at)
      select 'Capped match ' || i, 'capped@example.com',
        '2023-01-01T00:00:00Z'::timestamptz + (i || ' minutes')::interval
      from generate_series(1, ${ADMIN_LOAN_REQUEST_COUNT_CAP + 5}) as i`);
    const first = (await admin.get(`${ADMIN_API.loanRequests}?q=capped%20match`)).json();
    expect(first).toMatchObject({ total: ADMIN_LOAN_REQUEST_COUNT_CAP, totalCapped: true });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].customName).toBe(`Capped match ${ADMIN_LOAN_REQUEST_COUNT_CAP + 5}`);
    expect(first.items[49].customName).toBe(`Capped match ${ADMIN_LOAN_REQUEST_COUNT_CAP - 44}`);
    const whole = (await admin.get(ADMIN_API.loanRequests)).json();
    expect(whole).toMatchObject({ total: ADMIN_LOAN_REQUEST_COUNT_CAP, totalCapped: true });
  });
});

describe("GET /api/admin/loan-requests/:id", () => {
  test("the four cards and the submissions per lender", async () => {
    const { user } = await insertUser(ctx.db, {
      email: "detail.owner@example.com",
      profile: { fullName: "Dana Owner", phone: "(512) 555-0142", creditScore: 720 },
    });
    const first = await insertLender(ctx.db, { companyName: "First Detail Lending" });
    const second = await insertLender(ctx.db, { companyName: "Second Detail Lending" });
    const { inquiry } = await insertInquiryWithSubmissions(
      ctx.db,
      {
        borrowerId: user.id,
        lenderId: first.id,
        customName: "Elm Street Flip",
        loanAmount: 250000,
        propertyState: "TX",
        propertyCity: "Austin",
        additionalNotes: "Closing in 30 days",
      },
      [{ lenderId: first.id, status: "funded" }, { lenderId: second.id }],
    );
    const response = await admin.get(ADMIN_API.loanRequest(inquiry.id));
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      displayName: "Elm Street Flip",
      borrower: {
        userId: user.id,
        email: "detail.owner@example.com",
        fullName: "Dana Owner",
        phone: "(512) 555-0142",
      },
      loan: { loanAmount: 250000, status: "pending" },
      property: { state: "TX", city: "Austin" },
      additional: {
        additionalNotes: "Closing in 30 days",
        firstLender: { id: first.id, companyName: "First Detail Lending" },
      },
    });
    expect(
      detail.submissions.map((s: { lenderName: string; status: string }) => [
        s.lenderName,
        s.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["First Detail Lending", "funded"],
        ["Second Detail Lending", "no_reply"],
      ]),
    );
  });

  test("an unknown id is 404 'Loan request not found'; a malformed id is 400", async () => {
    const missing = await admin.get(ADMIN_API.loanRequest("00000000-0000-4000-8000-000000000009"));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: "not_found", message: "Loan request not found" });
    expect((await admin.get(ADMIN_API.loanRequest("nope"))).statusCode).toBe(400);
  });
});

describe("GET /api/admin/audit", () => {
  test("lists one target's entries newest first", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Audited Lending" });
    await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), { field: "phone", value: "1" });
    await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), { field: "phone", value: "2" });
    const list = (
      await admin.get(`${ADMIN_API.audit}?targetType=lender&targetId=${lender.id}`)
    ).json();
    expect(list.total).toBe(2);
    expect(list.items.map((e: { details: { newValue: string } }) => e.details.newValue)).toEqual([
      "2",
      "1",
    ]);
    expect(list.items[0]).toMatchObject({
      action: "lender.field_update",
      targetLabel: "Audited Lending",
      actorEmail: "requests.admin@example.com",
    });
  });
});
