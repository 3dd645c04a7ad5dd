/**
 * A borrower's own requests (issue 11): the list, sending a request to more lenders (duplicates
 * refused with nothing written), Archive / Restore, submission statuses with 'Loan Funded!'
 * and 'Yes, decline others', and who may do each.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertInquiryWithSubmissions, insertUser } from "../../db/factories";
import { inquiries, loanSubmissions } from "../../db/schema";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = loanRequestApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;

async function borrowerWithRequest(lenderCount = 1) {
  const lenders = await Promise.all(
    Array.from({ length: lenderCount }, (_, i) =>
      api.lender({ email: `l${++n}.${i}@lender.example.com` }),
    ),
  );
  const email = nextEmail("owner");
  const client = await ctx.signedInClient(email);
  const response = await api.create(client, {
    request: validRequest(),
    lenderIds: lenders.map((l) => l.lender.id),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { client, email, request: response.json().request, lenders: lenders.map((l) => l.lender) };
}

const sendMore = (client: TestClient, id: string, lenderIds: string[]) =>
  client.post(`/api/loan-requests/${id}/submissions`, { lenderIds });

const refusals = async () => ({
  visitor: ctx.client(),
  other: await ctx.signedInClient(nextEmail("other")),
  lender: await ctx.signedInClient(nextEmail("lender"), {
    userType: "lender",
    approvalStatus: "approved",
  }),
  admin: await ctx.signedInClient(nextEmail("admin"), { userType: "admin" }),
});

/** Visitor 401, lender and admin 403, another borrower 404: the request stays unseen. */
async function expectRefused(call: (client: TestClient) => ReturnType<TestClient["get"]>) {
  const { visitor, other, lender, admin } = await refusals();
  expect((await call(visitor)).statusCode).toBe(401);
  expect((await call(lender)).statusCode).toBe(403);
  expect((await call(admin)).statusCode).toBe(403);
  const notYours = await call(other);
  expect(notYours.statusCode).toBe(404);
  expect(notYours.json().error).toMatchObject({
    code: "not_found",
    message: "Loan request not found",
  });
}

describe("GET /api/loan-requests", () => {
  test("lists only the caller's requests, newest first, archived included", async () => {
    const { user: owner } = await insertUser(ctx.db, { email: nextEmail("lister") });
    const { user: other } = await insertUser(ctx.db, { email: nextEmail("stranger") });
    const { lender } = await api.lender();
    const day = 24 * 3600 * 1000;
    const older = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: owner.id, createdAt: new Date(Date.now() - 2 * day), archived: true },
      [{ lenderId: lender.id, status: "declined" }],
    );
    const newer = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: owner.id, createdAt: new Date(Date.now() - day) },
      [],
    );
    await insertInquiryWithSubmissions(ctx.db, { borrowerId: other.id }, []);
    const client = await ctx.signedInClient(owner.email);
    const { items } = (await client.get("/api/loan-requests")).json();
    expect(items.map((i: { id: string }) => i.id)).toEqual([newer.inquiry.id, older.inquiry.id]);
    expect(items[1]).toMatchObject({ archived: true, submissions: [{ status: "declined" }] });
  });

  test("lenders and admins are refused, visitors get 401", async () => {
    const { visitor, lender, admin } = await refusals();
    expect((await visitor.get("/api/loan-requests")).statusCode).toBe(401);
    expect((await lender.get("/api/loan-requests")).statusCode).toBe(403);
    expect((await admin.get("/api/loan-requests")).statusCode).toBe(403);
  });
});

describe("sending a request to more lenders", () => {
  test("adds the submissions in one go and mails each new lender", async () => {
    const { client, request } = await borrowerWithRequest();
    const more = await Promise.all(
      [1, 2, 3].map((i) => api.lender({ email: `more${i}.${n}@lender.example.com` })),
    );
    const response = await sendMore(
      client,
      request.id,
      more.map((m) => m.lender.id),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.submissions).toHaveLength(4);
    for (const m of more) {
      expect(await ctx.mailsTo(m.lender.email ?? "")).toHaveLength(1);
    }
  });

  test("a lender already holding it: 409 already_submitted, nothing written, nobody mailed", async () => {
    const { client, request, lenders } = await borrowerWithRequest();
    const { lender: fresh } = await api.lender({ email: `fresh.${n}@lender.example.com` });
    const first = lenders[0];
    if (!first) throw new Error("no lender");
    const before = await api.counts();
    const response = await sendMore(client, request.id, [fresh.id, first.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "already_submitted",
      message: "This loan request has already been submitted to this lender.",
    });
    expect(await api.counts()).toEqual(before);
    expect(await ctx.mailsTo(fresh.email ?? "")).toEqual([]);
    expect(await ctx.mailsTo(first.email ?? "")).toHaveLength(1);
  });

  test("two calls racing to send it to the same lender: one 201, one 409, one submission", async () => {
    const { client, request } = await borrowerWithRequest();
    const { lender } = await api.lender();
    const answers = await Promise.all([
      sendMore(client, request.id, [lender.id]),
      sendMore(client, request.id, [lender.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.lenderId, lender.id));
    expect(rows).toHaveLength(1);
  });

  test("no lenders, or more than 10, is a 400", async () => {
    const { client, request } = await borrowerWithRequest();
    expect((await sendMore(client, request.id, [])).statusCode).toBe(400);
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000001${10 + i}`,
    );
    expect((await sendMore(client, request.id, eleven)).statusCode).toBe(400);
  });

  test("only by the request's borrower", async () => {
    const { request } = await borrowerWithRequest();
    const { lender } = await api.lender();
    await expectRefused((client) => sendMore(client, request.id, [lender.id]));
    const [row] = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.lenderId, lender.id));
    expect(row).toBeUndefined();
  });
});

describe("Archive and Restore", () => {
  test("the borrower archives and restores their request", async () => {
    const { client, request } = await borrowerWithRequest();
    const url = `/api/loan-requests/${request.id}`;
    const archived = await api.patch(client, url, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().request.archived).toBe(true);
    const restored = await api.patch(client, url, { archived: false });
    expect(restored.json().request.archived).toBe(false);
  });

  test("nobody else can", async () => {
    const { request } = await borrowerWithRequest();
    await expectRefused((client) =>
      api.patch(client, `/api/loan-requests/${request.id}`, { archived: true }),
    );
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, request.id));
    expect(row?.archived).toBe(false);
  });

  test("a body without archived is a 400", async () => {
    const { client, request } = await borrowerWithRequest();
    const response = await api.patch(client, `/api/loan-requests/${request.id}`, {});
    expect(response.statusCode).toBe(400);
  });
});

describe("submission statuses", () => {
  const statusUrl = (request: { id: string }, submissionId: string) =>
    `/api/loan-requests/${request.id}/submissions/${submissionId}`;
  const statuses = (request: { submissions: { lenderId: string; status: string }[] }) =>
    Object.fromEntries(request.submissions.map((s) => [s.lenderId, s.status]));

  test("any status can be set directly", async () => {
    const { client, request } = await borrowerWithRequest();
    const submission = request.submissions[0];
    const response = await api.patch(client, statusUrl(request, submission.id), {
      status: "submitted_application",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().request.submissions[0].status).toBe("submitted_application");
  });

  test("funded with 'Yes, decline others' declines every other submission of that request only", async () => {
    const { client, request, lenders } = await borrowerWithRequest(3);
    const [fundedLender, connected, alreadyDeclined] = lenders;
    if (!fundedLender || !connected || !alreadyDeclined) throw new Error("lenders missing");
    const byLender = new Map<string, string>(
      request.submissions.map((s: { lenderId: string; id: string }) => [s.lenderId, s.id]),
    );
    await api.patch(client, statusUrl(request, byLender.get(connected.id) ?? ""), {
      status: "active_communications",
    });
    await api.patch(client, statusUrl(request, byLender.get(alreadyDeclined.id) ?? ""), {
      status: "declined",
    });
    // Another request of the same borrower to the same lender stays as it is.
    const second = await api.create(client, { request: validRequest(), lenderIds: [connected.id] });
    const response = await api.patch(
      client,
      statusUrl(request, byLender.get(fundedLender.id) ?? ""),
      {
        status: "funded",
        declineOthers: true,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(statuses(response.json().request)).toEqual({
      [fundedLender.id]: "funded",
      [connected.id]: "declined",
      [alreadyDeclined.id]: "declined",
    });
    const list = (await client.get("/api/loan-requests")).json().items;
    const untouched = list.find((r: { id: string }) => r.id === second.json().request.id);
    expect(untouched.submissions[0].status).toBe("no_reply");
  });

  test("funded with 'No, keep them active' only sets funded", async () => {
    const { client, request } = await borrowerWithRequest(2);
    const [first, second] = request.submissions;
    const response = await api.patch(client, statusUrl(request, first.id), {
      status: "funded",
      declineOthers: false,
    });
    const after = statuses(response.json().request);
    expect(after[first.lenderId]).toBe("funded");
    expect(after[second.lenderId]).toBe("no_reply");
  });

  test("an unknown status is a 400; a submission of another request is a 404", async () => {
    const { client, request } = await borrowerWithRequest();
    const other = await borrowerWithRequest();
    const bad = await api.patch(client, statusUrl(request, request.submissions[0].id), {
      status: "won",
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await api.patch(client, statusUrl(request, other.request.submissions[0].id), {
      status: "funded",
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await other.client.get("/api/loan-requests")).json().items[0].submissions[0].status,
    ).toBe("no_reply");
  });

  test("only the request's borrower changes statuses", async () => {
    const { request } = await borrowerWithRequest();
    const submission = request.submissions[0];
    await expectRefused((client) =>
      api.patch(client, statusUrl(request, submission.id), { status: "funded" }),
    );
    const [row] = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.id, submission.id));
    expect(row?.status).toBe("no_reply");
  });
});
