import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loanOffers, submissionMessages } from "../../db/schema";
import { DAY, offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, lenderAccount, send, revise, withdraw, requestOffers } = offersApi(() => ctx);

const offersOf = (submissionId: string) =>
  ctx.db.select().from(loanOffers).where(eq(loanOffers.submissionId, submissionId));
const eventsOf = (submissionId: string) =>
  ctx.db.select().from(submissionMessages).where(eq(submissionMessages.submissionId, submissionId));

describe("sending an offer", () => {
  test("201 with the terms and figures; the thread gets an offer_sent event", async () => {
    const s = await scenario();
    const response = await send(s.first.client, s.first.submissionId);
    expect(response.statusCode, response.body).toBe(201);
    const { offer } = response.json();
    expect(offer).toMatchObject({
      submissionId: s.first.submissionId,
      inquiryId: s.inquiryId,
      version: 1,
      state: "sent",
      displayState: "sent",
      loanAmount: 200_000,
      interestRate: 10,
      conditions: "Appraisal and title required.",
      // 200,000 × 10 % / 12 = 1,666.67; 2 points = 4,000; + 1,500 fees.
      figures: { monthlyPayment: 1666.67, pointsDollars: 4000, cashAtClosing: 5500 },
    });
    const events = await eventsOf(s.first.submissionId);
    expect(events).toMatchObject([
      {
        kind: "offer_sent",
        authorSide: "lender",
        offerId: offer.id,
        body: "Offer sent: $200,000 at 10% for 12 months, interest-only",
      },
    ]);
    // The lender's desk lists it; the other lender's desk does not.
    const mine = (await s.first.client.get("/api/lender-workspace/offers")).json().items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ submissionId: s.first.submissionId, displayState: "sent" });
    expect((await s.second.client.get("/api/lender-workspace/offers")).json().items).toEqual([]);
  });

  test.each([
    ["interestRate", { interestRate: 31 }, "Interest rate must be at most 30 %"],
    ["originationPoints", { originationPoints: 11 }, "Origination points must be at most 10"],
    ["termMonths", { termMonths: 361 }, "Term must be at most 360 months"],
    ["otherFees", { otherFees: -5 }, "Other fees must be at least 0"],
    ["maxLtv", { maxLtv: 120 }, "Max LTV must be at most 100 %"],
  ])("400 on a bad %s, nothing written", async (field, over, message) => {
    const s = await scenario();
    const response = await send(s.first.client, s.first.submissionId, terms(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.fields?.[field]).toBe(message);
    expect(await offersOf(s.first.submissionId)).toEqual([]);
  });

  test("400 on an expiry not in the future and an amount outside ±50 %", async () => {
    const s = await scenario();
    const response = await send(
      s.first.client,
      s.first.submissionId,
      terms({ expiresAt: new Date(Date.now() - DAY).toISOString(), loanAmount: 300_001 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      expiresAt: "Expiry date must be in the future",
      loanAmount: "Loan amount must be within 50% of the requested amount ($100,000 to $300,000)",
    });
    expect(await offersOf(s.first.submissionId)).toEqual([]);
    expect(await eventsOf(s.first.submissionId)).toEqual([]);
  });

  test("409 offer_exists while an offer is open", async () => {
    const s = await scenario();
    expect((await send(s.first.client, s.first.submissionId)).statusCode).toBe(201);
    const again = await send(s.first.client, s.first.submissionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("offer_exists");
  });
});

describe("revising and withdrawing", () => {
  test("a revision is the next version; the earlier one stays, superseded", async () => {
    const s = await scenario();
    const v1 = (await send(s.first.client, s.first.submissionId)).json().offer;
    const response = await revise(s.first.client, v1.id, terms({ interestRate: 9.5 }));
    expect(response.statusCode, response.body).toBe(201);
    const v2 = response.json().offer;
    expect(v2).toMatchObject({ version: 2, supersedesId: v1.id, interestRate: 9.5, state: "sent" });

    const group = (await requestOffers(s.borrower, s.inquiryId)).json().submissions[0];
    expect(group.current.id).toBe(v2.id);
    expect(
      group.versions.map((v: { version: number; state: string }) => [v.version, v.state]),
    ).toEqual([
      [2, "sent"],
      [1, "superseded"],
    ]);
    expect((await eventsOf(s.first.submissionId)).map((e) => e.kind)).toEqual([
      "offer_sent",
      "offer_revised",
    ]);
    // The superseded version cannot be revised or withdrawn any more.
    const stale = await revise(s.first.client, v1.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("offer_not_open");
    expect((await withdraw(s.first.client, v1.id)).json().error.code).toBe("offer_not_open");
  });

  test("a revision is validated like a new offer", async () => {
    const s = await scenario();
    const v1 = (await send(s.first.client, s.first.submissionId)).json().offer;
    const response = await revise(s.first.client, v1.id, terms({ loanAmount: 50_000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields?.loanAmount).toMatch(/within 50%/);
    expect((await offersOf(s.first.submissionId)).map((o) => o.state)).toEqual(["sent"]);
  });

  test("withdraw; a withdrawn offer is not revised; a new offer may follow", async () => {
    const s = await scenario();
    const v1 = (await send(s.first.client, s.first.submissionId)).json().offer;
    const response = await withdraw(s.first.client, v1.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().offer).toMatchObject({ state: "withdrawn", displayState: "withdrawn" });
    const revised = await revise(s.first.client, v1.id);
    expect(revised.statusCode).toBe(409);
    expect(revised.json().error.code).toBe("offer_withdrawn");
    expect((await withdraw(s.first.client, v1.id)).json().error.code).toBe("offer_withdrawn");
    const again = await send(s.first.client, s.first.submissionId);
    expect(again.statusCode).toBe(201);
    expect(again.json().offer.version).toBe(2);
    expect((await eventsOf(s.first.submissionId)).map((e) => e.kind)).toEqual([
      "offer_sent",
      "offer_withdrawn",
      "offer_sent",
    ]);
  });
});

describe("refusals", () => {
  test("visitor 401; borrower, admin, pending and rejected lenders 403", async () => {
    const s = await scenario();
    const visitor = ctx.client();
    expect((await send(visitor, s.first.submissionId)).statusCode).toBe(401);
    expect((await visitor.get("/api/lender-workspace/offers")).statusCode).toBe(401);
    expect((await send(s.borrower, s.first.submissionId)).statusCode).toBe(403);
    const admin = await ctx.signedInClient("offer.admin.desk@example.com", { userType: "admin" });
    expect((await send(admin, s.first.submissionId)).statusCode).toBe(403);
    for (const status of ["pending", "rejected"] as const) {
      const lender = await lenderAccount(`offer.${status}@example.com`, { status });
      expect((await send(lender.client, s.first.submissionId)).statusCode).toBe(403);
      expect((await lender.client.get("/api/lender-workspace/offers")).statusCode).toBe(403);
    }
    expect(await offersOf(s.first.submissionId)).toEqual([]);
  });

  test("another lender's submission and offers answer 404", async () => {
    const s = await scenario();
    const other = await send(s.second.client, s.first.submissionId);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("not_found");
    const offer = (await send(s.first.client, s.first.submissionId)).json().offer;
    expect((await revise(s.second.client, offer.id)).statusCode).toBe(404);
    expect((await withdraw(s.second.client, offer.id)).statusCode).toBe(404);
    expect((await offersOf(s.first.submissionId)).map((o) => o.state)).toEqual(["sent"]);
    // An approved account without a lender record has no submissions.
    const bare = await lenderAccount("offer.bare@example.com", { record: false });
    expect((await send(bare.client, s.first.submissionId)).statusCode).toBe(404);
    expect((await withdraw(bare.client, offer.id)).statusCode).toBe(404);
  });

  test("unknown ids 404, malformed ids 400", async () => {
    const s = await scenario();
    const unknown = "99999999-9999-4999-8999-999999999999";
    expect((await send(s.first.client, unknown)).statusCode).toBe(404);
    expect((await revise(s.first.client, unknown)).statusCode).toBe(404);
    expect((await send(s.first.client, "not-a-uuid")).statusCode).toBe(400);
  });
});
