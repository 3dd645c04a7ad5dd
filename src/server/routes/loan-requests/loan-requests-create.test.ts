/**
 * POST /api/loan-requests (issue 11): a signed-in borrower's new request and its submissions in
 * one transaction, the lender's notification after the commit, who may call it, and a failure
 * in the middle of the write (nothing stored, no mail).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenders } from "../../db/schema";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = loanRequestApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;
const borrower = (profile = {}) => ctx.signedInClient(nextEmail("borrower"), profile);

describe("creating a request signed in", () => {
  test("stores the request with the profile's credit score, experience and phone; no lender, no mail", async () => {
    const email = nextEmail("wizard");
    const client = await ctx.signedInClient(email, {
      creditScore: 720,
      experienceYears: "3-5",
      phone: "(512) 555-0199",
    });
    const response = await api.create(client, { request: validRequest() });
    expect(response.statusCode, response.body).toBe(201);
    const { request } = response.json();
    expect(request).toMatchObject({
      customName: "Oak Street Flip",
      loanAmount: 250_000,
      loanPurpose: "fix_and_flip",
      investmentType: "fix_and_flip",
      propertyState: "TX",
      creditScore: 720,
      experienceYears: "3-5",
      userEmail: email,
      archived: false,
      status: "pending",
      submissions: [],
    });
    const [row] = await api.inquiriesOf(email);
    expect(row).toMatchObject({ contactPhone: "(512) 555-0199", lenderId: null });
  });

  test("values in the request win over the profile's", async () => {
    const client = await borrower({ creditScore: 720 });
    const response = await api.create(client, {
      request: validRequest({ creditScore: "680", experienceYears: "none" }),
    });
    expect(response.json().request).toMatchObject({ creditScore: 680, experienceYears: "none" });
  });

  test("with one lender: the submission is created and the lender is mailed the details", async () => {
    const { lender } = await api.lender({
      companyName: "Pecan Creek Capital",
      email: "deals@pecan.example.com",
    });
    const email = nextEmail("sender");
    const client = await ctx.signedInClient(email, { creditScore: 705 });
    const response = await api.create(client, {
      request: validRequest({ notes: "<script>alert(1)</script> & more" }),
      lenderIds: [lender.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { request } = response.json();
    expect(request.submissions).toEqual([
      expect.objectContaining({
        lenderId: lender.id,
        lenderName: "Pecan Creek Capital",
        lenderSlug: lender.slug,
        status: "no_reply",
        lenderAnswer: null,
        lenderNote: null,
        answeredAt: null,
      }),
    ]);
    const [mail] = await ctx.mailsTo("deals@pecan.example.com");
    expect(mail?.subject).toBe("New loan request: $250,000 Fix & Flip");
    for (const part of [
      "$250,000",
      "Fix & Flip",
      "Texas",
      "Credit score: 705",
      `Borrower email: ${email}`,
      "<script>alert(1)</script> & more",
      "http://localhost:3000/lender-dashboard",
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62; &#38; more");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain('name="viewport"');
  });

  test("the lender mail leaves out the credit score when none is known", async () => {
    const { lender } = await api.lender({ email: "noscore@lender.example.com" });
    const client = await borrower();
    await api.create(client, { request: validRequest(), lenderIds: [lender.id] });
    const [mail] = await ctx.mailsTo("noscore@lender.example.com");
    expect(mail?.text).not.toContain("Credit score");
  });

  test("to several lenders at once, each mailed", async () => {
    const chosen = await Promise.all(
      [1, 2, 3].map((i) => api.lender({ email: `multi${i}@lender.example.com` })),
    );
    const client = await borrower();
    const response = await api.create(client, {
      request: validRequest(),
      lenderIds: chosen.map((c) => c.lender.id),
    });
    expect(response.json().request.submissions).toHaveLength(3);
    for (const i of [1, 2, 3]) {
      expect(await ctx.mailsTo(`multi${i}@lender.example.com`)).toHaveLength(1);
    }
  });

  test("an unknown or inactive lender is 404 and nothing is written", async () => {
    const { lender } = await api.lender({ isActive: false });
    const client = await borrower();
    const before = await api.counts();
    for (const id of [lender.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await api.create(client, { request: validRequest(), lenderIds: [id] });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    expect(await api.counts()).toEqual(before);
  });

  test("more than 10 lenders, or one twice, is a 400 with a field message", async () => {
    const client = await borrower();
    const id = "00000000-0000-4000-8000-000000000001";
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000000${10 + i}`,
    );
    const tooMany = await api.create(client, { request: validRequest(), lenderIds: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.lenderIds).toBe("Choose at most 10 lenders at a time");
    const twice = await api.create(client, { request: validRequest(), lenderIds: [id, id] });
    expect(twice.json().error.fields.lenderIds).toBe("A lender is listed twice");
  });

  test("bad fields give 400 with the form's messages and write nothing", async () => {
    const client = await borrower();
    const before = await api.counts();
    const response = await api.create(client, {
      request: validRequest({ investmentType: "", propertyState: "ZZ", loanAmount: "5000" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      fields: {
        "request.investmentType": "Investment type is required",
        "request.propertyState": "State is required",
        "request.loanAmount": expect.stringContaining("10,000"),
      },
    });
    expect(await api.counts()).toEqual(before);
  });
});

describe("the dashboard's 'New Loan Request' (first active lender)", () => {
  test("goes to the first lender the dialog names (receiving-lenders), never an inactive one", async () => {
    await api.lender({ companyName: "Zenith Top Lending", reviewScore: 5 });
    await api.lender({ companyName: "Inactive Better Lending", reviewScore: 5, isActive: false });
    const client = await borrower();
    const named = await client.get(
      "/api/loan-requests/receiving-lenders?investmentType=fix_and_flip&propertyState=TX&loanAmount=250000&propertyType=Non-owner%20occupied%201-4%20family%20real%20estate",
    );
    const first = named.json().items[0].lender.companyName;
    expect(first).not.toBe("Inactive Better Lending");
    const response = await api.create(client, {
      request: validRequest(),
      useFirstActiveLender: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.submissions[0].lenderName).toBe(first);
  });

  test("with lenderIds as well it is a 400", async () => {
    const client = await borrower();
    const { lender } = await api.lender();
    const response = await api.create(client, {
      request: validRequest(),
      lenderIds: [lender.id],
      useFirstActiveLender: true,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("who may create", () => {
  test("a visitor gets 401", async () => {
    const response = await api.create(ctx.client(), { request: validRequest() });
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ["an approved lender", { userType: "lender", approvalStatus: "approved" }],
    ["an admin", { userType: "admin" }],
  ] as const)("%s gets 403 and nothing is written", async (_name, profile) => {
    const client = await ctx.signedInClient(nextEmail("business"), profile);
    const before = await api.counts();
    const response = await api.create(client, { request: validRequest() });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("forbidden");
    expect(await api.counts()).toEqual(before);
  });
});

describe("a failure in the middle of the write", () => {
  test("after the inquiry was inserted: nothing is stored and no lender is mailed", async () => {
    const { lender } = await api.lender({ email: "broken@lender.example.com" });
    // A real database failure on the second statement of the write: the submission insert.
    await ctx.db.execute(sql`
      CREATE FUNCTION fail_submission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER fail_submission BEFORE INSERT ON loan_submissions FOR EACH ROW
      WHEN (NEW.lender_id = ${sql.raw(`'${lender.id}'`)}) EXECUTE FUNCTION fail_submission()`);
    try {
      const email = nextEmail("midwrite");
      const client = await ctx.signedInClient(email);
      const before = await api.counts();
      const response = await api.create(client, {
        request: validRequest(),
        lenderIds: [lender.id],
      });
      expect(response.statusCode).toBe(500);
      expect(await api.counts()).toEqual(before);
      expect(await api.inquiriesOf(email)).toEqual([]);
      expect(await ctx.mailsTo("broken@lender.example.com")).toEqual([]);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER fail_submission ON loan_submissions`);
      await ctx.db.execute(sql`DROP FUNCTION fail_submission()`);
    }
  });
});

describe("no active lender at all", () => {
  test("the dashboard dialog gets 503 service_unavailable and nothing is written", async () => {
    const client = await borrower();
    await ctx.db.update(lenders).set({ isActive: false });
    const before = await api.counts();
    const response = await api.create(client, {
      request: validRequest(),
      useFirstActiveLender: true,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: "service_unavailable",
      message: "Please try again later.",
    });
    expect(await api.counts()).toEqual(before);
  });
});
