/**
 * Issue 28 item 6: the borrower's dashboard reads the offers of all its requests in one call,
 * GET /api/loan-requests/offers: the same entries as the per-request route, only for the
 * borrower's own requests, and only requests that have offers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertInquiryWithSubmissions } from "../../db/factories";
import { users } from "../../db/schema";
import { offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, send, withdraw, requestOffers } = offersApi(() => ctx);

describe("GET /api/loan-requests/offers", () => {
  test("every own request with offers, as the per-request route answers it; nobody else's", async () => {
    const s = await scenario();
    const [borrowerUser] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, s.borrowerEmail));
    // A second request of the same borrower, to the first lender, and a third without offers.
    const second = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: borrowerUser?.id ?? null, userEmail: null, loanAmount: 300_000 },
      [{ lenderId: s.first.lender?.id ?? "" }],
    );
    await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: borrowerUser?.id ?? null, userEmail: null },
      [{ lenderId: s.second.lender?.id ?? "" }],
    );
    const a = (await send(s.first.client, s.first.submissionId, terms())).json().offer;
    await send(s.second.client, s.second.submissionId, terms({ interestRate: 12 }));
    await withdraw(s.first.client, a.id);
    const secondSubmission = second.submissions[0]?.id ?? "";
    const c = await send(s.first.client, secondSubmission, terms({ loanAmount: 250_000 }));
    expect(c.statusCode, c.body).toBe(201);
    // Someone else's request with an offer must not appear.
    const other = await scenario();
    await send(other.first.client, other.first.submissionId, terms());

    const response = await s.borrower.get("/api/loan-requests/offers");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const { items } = response.json();
    expect(items.map((item: { inquiryId: string }) => item.inquiryId).sort()).toEqual(
      [s.inquiryId, second.inquiry.id].sort(),
    );
    for (const item of items) {
      const single = (await requestOffers(s.borrower, item.inquiryId)).json();
      expect(item).toEqual(single);
    }
    expect(JSON.stringify(items)).not.toContain(other.inquiryId);
  });

  test("a borrower without offers gets an empty list; lenders are refused", async () => {
    const s = await scenario();
    const response = await s.borrower.get("/api/loan-requests/offers");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    expect((await s.first.client.get("/api/loan-requests/offers")).statusCode).toBe(403);
  });
});
