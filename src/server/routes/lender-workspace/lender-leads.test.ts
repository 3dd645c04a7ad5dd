/**
 * Issue 31, the lender's desk: lead cards (fields, borrower activity without other lenders),
 * search, filters, sort and paging at 10,000 requests, the private pipeline (a second lender
 * and the borrower never see it), and the CSV exports (the lender's, the admin's).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  insertBulkLeads,
  insertInquiryWithSubmissions,
  insertLender,
  insertUser,
} from "../../db/factories";
import { loanSubmissions, submissionPipelineHistory } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount } = workspaceApi(() => ctx);

type Lead = Record<string, unknown> & { submissionId: string; title: string };

describe("lead cards, pipeline and export", () => {
  let me: Awaited<ReturnType<typeof lenderAccount>>;
  let rival: Awaited<ReturnType<typeof lenderAccount>>;
  let mineId = "";
  let sharedInquiryId = "";

  beforeAll(async () => {
    me = await lenderAccount("desk.lender@example.com", { companyName: "Desk Capital" });
    rival = await lenderAccount("desk.rival@example.com", { companyName: "Rival Funding" });
    const third = await insertLender(ctx.db, { companyName: "Zqx Hidden Lending" });
    const { user } = await insertUser(ctx.db, {
      email: "desk.borrower@example.com",
      profile: { fullName: "Dana Desk", userType: "borrower" },
    });
    // An earlier deal of the same borrower, funded by a third lender.
    await insertInquiryWithSubmissions(ctx.db, { borrowerId: user.id, customName: "Old deal" }, [
      { lenderId: third.id, status: "funded" },
    ]);
    const shared = await insertInquiryWithSubmissions(
      ctx.db,
      {
        borrowerId: user.id,
        customName: '=HYPERLINK("http://evil.example.com")',
        loanAmount: 450000,
        loanPurpose: "fix_and_flip",
        propertyType: "Single Family",
        propertyCity: "Austin",
        propertyState: "Texas",
        creditScore: 720,
        experienceYears: "3-5",
        timelineNeeded: "Within 30 days",
        additionalNotes: "Roof, kitchen, baths",
      },
      [{ lenderId: me.lender?.id ?? "" }, { lenderId: rival.lender?.id ?? "" }],
    );
    sharedInquiryId = shared.inquiry.id;
    mineId = shared.submissions.find((s) => s.lenderId === me.lender?.id)?.id ?? "";
    // Two unnamed requests: their titles differ.
    await insertInquiryWithSubmissions(ctx.db, { customName: null }, [
      { lenderId: me.lender?.id ?? "" },
    ]);
    await insertInquiryWithSubmissions(ctx.db, { customName: null }, [
      { lenderId: me.lender?.id ?? "" },
    ]);
  });

  test("a lead card carries the deal and the borrower's record, naming no other lender", async () => {
    const response = await me.client.get("/api/lender-workspace/inquiries");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const list = response.json();
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    const lead = list.items.find((l: Lead) => l.submissionId === mineId);
    expect(lead).toMatchObject({
      title: `=HYPERLINK("http://evil.example.com") (Loan #${sharedInquiryId.slice(0, 8)})`,
      borrowerName: "Dana Desk",
      propertyType: "Single Family",
      propertyCity: "Austin",
      propertyState: "Texas",
      loanAmount: 450000,
      creditScore: 720,
      experienceYears: "3-5",
      timelineNeeded: "Within 30 days",
      emailConfirmed: true,
      stage: "new",
      pipelineNotes: null,
      offerState: "none",
      borrowerActivity: { otherRequests: 1, fundedDeals: 1 },
    });
    const titles = list.items.map((l: Lead) => l.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(response.body).not.toContain("Zqx Hidden");
    expect(response.body).not.toContain("Rival Funding");
  });

  test("the pipeline is the lender's own: written with history, unseen by others", async () => {
    const put = await me.client.request({
      method: "PUT",
      url: `/api/lender-workspace/inquiries/${mineId}/pipeline`,
      payload: { stage: "in_underwriting", notes: "  Appraisal ordered; zqdesk-private  " },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().pipeline).toMatchObject({
      stage: "in_underwriting",
      notes: "Appraisal ordered; zqdesk-private",
    });
    const history = await ctx.db
      .select()
      .from(submissionPipelineHistory)
      .where(eq(submissionPipelineHistory.submissionId, mineId));
    expect(history.map((h) => [h.fieldName, h.oldValue, h.newValue]).sort()).toEqual([
      ["notes", null, "Appraisal ordered; zqdesk-private"],
      ["stage", "new", "in_underwriting"],
    ]);

    // The stage filter finds it; the borrower's submission is untouched.
    const staged = (
      await me.client.get("/api/lender-workspace/inquiries?stage=in_underwriting")
    ).json();
    expect(staged.items.map((l: Lead) => l.submissionId)).toEqual([mineId]);
    const [submission] = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.id, mineId));
    expect(submission).toMatchObject({ status: "no_reply", lenderAnswer: null });

    // The second lender: 404 on the first's submission, its own copy of the request is New.
    const refused = await rival.client.request({
      method: "PUT",
      url: `/api/lender-workspace/inquiries/${mineId}/pipeline`,
      payload: { stage: "closed_lost", notes: "zqrival" },
    });
    expect(refused.statusCode).toBe(404);
    const theirs = await rival.client.get("/api/lender-workspace/inquiries");
    expect(theirs.body).not.toContain("zqdesk-private");
    expect(theirs.json().items[0]).toMatchObject({ stage: "new", pipelineNotes: null });
    const export2 = await rival.client.get("/api/lender-workspace/inquiries/export");
    expect(export2.body).not.toContain("zqdesk-private");

    // The borrower's own view has no trace of it.
    const borrower = await ctx.signedInClient("desk.borrower@example.com", {
      userType: "borrower",
    });
    const own = await borrower.get("/api/loan-requests");
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain("zqdesk-private");
    expect(own.body).not.toContain("in_underwriting");
  });

  test("the export: CSV attachment with the card's columns, filters applied, formulas inert", async () => {
    const response = await me.client.get(
      "/api/lender-workspace/inquiries/export?q=austin&stage=in_underwriting",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="lenderlane-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = response.body;
    expect(text.startsWith("\uFEFFRequest,Request ID,Borrower,Email,")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2); // the header and the one request in underwriting
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example.com"")`);
    expect(lines[1]).toContain("Dana Desk");
    expect(lines[1]).toContain("In underwriting");
    expect(lines[1]).toContain("Appraisal ordered; zqdesk-private");
  });

  test("the admin downloads users, lenders, products and loan requests; others may not", async () => {
    const admin = await ctx.signedInClient("desk.admin@example.com", { userType: "admin" });
    for (const kind of ["users", "lenders", "products", "loan-requests"]) {
      const response = await admin.get(`/api/admin/exports/${kind}`);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(response.headers["content-disposition"]).toContain(`lenderlane-${kind}-`);
      expect(response.body.startsWith("\uFEFFID,")).toBe(true);
    }
    const usersCsv = (await admin.get("/api/admin/exports/users")).body;
    expect(usersCsv).toContain("desk.borrower@example.com,Dana Desk,borrower");
    const requestsCsv = (await admin.get("/api/admin/exports/loan-requests")).body;
    expect(requestsCsv).toContain(`"'=HYPERLINK(""http://evil.example.com"")"`);
    expect((await me.client.get("/api/admin/exports/users")).statusCode).toBe(403);
    expect((await admin.get("/api/admin/exports/passwords")).statusCode).toBe(400);
  });
});

describe("paging at 10,000 requests", () => {
  let bulk: Awaited<ReturnType<typeof lenderAccount>>;

  beforeAll(async () => {
    bulk = await lenderAccount("bulk.lender@example.com", { companyName: "Bulk Lending" });
    // Request g: see insertBulkLeads (amount 100,000 + 10 g, g minutes old, Waco when g is a
    // multiple of 100, named when even, declined when a multiple of 3).
    await insertBulkLeads(ctx.db, bulk.lender?.id ?? "", 10_000);
  });

  const list = async (query: string) => {
    const response = await bulk.client.get(`/api/lender-workspace/inquiries${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Lead[]; total: number; page: number };
  };

  test("50 a page, newest first, to the last page", async () => {
    const first = await list("");
    expect(first.total).toBe(10000);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.title).toMatch(/^Loan #/); // g = 1, odd: unnamed
    expect(first.items[1]?.title).toMatch(/^Bulk deal 2 \(Loan #/);
    const last = await list("?page=200");
    expect(last.items).toHaveLength(50);
    expect(last.items[49]?.title).toMatch(/^Bulk deal 10000 /);
    expect((await list("?page=201")).items).toHaveLength(0);
  });

  test("sorts: amount, oldest unanswered", async () => {
    const byAmount = await list("?sort=amount");
    expect(byAmount.items.map((l) => l.loanAmount).slice(0, 2)).toEqual([200000, 199990]);
    const oldest = await list("?sort=oldest_unanswered");
    // g = 10000 is not declined (10000 % 3 = 1): the oldest unanswered.
    expect(oldest.items[0]?.title).toMatch(/^Bulk deal 10000 /);
    expect(oldest.items.every((l) => l.answer === null)).toBe(true);
  });

  test("filters and search", async () => {
    expect((await list("?answer=declined")).total).toBe(3333);
    expect((await list("?answer=pending")).total).toBe(6667);
    expect((await list("?q=waco")).total).toBe(100);
    expect((await list("?q=waco&answer=pending")).total).toBe(67);
    expect((await list("?offer=sent")).total).toBe(0);
    expect((await list("?unread=1")).total).toBe(0);
    const one = (await list("")).items[0];
    const prefix = String(one?.inquiryId).slice(0, 8);
    expect((await list(`?q=${prefix}`)).items.map((l) => l.inquiryId)).toContain(one?.inquiryId);
    // An unknown filter value falls back to all.
    expect((await list("?answer=maybe&sort=cheapest")).total).toBe(10000);
  });
});
