/**
 * Admin users API (issue 13): list filter/search/paging, pending panel, user detail, approval
 * in both modes, reject, bulk approval (one transaction, idempotent), with mails and audit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertInquiry, insertLender, insertUser } from "../../db/factories";
import { lenders, profiles } from "../../db/schema";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin, userId: adminId } = await adminClient(ctx, "users.admin@example.com"));
});
afterAll(() => ctx.close());

let sequence = 0;
async function pendingLender(
  fields: { companyName?: string | null; fullName?: string | null } = {},
) {
  sequence++;
  const email = `pending.${sequence}@example.com`;
  const { user } = await insertUser(ctx.db, {
    email,
    profile: {
      userType: "lender",
      approvalStatus: "pending",
      companyName: fields.companyName === undefined ? `Pending Co ${sequence}` : fields.companyName,
      fullName: fields.fullName ?? null,
      website: "https://pending.example.com",
    },
  });
  return { id: user.id, email };
}

const linkedLender = async (userId: string) =>
  (await ctx.db.select().from(lenders).where(eq(lenders.userId, userId)))[0];
const statusOf = async (userId: string) =>
  (await ctx.db.select().from(profiles).where(eq(profiles.id, userId)))[0]?.approvalStatus;

describe("approve in 'new' mode", () => {
  test("a company name another lender has (any case) is a 409 and nothing changes (issue 27)", async () => {
    await insertLender(ctx.db, { companyName: "Taken Approval Lending" });
    const user = await pendingLender({ companyName: " taken APPROVAL lending" });
    const response = await send(admin, "POST", ADMIN_API.approveUser(user.id), { mode: "new" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("lender_name_taken");
    expect(await statusOf(user.id)).toBe("pending");
    expect(await linkedLender(user.id)).toBeUndefined();
  });

  test("creates the lender record, approves, mails once, audits", async () => {
    const user = await pendingLender({ companyName: "Fresh Approval Capital" });
    // Another lender holds the slug under another name (two lenders never share a name).
    await insertLender(ctx.db, {
      companyName: "Fresh Approval Capital Old",
      slug: "fresh-approval-capital",
    });
    const response = await send(admin, "POST", ADMIN_API.approveUser(user.id), { mode: "new" });
    expect(response.statusCode).toBe(200);
    const { user: approved, changed } = response.json();
    expect(changed).toBe(true);
    expect(approved.approvalStatus).toBe("approved");
    expect(approved.lender).toMatchObject({
      companyName: "Fresh Approval Capital",
      slug: "fresh-approval-capital-2",
    });
    const lender = await linkedLender(user.id);
    expect(lender).toMatchObject({
      email: user.email,
      state: ["Unknown"],
      website: "https://pending.example.com",
    });
    expect((await ctx.mailsTo(user.email)).map((m) => m.subject)).toEqual([
      "Your LenderLane lender account is approved",
    ]);
    const [audit] = await auditOf(ctx, user.id);
    expect(audit).toMatchObject({
      action: "user.approve",
      actorId: adminId,
      targetType: "user",
      targetLabel: user.email,
      details: { mode: "new", lenderId: lender?.id, lenderCreated: true },
    });

    // Again: nothing changes, no second record, no second mail, no audit row.
    const again = await send(admin, "POST", ADMIN_API.approveUser(user.id), { mode: "new" });
    expect(again.json().changed).toBe(false);
    expect(await ctx.db.select().from(lenders).where(eq(lenders.userId, user.id))).toHaveLength(1);
    expect(await ctx.mailsTo(user.email)).toHaveLength(1);
    expect(await auditOf(ctx, user.id)).toHaveLength(1);
  });

  test.each([
    [{ companyName: "  ", fullName: "Pat Doe" }, undefined, "Pat Doe"],
    [{ companyName: null, fullName: null }, undefined, "New Company"],
    [{ companyName: "Ignored Co" }, "Typed Name Lending", "Typed Name Lending"],
  ])("company name defaults: %o with %s → %s", async (fields, typed, expected) => {
    const user = await pendingLender(fields);
    const body = typed ? { mode: "new", companyName: typed } : { mode: "new" };
    const response = await send(admin, "POST", ADMIN_API.approveUser(user.id), body);
    expect(response.json().user.lender.companyName).toBe(expected);
  });
});

describe("approve in 'existing' mode", () => {
  test("links a lender with no user; a lender with a user is refused", async () => {
    const user = await pendingLender();
    const free = await insertLender(ctx.db, { companyName: "Unlinked Choice Lending" });
    const unlinked = (await admin.get(`${ADMIN_API.unlinkedLenders}?q=unlinked%20choice`)).json();
    expect(unlinked.items.map((l: { id: string }) => l.id)).toEqual([free.id]);

    const response = await send(admin, "POST", ADMIN_API.approveUser(user.id), {
      mode: "existing",
      lenderId: free.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.lender).toMatchObject({ id: free.id });
    expect((await linkedLender(user.id))?.id).toBe(free.id);
    expect((await auditOf(ctx, free.id)).map((a) => a.action)).toEqual(["lender.update"]);
    expect(
      (await admin.get(`${ADMIN_API.unlinkedLenders}?q=unlinked%20choice`)).json().items,
    ).toEqual([]);

    const other = await pendingLender();
    const taken = await send(admin, "POST", ADMIN_API.approveUser(other.id), {
      mode: "existing",
      lenderId: free.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("lender_linked");
    expect(await statusOf(other.id)).toBe("pending");
    expect(await ctx.mailsTo(other.email)).toEqual([]);
  });

  test("needs a chosen lender (400); an unknown lender is 404 and nothing is approved", async () => {
    const user = await pendingLender();
    const none = await send(admin, "POST", ADMIN_API.approveUser(user.id), { mode: "existing" });
    expect(none.statusCode).toBe(400);
    const unknown = await send(admin, "POST", ADMIN_API.approveUser(user.id), {
      mode: "existing",
      lenderId: "00000000-0000-4000-8000-000000000009",
    });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(user.id)).toBe("pending");
  });
});

describe("reject", () => {
  test("sets rejected, mails once, audits; a borrower cannot be rejected", async () => {
    const user = await pendingLender();
    const response = await send(admin, "POST", ADMIN_API.rejectUser(user.id));
    expect(response.json()).toMatchObject({ changed: true, user: { approvalStatus: "rejected" } });
    expect(await linkedLender(user.id)).toBeUndefined();
    const again = await send(admin, "POST", ADMIN_API.rejectUser(user.id));
    expect(again.json().changed).toBe(false);
    expect(await ctx.mailsTo(user.email)).toHaveLength(1);
    expect((await auditOf(ctx, user.id)).map((a) => a.action)).toEqual(["user.reject"]);

    const { user: borrower } = await insertUser(ctx.db, { email: "reject.borrower@example.com" });
    const refused = await send(admin, "POST", ADMIN_API.rejectUser(borrower.id));
    expect(refused.statusCode).toBe(409);
  });
});

describe("bulk approve", () => {
  test("approves all in one call; the second call changes nothing and mails nobody", async () => {
    const a = await pendingLender();
    const b = await pendingLender({ companyName: null, fullName: "Bulk Person" });
    const first = await send(admin, "POST", ADMIN_API.bulkApprove, { userIds: [a.id, b.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      approved: [a.id, b.id].sort(),
      unchanged: [],
      lendersCreated: 2,
    });
    expect((await linkedLender(b.id))?.companyName).toBe("Bulk Person");

    const second = await send(admin, "POST", ADMIN_API.bulkApprove, { userIds: [a.id, b.id] });
    expect(second.json()).toEqual({
      approved: [],
      unchanged: [a.id, b.id].sort(),
      lendersCreated: 0,
    });
    expect(await ctx.mailsTo(a.email)).toHaveLength(1);
    expect(await ctx.mailsTo(b.email)).toHaveLength(1);
    expect(await auditOf(ctx, a.id)).toHaveLength(1);
  });

  test("one bad id refuses the whole batch: nothing approved, nothing created", async () => {
    const a = await pendingLender();
    const { user: borrower } = await insertUser(ctx.db, { email: "bulk.borrower@example.com" });
    const response = await send(admin, "POST", ADMIN_API.bulkApprove, {
      userIds: [a.id, borrower.id],
    });
    expect(response.statusCode).toBe(409);
    expect(await statusOf(a.id)).toBe("pending");
    expect(await linkedLender(a.id)).toBeUndefined();
    expect(await ctx.mailsTo(a.email)).toEqual([]);

    const empty = await send(admin, "POST", ADMIN_API.bulkApprove, { userIds: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe("lists and detail", () => {
  test("filters by approval status, searches, counts; the panel lists pending lenders", async () => {
    const user = await pendingLender({ companyName: "Needle Haystack Lending" });
    const found = (await admin.get(`${ADMIN_API.users}?filter=pending&q=needle%20HAYSTACK`)).json();
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect(found.total).toBe(1);
    expect(found.counts.pending).toBeGreaterThanOrEqual(1);
    const approvedOnly = (await admin.get(`${ADMIN_API.users}?filter=approved&q=needle`)).json();
    expect(approvedOnly.items).toEqual([]);

    const panel = (await admin.get(ADMIN_API.pendingLenders)).json();
    expect(panel.items.find((u: { id: string }) => u.id === user.id)).toMatchObject({
      suggestedCompanyName: "Needle Haystack Lending",
    });
    expect(
      panel.items.every((u: { approvalStatus: string }) => u.approvalStatus === "pending"),
    ).toBe(true);
  });

  test("pages newest first by 50", async () => {
    for (let i = 0; i < 52; i++) {
      await insertUser(ctx.db, {
        email: `paging.user.${i}@example.com`,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      });
    }
    const first = (await admin.get(`${ADMIN_API.users}?q=paging.user.`)).json();
    expect(first.total).toBe(52);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].email).toBe("paging.user.51@example.com");
    const second = (await admin.get(`${ADMIN_API.users}?q=paging.user.&page=2`)).json();
    expect(second.items.map((u: { email: string }) => u.email)).toEqual([
      "paging.user.1@example.com",
      "paging.user.0@example.com",
    ]);
  });

  test("user detail: info, statistics, loan requests, audit; 404 for an unknown user", async () => {
    const { user } = await insertUser(ctx.db, {
      email: "detail.borrower@example.com",
      profile: { fullName: "Dee Tail" },
    });
    await insertInquiry(ctx.db, { borrowerId: user.id, customName: "Detail Flip" });
    await insertInquiry(ctx.db, { borrowerId: user.id, archived: true });
    const detail = (await admin.get(ADMIN_API.user(user.id))).json();
    expect(detail.user).toMatchObject({
      email: "detail.borrower@example.com",
      fullName: "Dee Tail",
    });
    expect(detail.statistics).toEqual({
      loanRequests: 2,
      activeLoanRequests: 1,
      submissions: 0,
      fundedSubmissions: 0,
    });
    expect(detail.loanRequests.map((r: { displayName: string }) => r.displayName)).toContain(
      "Detail Flip",
    );
    expect(detail.audit).toEqual([]);
    const missing = await admin.get(ADMIN_API.user("00000000-0000-4000-8000-000000000009"));
    expect(missing.statusCode).toBe(404);
  });
});
