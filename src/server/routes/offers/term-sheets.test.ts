/**
 * Issue 32, 'Term sheets as complete data': the offer routes with the full term sheet (every
 * new term optional, defaulting to none; cross-field rules as 400 field messages) and re-trades:
 * a lender revising terms the borrower accepted, which the borrower must accept again, with
 * the changes mailed, and the admin's count of accepted terms changed per lender.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loanOffers, loanSubmissions } from "../../db/schema";
import { offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, send, revise, requestOffers, accept } = offersApi(() => ctx);

const FULL = {
  processingFee: 750,
  underwritingFee: 995,
  rehabHoldback: 40_000,
  drawCount: 4,
  drawFee: 250,
  interestOn: "full" as const,
  minimumInterestMonths: 6,
  extensionMonths: 3,
  extensionFeePercent: 1,
  exitFeePercent: 0.5,
  prepaymentPenalty: [
    { throughMonth: 3, percent: 2 },
    { throughMonth: 6, percent: 1 },
  ],
  reserves: 5_000,
};

const rowOf = async (offerId: string) =>
  (await ctx.db.select().from(loanOffers).where(eq(loanOffers.id, offerId)))[0];

describe("sending the complete term sheet", () => {
  test("every term is stored and answered, with the net amount and the itemised fees", async () => {
    const s = await scenario();
    const response = await send(s.first.client, s.first.submissionId, terms(FULL));
    expect(response.statusCode, response.body).toBe(201);
    const { offer } = response.json();
    expect(offer).toMatchObject({ ...FULL, loanAmount: 200_000, netLoanAmount: 160_000 });
    expect(offer.retrade).toBe(false);
    expect(offer.acceptedAt).toBeNull();
    // Fees ($): every fee paid at closing, other fees included.
    expect(offer.figures.feesDollars).toBe(1_500 + 750 + 995);
  });

  test("a body without the new terms still works: each defaults to none", async () => {
    const s = await scenario();
    const response = await send(s.first.client, s.first.submissionId, terms());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().offer).toMatchObject({
      processingFee: 0,
      underwritingFee: 0,
      rehabHoldback: 0,
      netLoanAmount: 200_000,
      drawCount: 0,
      drawFee: 0,
      interestOn: "drawn",
      minimumInterestMonths: 0,
      extensionMonths: 0,
      extensionFeePercent: 0,
      exitFeePercent: 0,
      prepaymentPenalty: [],
      reserves: 0,
    });
  });

  test("400 with field messages: single fields and the rules between terms", async () => {
    const s = await scenario();
    const single = await send(
      s.first.client,
      s.first.submissionId,
      terms({ drawCount: 2.5, prepaymentPenalty: [{ throughMonth: 0, percent: 2 }] }),
    );
    expect(single.statusCode).toBe(400);
    expect(single.json().error.fields).toMatchObject({
      drawCount: "Number of draws must be a whole number",
      "prepaymentPenalty.0.throughMonth": "Penalty month must be at least 1",
    });
    const rules = await send(
      s.first.client,
      s.first.submissionId,
      terms({
        rehabHoldback: 50_000,
        extensionFeePercent: 1,
        prepaymentPenalty: [
          { throughMonth: 6, percent: 2 },
          { throughMonth: 3, percent: 1 },
        ],
      }),
    );
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error).toMatchObject({
      code: "validation_failed",
      fields: {
        drawCount: "Number of draws must be at least 1 with a rehab holdback",
        extensionMonths: "Extension term is required with an extension fee",
        "prepaymentPenalty.1.throughMonth": "Each penalty step must end after the one before",
      },
    });
    const amortizing = await send(
      s.first.client,
      s.first.submissionId,
      terms({ rehabHoldback: 50_000, drawCount: 2, repayment: "amortizing" }),
    );
    expect(amortizing.json().error.fields).toEqual({
      rehabHoldback: "A rehab holdback needs interest-only repayment",
    });
    expect(
      await ctx.db
        .select()
        .from(loanOffers)
        .where(eq(loanOffers.submissionId, s.first.submissionId)),
    ).toEqual([]);
  });
});

describe("re-trading accepted terms", () => {
  async function accepted() {
    const s = await scenario();
    const sent = (
      await send(s.first.client, s.first.submissionId, terms({ interestRate: 10.5 }))
    ).json().offer;
    const other = (await send(s.second.client, s.second.submissionId, terms())).json().offer;
    const acceptance = await accept(s.borrower, s.inquiryId, sent.id);
    expect(acceptance.statusCode, acceptance.body).toBe(200);
    return { ...s, sent, other };
  }

  test("the new version needs the borrower again; the change is mailed as a diff", async () => {
    const s = await accepted();
    const response = await revise(
      s.first.client,
      s.sent.id,
      terms({ interestRate: 11, processingFee: 750 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const retrade = response.json().offer;
    expect(retrade).toMatchObject({
      state: "sent",
      retrade: true,
      version: 2,
      supersedesId: s.sent.id,
    });
    const before = await rowOf(s.sent.id);
    expect(before?.state).toBe("superseded");
    expect(before?.acceptedAt).not.toBeNull();
    // No accepted offer on the request now: the earlier acceptance no longer stands.
    const rows = await ctx.db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.inquiryId, s.inquiryId));
    expect(rows.filter((o) => o.state === "accepted")).toEqual([]);

    const mails = (await ctx.mailsTo(s.borrowerEmail)).filter((m) =>
      m.subject.includes("changed the terms you accepted"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Interest rate 10.5% → 11%");
    expect(mails[0]?.text).toContain("New $750 processing fee");

    // The borrower's view lists both versions: the web diffs the re-trade against the accepted one.
    const view = (await requestOffers(s.borrower, s.inquiryId)).json();
    const group = view.submissions.find(
      (g: { submissionId: string }) => g.submissionId === s.first.submissionId,
    );
    expect(group.current).toMatchObject({ id: retrade.id, retrade: true, displayState: "sent" });
    expect(group.versions[1]).toMatchObject({ id: s.sent.id, state: "superseded" });
    expect(group.versions[1].acceptedAt).not.toBeNull();

    // The other lender stays closed out while the borrower decides.
    const otherRevision = await revise(s.second.client, s.other.id, terms({ interestRate: 9 }));
    expect(otherRevision.json().error.code).toBe("offers_closed");

    // The borrower accepts again; one accepted offer per request holds.
    const again = await accept(s.borrower, s.inquiryId, retrade.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await rowOf(retrade.id))?.state).toBe("accepted");
    expect((await accept(s.borrower, s.inquiryId, s.other.id)).json().error.code).toBe(
      "offer_already_accepted",
    );
  });

  test("the superseded acceptance cannot be accepted again; the borrower may choose another lender", async () => {
    const s = await accepted();
    const retrade = (await revise(s.first.client, s.sent.id, terms({ interestRate: 12 }))).json()
      .offer;
    expect((await accept(s.borrower, s.inquiryId, s.sent.id)).json().error.code).toBe(
      "offer_not_open",
    );
    const other = await accept(s.borrower, s.inquiryId, s.other.id);
    expect(other.statusCode, other.body).toBe(200);
    // Now the re-trade cannot be accepted too, nor revised.
    expect((await accept(s.borrower, s.inquiryId, retrade.id)).json().error.code).toBe(
      "offer_already_accepted",
    );
    expect((await revise(s.first.client, retrade.id, terms())).json().error.code).toBe(
      "offers_closed",
    );
  });

  test("409 offer_unchanged for the same terms; 409 once the loan is Funded", async () => {
    const s = await accepted();
    const same = await revise(s.first.client, s.sent.id, terms({ interestRate: 10.5 }));
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe("offer_unchanged");
    await ctx.db
      .update(loanSubmissions)
      .set({ status: "funded" })
      .where(eq(loanSubmissions.id, s.first.submissionId));
    const funded = await revise(s.first.client, s.sent.id, terms({ interestRate: 11 }));
    expect(funded.statusCode).toBe(409);
    expect(funded.json().error.code).toBe("offer_not_open");
    expect((await rowOf(s.sent.id))?.state).toBe("accepted");
  });

  test("the admin sees how often the lender changed accepted terms", async () => {
    const s = await accepted();
    const admin = await ctx.signedInClient(`terms.admin.${Date.now()}@example.com`, {
      userType: "admin",
    });
    const stats = async () =>
      (await admin.get(`/api/admin/lenders/${s.first.lender?.id}`)).json().offerStats;
    expect(await stats()).toEqual({ accepted: 1, acceptedChanged: 0 });
    const retrade = (await revise(s.first.client, s.sent.id, terms({ interestRate: 11 }))).json()
      .offer;
    expect(await stats()).toEqual({ accepted: 1, acceptedChanged: 1 });
    await accept(s.borrower, s.inquiryId, retrade.id);
    expect(await stats()).toEqual({ accepted: 2, acceptedChanged: 1 });
  });
});
