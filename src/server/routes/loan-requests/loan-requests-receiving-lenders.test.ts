/**
 * Issue 28 item 2: the dashboard's 'New Loan Request' names its lender before submit. GET
 * /api/loan-requests/receiving-lenders ranks the lenders that may receive the request
 * (active, accepting leads, offering the type) best match first, and `useFirstActiveLender`
 * picks the first of that same ranking; a lender the browser names is checked again. Its own
 * test file: the catalogue holds exactly the lenders made here.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLenderWithProducts, type LenderOverrides } from "../../db/factories";
import { validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let borrower: TestClient;
let ids: Record<string, string>;

function lender(
  companyName: string,
  overrides: LenderOverrides,
  type: "land" | "fix_and_flip" = "land",
) {
  return insertLenderWithProducts(ctx.db, { companyName, ...overrides }, [
    { type, overrides: { loanAmountMin: overrides.minimumLoanAmount ?? 50_000 } },
  ]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const made = {
    // The reported case: the top-rated lenders offer no land, or no Montana and $100K minimum.
    flipOnly: await lender("Aardvark Flip Only", { reviewScore: 5 }, "fix_and_flip"),
    closed: await lender("Closed Door Land", {
      state: ["Montana"],
      reviewScore: 5,
      acceptingLeads: false,
    }),
    texas: await lender("Lone Star Land Capital", {
      state: ["Texas"],
      minimumLoanAmount: 100_000,
      reviewScore: 4.9,
    }),
    montana: await lender("Big Sky Land Lending", {
      state: ["Montana"],
      minimumLoanAmount: 50_000,
      reviewScore: 3,
    }),
  };
  ids = Object.fromEntries(Object.entries(made).map(([key, value]) => [key, value.lender.id]));
  borrower = await ctx.signedInClient("receiving@example.com");
});
afterAll(() => ctx.close());

const montanaLand = validRequest({
  investmentType: "land",
  propertyType: "Land",
  propertyState: "MT",
  loanAmount: "$90,000",
});

describe("GET /api/loan-requests/receiving-lenders", () => {
  test("eligible lenders only, the matching one first, the others after it", async () => {
    const response = await borrower.get(
      "/api/loan-requests/receiving-lenders?investmentType=land&propertyState=MT&loanAmount=90000&propertyType=Land",
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as {
      lender: { companyName: string };
      fullMatch: boolean;
    }[];
    expect(items.map((i) => [i.lender.companyName, i.fullMatch])).toEqual([
      ["Big Sky Land Lending", true],
      ["Lone Star Land Capital", false],
    ]);
  });

  test("bad query: 400; visitors 401; lenders 403", async () => {
    const bad = await borrower.get("/api/loan-requests/receiving-lenders?investmentType=yacht");
    expect(bad.statusCode).toBe(400);
    const url = "/api/loan-requests/receiving-lenders?investmentType=land&propertyState=MT";
    expect((await ctx.client().get(url)).statusCode).toBe(401);
    const lenderClient = await ctx.signedInClient("receiving.lender@example.com", {
      userType: "lender",
      approvalStatus: "approved",
    });
    expect((await lenderClient.get(url)).statusCode).toBe(403);
  });
});

describe("POST /api/loan-requests with useFirstActiveLender", () => {
  test("a Land request in Montana for $90,000 goes to the best-matching land lender", async () => {
    const response = await borrower.post("/api/loan-requests", {
      request: montanaLand,
      useFirstActiveLender: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const submissions = response.json().request.submissions as { lenderId: string }[];
    expect(submissions.map((s) => s.lenderId)).toEqual([ids.montana]);
  });

  test("the lender the borrower chose instead is used when it may receive the request", async () => {
    const response = await borrower.post("/api/loan-requests", {
      request: montanaLand,
      lenderIds: [ids.texas],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.submissions[0].lenderId).toBe(ids.texas);
  });

  test.each([
    ["flipOnly", "loan_type_not_offered"],
    ["closed", "lender_not_accepting_leads"],
  ])("a chosen lender that may not receive it (%s) is refused with 409 %s", async (key, code) => {
    const response = await borrower.post("/api/loan-requests", {
      request: montanaLand,
      lenderIds: [ids[key]],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe(code);
  });
});
