import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { LenderSearchResponse } from "@/domain/lender-dto";
import { SEARCH_QUERY_MESSAGES } from "@/domain/search-filters";
import {
  buildLender,
  buildLoanProduct,
  insertLender,
  insertLenders,
  insertLenderWithProducts,
  insertLoanProduct,
  insertLoanProducts,
  type LenderOverrides,
  type ProductSpec,
} from "../db/factories";
import { lenders } from "../db/schema";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(lenders);
});

const lender = (overrides: LenderOverrides, products: readonly ProductSpec[] = ["fix_and_flip"]) =>
  insertLenderWithProducts(ctx.db, overrides, products);

async function search(query: Record<string, string> = {}, client = ctx.client()) {
  const response = await client.request({ method: "GET", url: "/api/lenders", query });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json() as LenderSearchResponse, headers: response.headers };
}

const names = async (query: Record<string, string> = {}) =>
  (await search(query)).body.items.map((item) => item.lender.companyName);

describe("GET /api/lenders: filters (spec 9 'Lender filtering')", () => {
  test("state: lenders listing it, and lenders with no or an Unknown state", async () => {
    await lender({ companyName: "Lone Star", state: "Texas, Oklahoma" });
    await lender({ companyName: "Sunshine", state: "Florida" });
    await lender({ companyName: "Arkansas Only", state: "Arkansas" });
    await lender({ companyName: "Secretive", state: "Unknown" });
    await lender({ companyName: "Stateless", state: null });
    expect((await names({ location: "TX" })).sort()).toEqual([
      "Lone Star",
      "Secretive",
      "Stateless",
    ]);
    // Lower case is accepted; 'Kansas' is not found in 'Arkansas'.
    expect((await names({ location: "ks" })).sort()).toEqual(["Secretive", "Stateless"]);
    expect(await names()).toHaveLength(5);
  });

  test("minimum loan: the product's minimum, else the lender's, at or below the amount", async () => {
    await lender({ companyName: "Min 100k" }, [
      { type: "fix_and_flip", overrides: { loanAmountMin: 100_000 } },
    ]);
    await lender({ companyName: "Min 300k" }, [
      { type: "fix_and_flip", overrides: { loanAmountMin: 300_000 } },
    ]);
    await lender({ companyName: "Lender min 50k", minimumLoanAmount: 50_000 }, [
      { type: "fix_and_flip", overrides: { loanAmountMin: null } },
    ]);
    await lender({ companyName: "No minimum", minimumLoanAmount: null }, [
      { type: "fix_and_flip", overrides: { loanAmountMin: null } },
    ]);
    const expected = ["Lender min 50k", "Min 100k", "No minimum"];
    expect((await names({ loanAmount: "200000" })).sort()).toEqual(expected);
    expect((await names({ loanAmount: "$200,000" })).sort()).toEqual(expected);
    expect((await names({ loanAmount: "300000" })).sort()).toEqual(
      [...expected, "Min 300k"].sort(),
    );
  });

  test("credit: no minimum or one at or below the score; the profile score when no filter", async () => {
    await lender({ companyName: "Fico 620" }, [
      { type: "fix_and_flip", overrides: { minimumFico: 620 } },
    ]);
    await lender({ companyName: "Fico 700" }, [
      { type: "fix_and_flip", overrides: { minimumFico: 700 } },
    ]);
    await lender({ companyName: "No fico" }, [
      { type: "fix_and_flip", overrides: { minimumFico: null } },
    ]);
    expect((await names({ creditScore: "650" })).sort()).toEqual(["Fico 620", "No fico"]);
    expect(await names({ creditScore: "700" })).toHaveLength(3);
    expect(await names({ creditScore: "0" })).toEqual(["No fico"]);

    const anonymous = await search();
    expect(anonymous.body.items).toHaveLength(3);
    expect(anonymous.headers["cache-control"]).toBe("public, max-age=60");
    expect(anonymous.headers.vary).toMatch(/cookie/i);

    const borrower = await ctx.signedInClient("fico650@example.com", { creditScore: 650 });
    const personal = await search({}, borrower);
    expect(personal.body.items.map((i) => i.lender.companyName).sort()).toEqual([
      "Fico 620",
      "No fico",
    ]);
    // Shaped by the viewer: never stored by a shared cache.
    expect(personal.headers["cache-control"]).toBe("private, no-cache");
    // The profile score is not a filter: the match score stays hidden.
    expect(personal.body.items.every((i) => !i.match.shown)).toBe(true);
    // An explicit filter wins over the profile score and answers the same for everyone.
    const explicit = await search({ creditScore: "720" }, borrower);
    expect(explicit.body.items).toHaveLength(3);
    expect(explicit.headers["cache-control"]).toBe("public, max-age=60");

    const noScore = await ctx.signedInClient("noscore@example.com", { creditScore: null });
    expect((await search({}, noScore)).body.items).toHaveLength(3);
  });

  test("property type: listed, 'Unknown', none listed; search wordings are normalised", async () => {
    await lender({ companyName: "Condos" }, [
      { type: "fix_and_flip", overrides: { collateralTypes: ["Condo", "Townhome"] } },
    ]);
    await lender({ companyName: "Unknown collateral" }, [
      { type: "fix_and_flip", overrides: { collateralTypes: ["Unknown"] } },
    ]);
    await lender({ companyName: "Empty list" }, [
      { type: "fix_and_flip", overrides: { collateralTypes: [] } },
    ]);
    await lender({ companyName: "Null list" }, [
      { type: "fix_and_flip", overrides: { collateralTypes: null } },
    ]);
    await lender({ companyName: "Land only" }, [
      { type: "fix_and_flip", overrides: { collateralTypes: ["Land"] } },
    ]);
    const expected = ["Condos", "Empty list", "Null list", "Unknown collateral"];
    expect((await names({ collateralType: "Condo" })).sort()).toEqual(expected);
    expect((await names({ collateralType: "Condos" })).sort()).toEqual(expected);
    const scored = (await search({ collateralType: "Condo" })).body.items;
    const propertyScore = (name: string) =>
      scored
        .find((i) => i.lender.companyName === name)
        ?.match.breakdown.find((c) => c.criterion === "propertyType")?.value;
    expect(propertyScore("Condos")).toBe(1);
    expect(propertyScore("Unknown collateral")).toBe(0.5);
    expect(propertyScore("Empty list")).toBe(0.3);
  });

  test("funding time: an inclusive 'a-b' range of days; lenders without one are excluded", async () => {
    await lender({ companyName: "Five days", averageFundingTime: 5 });
    await lender({ companyName: "Two weeks", averageFundingTime: 14 });
    await lender({ companyName: "A month", averageFundingTime: 30 });
    await lender({ companyName: "Unsaid", averageFundingTime: null });
    expect((await names({ fundingTime: "0-14" })).sort()).toEqual(["Five days", "Two weeks"]);
    expect((await names({ fundingTime: "14 - 30" })).sort()).toEqual(["A month", "Two weeks"]);
    expect(await names()).toHaveLength(4);
  });

  test("the loan type's product must exist and be active; inactive lenders never show", async () => {
    await lender({ companyName: "Flipper" }, ["fix_and_flip", "bridge"]);
    await lender({ companyName: "Bridge only" }, ["bridge"]);
    await lender({ companyName: "Paused flip" }, [
      { type: "fix_and_flip", overrides: { isActive: false } },
      "construction",
    ]);
    await lender({ companyName: "Closed", isActive: false }, ["fix_and_flip", "bridge"]);
    await insertLender(ctx.db, { companyName: "No products" });

    const flip = await search();
    expect(flip.body.items.map((i) => i.lender.companyName)).toEqual(["Flipper"]);
    expect(flip.body.totalForType).toBe(1);
    expect(flip.body.items[0]?.product.productType).toBe("fix_and_flip");
    expect(flip.body.items[0]?.productTypes).toEqual(["fix_and_flip", "bridge"]);

    const bridge = await search({ loanType: "bridge" });
    expect(bridge.body.items.map((i) => i.lender.companyName).sort()).toEqual([
      "Bridge only",
      "Flipper",
    ]);
    expect(bridge.body.items.every((i) => i.product.productType === "bridge")).toBe(true);
    expect(await names({ loanType: "construction" })).toEqual(["Paused flip"]);
    expect(await names({ loanType: "land" })).toEqual([]);
  });

  test("matchCount counts the filtered lenders, totalForType every lender of the type", async () => {
    await lender({ companyName: "In Ohio", state: "Ohio" });
    await lender({ companyName: "In Utah", state: "Utah" });
    await lender({ companyName: "Rental", state: "Ohio" }, ["rental_property"]);
    const { body } = await search({ location: "OH" });
    expect(body).toMatchObject({ matchCount: 1, totalForType: 2, page: 1, pages: 1, pageSize: 20 });
    expect(body.items[0]?.match.shown).toBe(true);
  });
});

describe("GET /api/lenders: sort orders (spec 9 'Sort options')", () => {
  beforeEach(async () => {
    await lender(
      {
        companyName: "Alpha",
        reviewScore: 4.2,
        totalReviews: 40,
        averageFundingTime: 10,
        totalLoansFunded: 900,
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
