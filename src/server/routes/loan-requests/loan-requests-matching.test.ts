/**
 * GET /api/loan-requests/:id/matching-lenders (issue 11 'Send to more lenders'): the listing's
 * filter and match rules applied to the request (type, state, amount, credit score, property
 * type), best match first, with the lenders already holding it marked; lenders not accepting
 * leads or not offering the type are left out (issue 27). Its own test file: the
 * catalogue holds exactly the lenders made here.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLenderWithProducts, type LenderOverrides } from "../../db/factories";
import { validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FLIP_PROPERTY = "Non-owner occupied 1-4 family real estate";

function lender(
  companyName: string,
  overrides: LenderOverrides,
  product: { type?: "fix_and_flip" | "rental_property"; minimumFico?: number } = {},
) {
  return insertLenderWithProducts(ctx.db, { companyName, ...overrides }, [
    {
      type: product.type ?? "fix_and_flip",
      overrides: {
        minimumFico: product.minimumFico ?? 620,
        collateralTypes: [FLIP_PROPERTY],
        // The product's minimum is the one the amount rule reads first.
        loanAmountMin: overrides.minimumLoanAmount ?? 50_000,
      },
    },
  ]);
}

let owner: TestClient;
let requestId: string;
let ids: Record<string, string>;

beforeAll(async () => {
  const made = {
    best: await lender("Alamo Prime Lending", {
      state: ["Texas"],
      minimumLoanAmount: 50_000,
      reviewScore: 4.8,
    }),
    good: await lender("Brazos Funding", {
      state: ["Texas"],
      minimumLoanAmount: 200_000,
      reviewScore: 3.2,
    }),
    anywhere: await lender("Coastal Anywhere Capital", {
      state: null,
      minimumLoanAmount: 50_000,
      reviewScore: 4.1,
    }),
    otherState: await lender("Florida Only Finance", {
      state: ["Florida"],
      minimumLoanAmount: 50_000,
    }),
    tooBig: await lender("Jumbo Only Lending", { state: ["Texas"], minimumLoanAmount: 500_000 }),
    strictCredit: await lender("Strict Credit Capital", { state: ["Texas"] }, { minimumFico: 760 }),
    otherType: await lender(
      "Rentals Only Lending",
      { state: ["Texas"] },
      { type: "rental_property" },
    ),
    inactive: await lender("Dormant Lending", { state: ["Texas"], isActive: false }),
    // Issue 27: matches on every rule, but said 'Accepting leads: No'.
    notAccepting: await lender("Aaron Closed Door Lending", {
      state: ["Texas"],
      minimumLoanAmount: 50_000,
      reviewScore: 5,
      acceptingLeads: false,
    }),
  };
  ids = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.lender.id]));
  owner = await ctx.signedInClient("matcher@example.com");
  const created = await owner.post("/api/loan-requests", {
    request: validRequest({ creditScore: 700, propertyType: FLIP_PROPERTY }),
    lenderIds: [ids.good],
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().request.id;
});

const matching = (client: TestClient, id = requestId) =>
  client.get(`/api/loan-requests/${id}/matching-lenders`);

describe("matching lenders", () => {
  test("the search rules keep the matching lenders, best match first, sent ones marked", async () => {
    const response = await matching(owner);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as {
      lender: { id: string; companyName: string };
      match: { score: number };
      alreadySent: boolean;
    }[];
    expect(items.map((item) => item.lender.companyName)).toEqual([
      "Alamo Prime Lending",
      "Coastal Anywhere Capital",
      "Brazos Funding",
    ]);
    const scores = items.map((item) => item.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items.map((item) => item.alreadySent)).toEqual([false, false, true]);
  });

  test("after sending to more, those are marked too", async () => {
    const sent = await owner.post(`/api/loan-requests/${requestId}/submissions`, {
      lenderIds: [ids.best],
    });
    expect(sent.statusCode).toBe(201);
    const items = (await matching(owner)).json().items as {
      lender: { id: string };
      alreadySent: boolean;
    }[];
    expect(
      items
        .filter((item) => item.alreadySent)
        .map((item) => item.lender.id)
        .sort(),
    ).toEqual([ids.best, ids.good].sort());
  });

  test("only for the request's borrower", async () => {
    expect((await matching(ctx.client())).statusCode).toBe(401);
    const lenderClient = await ctx.signedInClient("matching.lender@example.com", {
      userType: "lender",
      approvalStatus: "approved",
    });
    expect((await matching(lenderClient)).statusCode).toBe(403);
    const admin = await ctx.signedInClient("matching.admin@example.com", { userType: "admin" });
    expect((await matching(admin)).statusCode).toBe(403);
    const stranger = await ctx.signedInClient("matching.stranger@example.com");
    expect((await matching(stranger)).statusCode).toBe(404);
  });

  test("a malformed id is a 400, an unknown one a 404", async () => {
    expect((await matching(owner, "not-a-uuid")).statusCode).toBe(400);
    expect((await matching(owner, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});
