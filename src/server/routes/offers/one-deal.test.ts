/**
 * One deal, one outcome (issue 27): one funded submission and one accepted offer per request,
 * enforced by the services (409 with a business code) and by partial unique indexes (races and
 * any future code path); accepting locks the other lenders' offers and tells those lenders.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loanOffers, loanSubmissions, submissionMessages } from "../../db/schema";
import { oneDealViolation } from "../../services/offers/enforce-one-deal";
import { offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, send, revise, withdraw, accept } = offersApi(() => ctx);

const markFunded = (client: TestClient, inquiryId: string, submissionId: string) =>
  client.request({
    method: "PATCH",
    url: `/api/loan-requests/${inquiryId}/submissions/${submissionId}`,
    payload: { status: "funded", declineOthers: false },
  });

const fundedOf = (inquiryId: string) =>
  ctx.db
    .select({ id: loanSubmissions.id })
    .from(loanSubmissions)
    .where(and(eq(loanSubmissions.inquiryId, inquiryId), eq(loanSubmissions.status, "funded")));
const acceptedOf = (inquiryId: string) =>
  ctx.db
    .select({ id: loanOffers.id })
    .from(loanOffers)
    .where(and(eq(loanOffers.inquiryId, inquiryId), eq(loanOffers.state, "accepted")));

const CLOSED_SUBJECT = "The borrower chose another lender on LenderLane";

async function twoOffers() {
  const s = await scenario();
  const a = (await send(s.first.client, s.first.submissionId, terms({ interestRate: 9 }))).json()
    .offer;
  const b = (await send(s.second.client, s.second.submissionId, terms({ interestRate: 11 }))).json()
    .offer;
  return { ...s, a, b };
}

describe("one funded submission per request", () => {
  test("a second lender marked funded answers 409 already_funded; the same one again is fine", async () => {
    const s = await scenario();
    const first = await markFunded(s.borrower, s.inquiryId, s.first.submissionId);
    expect(first.statusCode, first.body).toBe(200);
    const second = await markFunded(s.borrower, s.inquiryId, s.second.submissionId);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: "already_funded",
      message:
        "Another lender is already marked Funded on this loan request. Change that lender's status first.",
    });
    expect((await fundedOf(s.inquiryId)).map((r) => r.id)).toEqual([s.first.submissionId]);
    expect((await markFunded(s.borrower, s.inquiryId, s.first.submissionId)).statusCode).toBe(200);
  });

  test("two lenders marked funded at once: one wins, the other 409", async () => {
    const s = await scenario();
    const answers = await Promise.all([
      markFunded(s.borrower, s.inquiryId, s.first.submissionId),
      markFunded(s.borrower, s.inquiryId, s.second.submissionId),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe("already_funded");
    expect(await fundedOf(s.inquiryId)).toHaveLength(1);
  });

  test("the database refuses a second funded submission written around the service", async () => {
    const s = await scenario();
    await ctx.db
      .update(loanSubmissions)
      .set({ status: "funded" })
      .where(eq(loanSubmissions.id, s.first.submissionId));
    const error = await ctx.db
      .update(loanSubmissions)
      .set({ status: "funded" })
      .where(eq(loanSubmissions.id, s.second.submissionId))
      .then(
        () => null,
        (e: unknown) => e,
      );
    // The violation is the business error a lost race answers with.
    expect(oneDealViolation(error)?.code).toBe("already_funded");
    expect(await fundedOf(s.inquiryId)).toHaveLength(1);
  });
});

describe("one accepted offer per request", () => {
  test("a second acceptance answers 409 offer_already_accepted", async () => {
    const s = await twoOffers();
    expect((await accept(s.borrower, s.inquiryId, s.a.id)).statusCode).toBe(200);
    const again = await accept(s.borrower, s.inquiryId, s.b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "offer_already_accepted",
      message: "You have already accepted an offer on this loan request.",
    });
  });

  test("two offers accepted at once: one wins, the other 409", async () => {
    const s = await twoOffers();
    const answers = await Promise.all([
      accept(s.borrower, s.inquiryId, s.a.id),
      accept(s.borrower, s.inquiryId, s.b.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe(
      "offer_already_accepted",
    );
    expect(await acceptedOf(s.inquiryId)).toHaveLength(1);
  });

  test("the database refuses a second accepted offer written around the service", async () => {
    const s = await twoOffers();
    await ctx.db.update(loanOffers).set({ state: "accepted" }).where(eq(loanOffers.id, s.a.id));
    const error = await ctx.db
      .update(loanOffers)
      .set({ state: "accepted" })
      .where(eq(loanOffers.id, s.b.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(oneDealViolation(error)?.code).toBe("offer_already_accepted");
    expect(await acceptedOf(s.inquiryId)).toHaveLength(1);
  });

  test("an offer cannot name another request than its submission's", async () => {
    const s = await twoOffers();
    const other = await scenario();
    await expect(
      ctx.db
        .update(loanOffers)
        .set({ inquiryId: other.inquiryId })
        .where(eq(loanOffers.id, s.a.id)),
    ).rejects.toThrow();
  });

  test("accepting after another lender was funded answers 409 already_funded", async () => {
    const s = await twoOffers();
    expect((await markFunded(s.borrower, s.inquiryId, s.second.submissionId)).statusCode).toBe(200);
    const response = await accept(s.borrower, s.inquiryId, s.a.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("already_funded");
    expect(await acceptedOf(s.inquiryId)).toHaveLength(0);
  });

  test("funding another lender than the accepted one answers 409 offer_accepted_elsewhere", async () => {
    const s = await twoOffers();
    expect((await accept(s.borrower, s.inquiryId, s.a.id)).statusCode).toBe(200);
    const other = await markFunded(s.borrower, s.inquiryId, s.second.submissionId);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("offer_accepted_elsewhere");
    // The accepted lender can be marked funded.
    expect((await markFunded(s.borrower, s.inquiryId, s.first.submissionId)).statusCode).toBe(200);
  });
});

describe("accepting locks the other lenders' offers", () => {
  test("no new offers or revisions from the others (409 offers_closed); withdrawing stays", async () => {
    const s = await twoOffers();
    expect((await accept(s.borrower, s.inquiryId, s.a.id, false)).statusCode).toBe(200);
    const revised = await revise(s.second.client, s.b.id, terms({ interestRate: 8 }));
    expect(revised.statusCode).toBe(409);
    expect(revised.json().error).toMatchObject({
      code: "offers_closed",
      message:
        "The borrower has chosen another lender for this loan request: it takes no new offers or revisions.",
    });
    expect((await withdraw(s.second.client, s.b.id)).statusCode).toBe(200);
    const resent = await send(s.second.client, s.second.submissionId, terms({ interestRate: 8 }));
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.code).toBe("offers_closed");
    const offers = await ctx.db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.submissionId, s.second.submissionId));
    expect(offers.map((o) => o.state)).toEqual(["withdrawn"]);
  });

  test("a lender with no offer yet cannot send one after another lender was funded", async () => {
    const s = await scenario();
    expect((await markFunded(s.borrower, s.inquiryId, s.first.submissionId)).statusCode).toBe(200);
    const response = await send(s.second.client, s.second.submissionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("offers_closed");
    // The funded lender itself may still send its offer.
    expect((await send(s.first.client, s.first.submissionId)).statusCode).toBe(201);
  });

  test("the other lenders hear it in their thread and by mail; the chosen one does not", async () => {
    const s = await twoOffers();
    expect((await accept(s.borrower, s.inquiryId, s.a.id, true)).statusCode).toBe(200);
    const [mail] = (await ctx.mailsTo(s.second.email)).filter((m) => m.subject === CLOSED_SUBJECT);
    expect(mail?.text).toContain(
      'The borrower accepted another lender\'s offer on the loan request "Maple Avenue fourplex".',
    );
    expect(mail?.text).not.toContain("First Capital");
    expect((await ctx.mailsTo(s.first.email)).map((m) => m.subject)).not.toContain(CLOSED_SUBJECT);
    const events = await ctx.db
      .select()
      .from(submissionMessages)
      .where(eq(submissionMessages.submissionId, s.second.submissionId));
    expect(events.map((e) => [e.kind, e.authorSide])).toEqual([
      ["offer_sent", "lender"],
      ["offers_closed", "system"],
    ]);
    const firstEvents = await ctx.db
      .select()
      .from(submissionMessages)
      .where(eq(submissionMessages.submissionId, s.first.submissionId));
    expect(firstEvents.map((e) => e.kind)).not.toContain("offers_closed");
    // The lender sees the entry in its conversation.
    const thread = await s.second.client.get(`/api/submissions/${s.second.submissionId}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.body).toContain("offers_closed");
  });
});
