import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { loanOffers, loanSubmissions, submissionMessages } from "../../db/schema";
import { advanceClock } from "../../test/clock";
import { DAY, offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const { scenario, send, revise, withdraw, requestOffers, accept } = offersApi(() => ctx);

const statusOf = async (submissionId: string) =>
  (await ctx.db.select().from(loanSubmissions).where(eq(loanSubmissions.id, submissionId)))[0]
    ?.status;
const stateOf = async (offerId: string) =>
  (await ctx.db.select().from(loanOffers).where(eq(loanOffers.id, offerId)))[0]?.state;

/** The scenario with an offer from each lender: the first cheaper on rate, the second on fees. */
async function twoOffers() {
  const s = await scenario();
  const a = (await send(s.first.client, s.first.submissionId, terms({ interestRate: 9 }))).json()
    .offer;
  const b = (
    await send(
      s.second.client,
      s.second.submissionId,
      terms({ interestRate: 11, originationPoints: 0, otherFees: 0 }),
    )
  ).json().offer;
  return { ...s, a, b };
}

describe("comparing", () => {
  test("the borrower sees both lenders' offers with the cheapest of each figure", async () => {
    const s = await twoOffers();
    const response = await requestOffers(s.borrower, s.inquiryId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.requestedAmount).toBe(200_000);
    expect(body.submissions.map((g: { current: { id: string } }) => g.current.id).sort()).toEqual(
      [s.a.id, s.b.id].sort(),
    );
    // 9 % → $1,500 a month vs 11 % → $1,833.33; fees 4,000 + 1,500 vs none.
    expect(body.cheapest.monthlyPayment).toEqual([s.a.id]);
    expect(body.cheapest.cashAtClosing).toEqual([s.b.id]);
    // Total cost: 18,000 + 5,500 = 23,500 vs 22,000.
    expect(body.cheapest.totalCost).toEqual([s.b.id]);
  });

  test("a withdrawn offer is listed but never the cheapest", async () => {
    const s = await twoOffers();
    await withdraw(s.first.client, s.a.id);
    const body = (await requestOffers(s.borrower, s.inquiryId)).json();
    expect(body.cheapest.monthlyPayment).toEqual([]);
    expect(
      body.submissions.find((g: { current: { id: string } }) => g.current.id === s.a.id)
        .displayState,
    ).toBe("withdrawn");
  });
});

describe("accepting", () => {
  test("approves that lender, declines the others with their offers, mails the lender", async () => {
    const s = await twoOffers();
    const response = await accept(s.borrower, s.inquiryId, s.a.id, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(s.a.id)).toBe("accepted");
    expect(await stateOf(s.b.id)).toBe("declined");
    expect(await statusOf(s.first.submissionId)).toBe("approved_application");
    expect(await statusOf(s.second.submissionId)).toBe("declined");
    const accepted = response
      .json()
      .submissions.find((g: { submissionId: string }) => g.submissionId === s.first.submissionId);
    expect(accepted.displayState).toBe("accepted");

    const [mail] = await ctx.mailsTo(s.first.email);
    expect(mail?.subject).toBe("Your offer was accepted on LenderLane");
    expect(mail?.text).toContain("$200,000 at 9% for 12 months, interest-only");
    expect(mail?.text).toContain(s.borrowerEmail);
    // The second lender only ever got its sign-in link.
    expect((await ctx.mailsTo(s.second.email)).map((m) => m.subject)).not.toContain(
      "Your offer was accepted on LenderLane",
    );
    const events = await ctx.db
      .select()
      .from(submissionMessages)
      .where(eq(submissionMessages.submissionId, s.first.submissionId));
    expect(events.map((e) => [e.kind, e.authorSide])).toEqual([
      ["offer_sent", "lender"],
      ["offer_accepted", "borrower"],
    ]);
    // One accepted offer per request.
    const second = await accept(s.borrower, s.inquiryId, s.b.id);
    expect(second.statusCode).toBe(409);
  });

  test("'No, keep them active' leaves the other lender and its offer open", async () => {
    const s = await twoOffers();
    expect((await accept(s.borrower, s.inquiryId, s.b.id, false)).statusCode).toBe(200);
    expect(await statusOf(s.second.submissionId)).toBe("approved_application");
    expect(await statusOf(s.first.submissionId)).toBe("no_reply");
    expect(await stateOf(s.a.id)).toBe("sent");
    const again = await accept(s.borrower, s.inquiryId, s.a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("offer_already_accepted");
  });

  test("409 offer_expired once the expiry has passed", async () => {
    const s = await scenario();
    const offer = (
      await send(
        s.first.client,
        s.first.submissionId,
        terms({ expiresAt: new Date(Date.now() + DAY).toISOString() }),
      )
    ).json().offer;
    advanceClock(DAY + 1000);
    const listed = (await requestOffers(s.borrower, s.inquiryId)).json();
    expect(listed.submissions[0].displayState).toBe("expired");
    const response = await accept(s.borrower, s.inquiryId, offer.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("offer_expired");
    expect(await stateOf(offer.id)).toBe("sent");
    expect(await statusOf(s.first.submissionId)).toBe("no_reply");
    // The lender renews it with a revision.
    const renewed = await revise(
      s.first.client,
      offer.id,
      terms({ expiresAt: new Date(Date.now() + 3 * DAY).toISOString() }),
    );
    expect(renewed.statusCode).toBe(201);
    expect((await accept(s.borrower, s.inquiryId, renewed.json().offer.id)).statusCode).toBe(200);
  });

  test("409 offer_withdrawn and offer_not_open (superseded)", async () => {
    const s = await twoOffers();
    await withdraw(s.first.client, s.a.id);
    const withdrawn = await accept(s.borrower, s.inquiryId, s.a.id);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error.code).toBe("offer_withdrawn");
    await revise(s.second.client, s.b.id, terms({ interestRate: 10.5 }));
    const superseded = await accept(s.borrower, s.inquiryId, s.b.id);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().error.code).toBe("offer_not_open");
    expect(await statusOf(s.second.submissionId)).toBe("no_reply");
  });
});

describe("refusals", () => {
  test("visitor 401; lender and admin 403 on the borrower's routes", async () => {
    const s = await twoOffers();
    const visitor = ctx.client();
    expect((await requestOffers(visitor, s.inquiryId)).statusCode).toBe(401);
    expect((await accept(visitor, s.inquiryId, s.a.id)).statusCode).toBe(401);
    expect((await requestOffers(s.first.client, s.inquiryId)).statusCode).toBe(403);
    expect((await accept(s.first.client, s.inquiryId, s.a.id)).statusCode).toBe(403);
    const admin = await ctx.signedInClient("offer.admin.accept@example.com", {
      userType: "admin",
    });
    expect((await accept(admin, s.inquiryId, s.a.id)).statusCode).toBe(403);
    expect(await stateOf(s.a.id)).toBe("sent");
  });

  test("another borrower's request, and an offer of another request, answer 404", async () => {
    const s = await twoOffers();
    const other = await scenario();
    expect((await requestOffers(other.borrower, s.inquiryId)).statusCode).toBe(404);
    expect((await accept(other.borrower, s.inquiryId, s.a.id)).statusCode).toBe(404);
    // The offer exists, but not on the request named in the path.
    expect((await accept(s.borrower, other.inquiryId, s.a.id)).statusCode).toBe(404);
    expect(await stateOf(s.a.id)).toBe("sent");
  });
});

describe("admin read-only view", () => {
  test("admins read every lender's offers; nobody else does", async () => {
    const s = await twoOffers();
    const admin = await ctx.signedInClient("offer.admin.read@example.com", { userType: "admin" });
    const url = `/api/admin/loan-requests/${s.inquiryId}/offers`;
    const response = await admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().submissions).toHaveLength(2);
    expect((await ctx.client().get(url)).statusCode).toBe(401);
    expect((await s.borrower.get(url)).statusCode).toBe(403);
    expect((await s.first.client.get(url)).statusCode).toBe(403);
    const missing = await admin.get(
      "/api/admin/loan-requests/99999999-9999-4999-8999-999999999999/offers",
    );
    expect(missing.statusCode).toBe(404);
    // Read-only: the admin cannot accept through the borrower's route.
    expect((await accept(admin, s.inquiryId, s.a.id)).statusCode).toBe(403);
  });
});
