/**
 * Issue 35 with a fake clock (`now` passed to the round): response times computed into the
 * catalogue, the borrower's one next-step mail 24 business hours after a request with fewer
 * than 2 answers, its signed 'send to these' link, the lenders' daily reminder, and both
 * kinds stopped by the user's opt-out.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  insertInquiryWithSubmissions,
  insertLender,
  insertLoanProduct,
  insertUser,
} from "../../db/factories";
import { loanSubmissions, notificationOptOuts } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { refreshResponseStats } from "../../services/lenders/refresh-response-stats";
import { runAnswerRound } from "../../services/loan-requests/answer-worker";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
// Friday 6 November 2026, 15:00 in New York (EST).
const SENT = new Date("2026-11-06T20:00:00Z");

test("a request with fewer than 2 answers after 24 business hours: one next-step mail, a working link, a daily reminder", async () => {
  const { db } = ctx;
  const secret = (await ctx.auth.$context).secret;
  const mailer = createMailer({ db, smtpUrl: undefined, from: "x <x@example.com>", log: () => {} });
  const round = (now: Date, stats = false) =>
    runAnswerRound(
      {
        db,
        mailer,
        catalogue: ctx.app.catalogue,
        baseUrl: TEST_BASE_URL,
        supportEmail: "support@example.com",
        secret,
        now,
      },
      stats,
    );

  const { user: lenderUser } = await insertUser(db, {
    email: "ns.lender@example.com",
    profile: { userType: "lender", approvalStatus: "approved" },
  });
  const sentTo = await insertLender(db, {
    companyName: "Slow Sender Capital",
    userId: lenderUser.id,
  });
  const answering = await insertLender(db, { companyName: "Quick Answer Lending" });
  const next1 = await insertLender(db, { companyName: "Next Best Bridge" });
  const next2 = await insertLender(db, { companyName: "Second Best Bridge" });
  for (const lender of [sentTo, answering, next1, next2]) {
    await insertLoanProduct(db, lender.id, "bridge");
  }
  const { user: borrower } = await insertUser(db, {
    email: "ns.borrower@example.com",
    profile: { userType: "borrower" },
  });
  const { user: quiet } = await insertUser(db, {
    email: "ns.quiet@example.com",
    profile: { userType: "borrower" },
  });
  await db.insert(notificationOptOuts).values({ userId: quiet.id, kind: "next_steps" });
  const request = (borrowerId: string, name: string) =>
    insertInquiryWithSubmissions(
      db,
      {
        borrowerId,
        userEmail: null,
        customName: name,
        investmentType: "bridge",
        propertyState: "TX",
        loanAmount: 300_000,
        propertyType: null,
        creditScore: null,
        createdAt: SENT,
      },
      [
        { lenderId: sentTo.id, createdAt: SENT },
        // One substantive answer, 2 hours later: fewer than 2.
        {
          lenderId: answering.id,
          createdAt: SENT,
          firstAnsweredAt: new Date(SENT.getTime() + 2 * HOUR),
        },
      ],
    );
  const { inquiry } = await request(borrower.id, "Maple bridge");
  await request(quiet.id, "Quiet bridge");

  // Monday 14:59: 24 business hours are not over (the weekend does not count).
  expect(await round(new Date("2026-11-09T19:59:00Z"))).toEqual({ nextSteps: 0, reminders: 0 });
  // Monday 15:00: the borrower's one mail and the lender's reminder; the quiet borrower opted out.
  const monday = new Date("2026-11-09T20:00:00Z");
  expect(await round(monday)).toEqual({ nextSteps: 1, reminders: 1 });
  const [mail] = await ctx.mailsTo("ns.borrower@example.com");
  expect(mail?.subject).toBe("More lenders for your loan request");
  expect(mail?.text).toContain("Only 1 lender has answered");
  expect(mail?.text).toContain("Maple bridge");
  expect(mail?.text).toContain("Next Best Bridge");
  expect(mail?.text).toContain("Second Best Bridge");
  expect(mail?.text).not.toContain("Quick Answer Lending");
  expect(await ctx.mailsTo("ns.quiet@example.com")).toEqual([]);
  const [reminder] = await ctx.mailsTo("ns.lender@example.com");
  expect(reminder?.subject).toBe("2 loan requests are waiting for your answer");

  // Later rounds: no second next-step mail; the reminder waits a day.
  expect(await round(new Date(monday.getTime() + 23 * HOUR))).toEqual({
    nextSteps: 0,
    reminders: 0,
  });
  expect(await round(new Date(monday.getTime() + 24 * HOUR))).toEqual({
    nextSteps: 0,
    reminders: 1,
  });

  // The signed link: reading it names the lenders; sending adds them once.
  const link = (mail?.links ?? []).find((url) => url.includes("/next-step?token="));
  const token = decodeURIComponent(new URL(link ?? "http://x/").searchParams.get("token") ?? "");
  const read = await ctx.client().get(`/api/next-step?token=${encodeURIComponent(token)}`);
  expect(read.statusCode, read.body).toBe(200);
  expect(read.json().lenders.map((l: { sent: boolean }) => l.sent)).toEqual([false, false]);
  // Each named with its public page (the /next-step page links them).
  expect(
    read
      .json()
      .lenders.map((l: { slug: string }) => l.slug)
      .sort(),
  ).toEqual([next1.slug, next2.slug].sort());
  const sent = await ctx.client().post("/api/next-step", { token });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json().lenders.map((l: { sent: boolean }) => l.sent)).toEqual([true, true]);
  const held = await db
    .select({ lenderId: loanSubmissions.lenderId })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.inquiryId, inquiry.id));
  expect(held.map((s) => s.lenderId).sort()).toEqual(
    [sentTo.id, answering.id, next1.id, next2.id].sort(),
  );
  expect((await ctx.client().post("/api/next-step", { token })).statusCode).toBe(200);
  expect((await ctx.client().post("/api/next-step", { token: `${token}x` })).statusCode).toBe(400);
});

test("response times reach the catalogue from 5 answered requests", async () => {
  const { db } = ctx;
  const lender = await insertLender(db, { companyName: "Five Answers Lending" });
  await insertLoanProduct(db, lender.id, "bridge");
  // Five requests on weekday mornings, answered after 1 to 5 hours: median 3 h.
  const days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"];
  for (const [i, day] of days.entries()) {
    const at = new Date(`${day}T14:00:00Z`);
    await insertInquiryWithSubmissions(db, { userEmail: `five.${i}@example.com` }, [
      {
        lenderId: lender.id,
        createdAt: at,
        firstAnsweredAt: new Date(at.getTime() + (i + 1) * HOUR),
      },
    ]);
  }
  const profile = async () =>
    (await ctx.client().get(`/api/lenders/${lender.slug}`)).json().lender.responseTime;
  await refreshResponseStats(db, new Date("2026-11-10T20:00:00Z"));
  expect(await profile()).toEqual({
    answered: 5,
    medianMinutes: 180,
    p90Minutes: 300,
    withinDayShare: 1,
  });
  // A refresh that changes nothing writes nothing.
  expect(await refreshResponseStats(db, new Date("2026-11-10T20:00:00Z"))).toBe(0);
});
