import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { insertLender } from "../../db/factories";
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
    // Shaped by the viewer: never stored by a shared cache (issue 27: no answer to a request
    // with a session is stored at all).
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    // The profile score is not a filter: the match score stays hidden.
    expect(personal.body.items.every((i) => !i.match.shown)).toBe(true);
    // An explicit filter wins over the profile score and answers the same for everyone (a
    // visitor's answer is public; one to a request with a session is private, issue 27).
    const explicit = await search({ creditScore: "720" }, borrower);
    expect(explicit.body.items).toHaveLength(3);
    expect(explicit.headers["cache-control"]).toBe("private, no-store");
    const explicitVisitor = await search({ creditScore: "720" });
    expect(explicitVisitor.body).toEqual(explicit.body);
    expect(explicitVisitor.headers["cache-control"]).toBe("public, max-age=60");

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
