import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SEARCH_QUERY_MESSAGES } from "@/domain/search/search-filters";
import {
  buildLender,
  buildLoanProduct,
  insertLenders,
  insertLoanProduct,
  insertLoanProducts,
} from "../../db/factories";
import { lenders } from "../../db/schema";
import { lenderApi } from "../../test/lender-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(lenders);
});

const { lender, search, names } = lenderApi(() => ctx);

describe("GET /api/lenders: sort orders (spec 9 'Sort options')", () => {
  beforeEach(async () => {
    await lender(
      {
        companyName: "Alpha",
        reviewScore: 4.2,
        totalReviews: 40,
        averageFundingTime: 10,
        totalLoansFunded: 900,
        totalLoansFundedConfirmed: true,
        createdAt: new Date("2024-01-01T00:00:00Z"),
        state: "Ohio",
      },
      [{ type: "fix_and_flip", overrides: { lowestRate: 9.5 } }],
    );
    await lender(
      {
        companyName: "Bravo",
        reviewScore: 4.9,
        totalReviews: 300,
        averageFundingTime: 3,
        totalLoansFunded: 100,
        totalLoansFundedConfirmed: true,
        createdAt: new Date("2025-06-01T00:00:00Z"),
        state: "Texas",
      },
      [{ type: "fix_and_flip", overrides: { lowestRate: 11 } }],
    );
    await lender(
      {
        companyName: "Charlie",
        reviewScore: null,
        totalReviews: null,
        averageFundingTime: null,
        totalLoansFunded: null,
        createdAt: new Date("2025-01-01T00:00:00Z"),
        state: "Texas",
      },
      [{ type: "fix_and_flip", overrides: { lowestRate: null } }],
    );
  });

  test.each([
    ["rating", ["Bravo", "Alpha", "Charlie"]],
    ["funding-time", ["Bravo", "Alpha", "Charlie"]],
    ["loans-funded", ["Alpha", "Bravo", "Charlie"]],
    ["newest", ["Bravo", "Charlie", "Alpha"]],
    ["lowest-rate", ["Alpha", "Bravo", "Charlie"]],
  ])("sortBy=%s", async (sortBy, expected) => {
    expect(await names({ sortBy })).toEqual(expected);
  });

  test("loans-funded ranks only admin-confirmed figures: a lender's own report sorts last (issue 27)", async () => {
    await lender(
      { companyName: "Zulu", totalLoansFunded: 2_000_000_000, totalLoansFundedConfirmed: false },
      [{ type: "fix_and_flip" }],
    );
    expect(await names({ sortBy: "loans-funded" })).toEqual(["Alpha", "Bravo", "Charlie", "Zulu"]);
  });

  test("most-relevant (the default): match score, then company name", async () => {
    // Texas lenders score 1 for the state, Ohio 0.2; Bravo's reviews beat Charlie's none.
    expect(await names({ location: "TX", sortBy: "most-relevant" })).toEqual(["Bravo", "Charlie"]);
    await lender({ companyName: "Aardvark", reviewScore: 4.9, totalReviews: 300, state: "Texas" }, [
      { type: "fix_and_flip", overrides: { lowestRate: 11 } },
    ]);
    const ranked = (await search({ location: "TX" })).body.items;
    expect(ranked.map((i) => i.lender.companyName)).toEqual(["Aardvark", "Bravo", "Charlie"]);
    expect(ranked[0]?.match.score).toBe(ranked[1]?.match.score);
    expect(ranked[1]?.match.score).toBeGreaterThan(ranked[2]?.match.score ?? 5);
  });
});

describe("GET /api/lenders: paging (20 per page)", () => {
  beforeEach(async () => {
    const rows = Array.from({ length: 45 }, (_, i) =>
      buildLender({ companyName: `Paged Lender ${String(i + 1).padStart(2, "0")}` }),
    );
    const ids = await insertLenders(ctx.db, rows);
    await insertLoanProducts(
      ctx.db,
      ids.map(({ id }) => buildLoanProduct(id, "fix_and_flip")),
    );
  });

  test("pages of 20 in order, the last one partial", async () => {
    const first = (await search()).body;
    expect(first).toMatchObject({
      matchCount: 45,
      totalForType: 45,
      page: 1,
      pages: 3,
      pageSize: 20,
    });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.lender.companyName).toBe("Paged Lender 01");
    const second = (await search({ page: "2" })).body;
    expect(second.page).toBe(2);
    expect(second.items.map((i) => i.lender.companyName)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Paged Lender ${String(i + 21).padStart(2, "0")}`),
    );
    const third = (await search({ page: "3" })).body;
    expect(third.items).toHaveLength(5);
  });

  test("a page beyond the end is clamped to the last page", async () => {
    const beyond = (await search({ page: "99" })).body;
    expect(beyond.page).toBe(3);
    expect(beyond.items).toHaveLength(5);
    const none = (await search({ loanType: "land", page: "4" })).body;
    expect(none).toMatchObject({ items: [], matchCount: 0, totalForType: 0, page: 1, pages: 0 });
  });
});

describe("GET /api/lenders: validation", () => {
  test.each([
    ["loanType", "cars"],
    ["location", "ZZ"],
    ["location", "Texas"],
    ["loanAmount", "lots"],
    ["loanAmount", "-5"],
    ["creditScore", "900"],
    ["creditScore", "7.5"],
    ["creditScore", "abc"],
    ["collateralType", "Boat"],
    ["fundingTime", "fast"],
    ["fundingTime", "30-10"],
    ["sortBy", "cheapest"],
    ["page", "0"],
    ["page", "two"],
  ] as const)("%s=%s → 400 naming the field", async (field, value) => {
    const response = await ctx.app.inject({ url: "/api/lenders", query: { [field]: value } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({ [field]: SEARCH_QUERY_MESSAGES[field] });
  });

  test("blank parameters count as absent and unknown ones are ignored", async () => {
    await lender({ companyName: "Anyone" });
    expect(await names({ location: "", creditScore: " ", utm_source: "mail" })).toEqual(["Anyone"]);
  });
});

describe("GET /api/lenders: response shape", () => {
  test("items carry the public lender, the searched product, the types and the match", async () => {
    await lender(
      { companyName: "Shape Co", description: "", website: "https://shape.example.com" },
      ["bridge", "fix_and_flip", { type: "land", overrides: { isActive: false } }],
    );
    const [item] = (await search()).body.items;
    expect(Object.keys(item ?? {}).sort()).toEqual(["lender", "match", "product", "productTypes"]);
    expect(item?.lender).not.toHaveProperty("email");
    expect(item?.lender).not.toHaveProperty("phone");
    expect(item?.lender).not.toHaveProperty("userId");
    expect(item?.lender).toMatchObject({
      companyName: "Shape Co",
      slug: "shape-co",
      description: null,
      website: "https://shape.example.com",
      reviewScore: 4.5,
      acceptingLeads: true,
    });
    expect(new Date(item?.lender.createdAt ?? "").toISOString()).toBe(item?.lender.createdAt);
    expect(item?.productTypes).toEqual(["fix_and_flip", "bridge"]);
    expect(item?.product).not.toHaveProperty("sourceUrl");
    expect(item?.match.breakdown).toHaveLength(5);
  });

  test("the endpoints are described in the OpenAPI document", async () => {
    const spec = (await ctx.app.inject("/api/docs/json")).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/lenders", "/api/lenders/{slug}"]),
    );
    // Every named schema the routes point to is in the document.
    const refs = new Set<string>();
    JSON.stringify(spec, (key, value) => {
      if (key === "$ref") refs.add(value);
      return value;
    });
    for (const ref of refs) {
      expect(spec.components.schemas[ref.replace("#/components/schemas/", "")], ref).toBeDefined();
    }
    expect(refs).toContain("#/components/schemas/LenderSearchResponse");
    const parameters = spec.paths["/api/lenders"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        "loanType",
        "location",
        "loanAmount",
        "creditScore",
        "sortBy",
        "page",
      ]),
    );
  });
});

describe("GET /api/lenders/:slug", () => {
  test("an active lender with its active products in loan-type order", async () => {
    const { lender: row } = await lender({ companyName: "Profile Capital" }, [
      "construction",
      "bridge",
      "fix_and_flip",
      { type: "land", overrides: { isActive: false } },
    ]);
    await insertLoanProduct(ctx.db, row.id, "rental_property");
    const response = await ctx.app.inject("/api/lenders/profile-capital");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const body = response.json();
    expect(body.lender).toMatchObject({ id: row.id, companyName: "Profile Capital" });
    expect(body.products.map((p: { productType: string }) => p.productType)).toEqual([
      "fix_and_flip",
      "bridge",
      "rental_property",
      "construction",
    ]);
  });

  test("unknown and inactive lenders are a 404 in the error shape", async () => {
    await lender({ companyName: "Gone Lending", isActive: false });
    for (const slug of ["gone-lending", "no-such-lender"]) {
      const response = await ctx.app.inject(`/api/lenders/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: "Lender Not Found" },
      });
    }
  });
});
