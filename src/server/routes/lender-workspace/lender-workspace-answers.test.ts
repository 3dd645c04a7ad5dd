import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertInquiryWithSubmissions, insertLender, insertUser } from "../../db/factories";
import { inquiries, loanSubmissions, profiles, users } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { setLenderApproval } from "../../services/lender-workspace/set-lender-approval";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, answer } = workspaceApi(() => ctx);

const submissionOf = async (id: string) =>
  (await ctx.db.select().from(loanSubmissions).where(eq(loanSubmissions.id, id)))[0];

describe("answering an inquiry", () => {
  test("Interested: the submission moves to Connected, the borrower is mailed", async () => {
    const me = await lenderAccount("ans.lender@example.com", { companyName: "Answering Capital" });
    const other = await insertLender(ctx.db, { companyName: "Other Lending" });
    const borrowerClient = await ctx.signedInClient("ans.borrower@example.com", {
      userType: "borrower",
    });
    const [borrower] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, "ans.borrower@example.com"));
    if (!borrower) throw new Error("no borrower");
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      {
        borrowerId: borrower.id,
        userEmail: null,
        customName: "Elm Street flip",
        lenderId: me.lender?.id ?? null,
      },
      [{ lenderId: me.lender?.id ?? "" }, { lenderId: other.id }],
    );
    const mine = submissions.find((s) => s.lenderId === me.lender?.id) ?? (undefined as never);

    const listed = (await me.client.get("/api/lender-workspace/inquiries")).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      submissionId: mine.id,
      customName: "Elm Street flip",
      userEmail: "ans.borrower@example.com",
      status: "pending",
      answer: null,
    });

    const response = await answer(me.client, mine.id, {
      answer: "interested",
      note: "  Happy to fund this; send the scope of work.  ",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inquiry).toMatchObject({
      status: "approved",
      answer: "interested",
      note: "Happy to fund this; send the scope of work.",
    });
    expect(await submissionOf(mine.id)).toMatchObject({
      status: "active_communications",
      lenderAnswer: "interested",
      lenderNote: "Happy to fund this; send the scope of work.",
    });
    // The request was first addressed to this lender: its own status and note follow.
    const [stored] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(stored).toMatchObject({
      status: "approved",
      lenderNotes: "Happy to fund this; send the scope of work.",
    });
    // The other lender's submission is untouched.
    const theirs = submissions.find((s) => s.lenderId === other.id) ?? (undefined as never);
    expect(await submissionOf(theirs.id)).toMatchObject({ status: "no_reply", lenderAnswer: null });

    // The borrower's own list (loan request API) shows this lender's answer on its row.
    const own = (await borrowerClient.get("/api/loan-requests")).json();
    const row = own.items
      .find((item: { id: string }) => item.id === inquiry.id)
      ?.submissions.find((sub: { id: string }) => sub.id === mine.id);
    expect(row).toMatchObject({
      status: "active_communications",
      lenderAnswer: "interested",
      lenderNote: "Happy to fund this; send the scope of work.",
    });

    const [mail] = (await ctx.mailsTo("ans.borrower@example.com")).filter((m) =>
      m.subject.includes("Answering Capital"),
    );
    expect(mail?.subject).toBe("Answering Capital is interested in your loan request");
    expect(mail?.text).toContain('your loan request "Elm Street flip"');
    expect(mail?.text).toContain("Happy to fund this; send the scope of work.");
  });

  test("Declined: 'No reply yet' becomes Declined; a later borrower status stays", async () => {
    const me = await lenderAccount("ans.decline@example.com", { companyName: "Declining Capital" });
    const lenderId = me.lender?.id ?? "";
    const fresh = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "anon.borrower@example.com" },
      [{ lenderId }],
    );
    const applied = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "anon.borrower@example.com" },
      [{ lenderId, status: "submitted_application" }],
    );
    const freshId = fresh.submissions[0]?.id ?? "";
    const appliedId = applied.submissions[0]?.id ?? "";

    const fresh1 = await answer(me.client, freshId, {
      answer: "declined",
      declineReason: "outside_area",
    });
    expect(fresh1.statusCode, fresh1.body).toBe(200);
    expect(await submissionOf(freshId)).toMatchObject({
      status: "declined",
      lenderAnswer: "declined",
      lenderNote: null,
      declineReason: "outside_area",
      declineReasonText: null,
    });
    // Issue 35: a decline with a reason is a substantive answer; the first one is kept.
    const first = (await submissionOf(freshId))?.firstAnsweredAt;
    expect(first).toBeInstanceOf(Date);
    const other = await answer(me.client, appliedId, {
      answer: "declined",
      declineReason: "other",
      declineReasonText: "  We lend on land only.  ",
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await submissionOf(appliedId)).toMatchObject({
      status: "submitted_application",
      lenderAnswer: "declined",
      declineReason: "other",
      declineReasonText: "We lend on land only.",
    });
    // An 'interested' answer clears the reason.
    expect((await answer(me.client, freshId, { answer: "interested" })).statusCode).toBe(200);
    expect(await submissionOf(freshId)).toMatchObject({
      declineReason: null,
      firstAnsweredAt: first,
    });
    // An anonymous request's email is told.
    const mails = await ctx.mailsTo("anon.borrower@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Declining Capital answered your loan request",
      "Declining Capital answered your loan request",
    ]);
  });

  test("bad answers are 400s", async () => {
    const me = await lenderAccount("ans.bad@example.com");
    const { submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "x@example.com" },
      [{ lenderId: me.lender?.id ?? "" }],
    );
    const id = submissions[0]?.id ?? "";
    expect((await answer(me.client, id, { answer: "maybe" })).statusCode).toBe(400);
    expect(
      (await answer(me.client, id, { answer: "declined", note: "x".repeat(2001) })).statusCode,
    ).toBe(400);
    expect(
      (await answer(me.client, "not-a-uuid", { answer: "declined", declineReason: "credit" }))
        .statusCode,
    ).toBe(400);
    // Issue 35: a decline needs a reason from the list; 'other' needs its words (≤ 500).
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await answer(me.client, id, body);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().error.fields ?? {});
    };
    expect(await fieldsOf({ answer: "declined" })).toEqual(["declineReason"]);
    expect(await fieldsOf({ answer: "declined", declineReason: "busy" })).toEqual([
      "declineReason",
    ]);
    expect(await fieldsOf({ answer: "declined", declineReason: "other" })).toEqual([
      "declineReasonText",
    ]);
    expect(
      await fieldsOf({
        answer: "declined",
        declineReason: "other",
        declineReasonText: "x".repeat(501),
      }),
    ).toEqual(["declineReasonText"]);
    expect(await fieldsOf({ answer: "interested", declineReason: "credit" })).toEqual([
      "declineReason",
    ]);
    expect(await submissionOf(id)).toMatchObject({ lenderAnswer: null, status: "no_reply" });
  });
});

describe("setLenderApproval", () => {
  const mailer = () =>
    createMailer({ db: ctx.db, smtpUrl: undefined, from: "test@example.com", log: () => {} });
  const approval = (userId: string, status: "approved" | "rejected") =>
    setLenderApproval({
      db: ctx.db,
      mailer: mailer(),
      baseUrl: TEST_BASE_URL,
      supportEmail: "support@example.com",
      userId,
      status,
    });

  test("approving and rejecting mail the lender once per change", async () => {
    const { user } = await insertUser(ctx.db, {
      email: "approve.me@example.com",
      profile: { userType: "lender", approvalStatus: "pending" },
    });
    expect((await approval(user.id, "approved")).changed).toBe(true);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.approvalStatus).toBe("approved");
    expect((await approval(user.id, "approved")).changed).toBe(false);
    await approval(user.id, "rejected");
    const mails = await ctx.mailsTo("approve.me@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Your LenderLane lender application",
      "Your LenderLane lender account is approved",
    ]);
    expect(mails[1]?.links).toContain(`${TEST_BASE_URL}/lender-dashboard`);
  });

  test("a borrower account is not approved", async () => {
    const { user } = await insertUser(ctx.db, { email: "not.lender@example.com" });
    await expect(approval(user.id, "approved")).rejects.toThrow("Only lender accounts");
    expect(await ctx.mailsTo("not.lender@example.com")).toEqual([]);
  });
});
