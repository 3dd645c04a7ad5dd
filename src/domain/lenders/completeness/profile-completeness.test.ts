import { describe, expect, test } from "vitest";
import {
  COMPLETENESS_POINTS,
  productFreshness,
  scoreCompleteness,
  staleWarning,
  weightedOverall,
} from "./profile-completeness";
import { fullLender, fullProduct } from "./test/completeness-fixtures";

const now = new Date(2025, 6, 10, 12); // July 10, 2025, local time

const twoTypes = () => [fullProduct(), fullProduct({ productType: "bridge" })];

describe("category points", () => {
  test("maxima are the sums of their items: 17, 33, 18", () => {
    const r = scoreCompleteness(fullLender(), twoTypes(), now);
    expect(r.categories.basicInfo).toEqual({
      label: "Basic Info",
      points: 17,
      maxPoints: 17,
      percent: 100,
    });
    expect(r.categories.loanProducts).toEqual({
      label: "Loan Products",
      points: 33,
      maxPoints: 33,
      percent: 100,
    });
    expect(r.categories.competitiveDetails).toEqual({
      label: "Competitive Details",
      points: 18,
      maxPoints: 18,
      percent: 100,
    });
    expect(r.overall).toBe(100);
  });

  test.each([
    ["companyName", { companyName: "  " }, 12],
    ["description of 10 characters", { description: "0123456789" }, 13],
    ["description of 11 characters", { description: "01234567890" }, 17],
    ["website", { website: null }, 14],
    ["phone", { phone: "" }, 14],
    ["license", { licenseNumber: null }, 15],
  ] as const)("basic info without %s: %i points", (_, overrides, points) => {
    expect(
      scoreCompleteness(fullLender(overrides), twoTypes(), now).categories.basicInfo.points,
    ).toBe(points);
  });

  test.each([
    ["rates", { lowestRate: null, highestRate: null }, 25],
    ["rates (highest only kept)", { lowestRate: null }, 33],
    ["amounts", { loanAmountMin: null, loanAmountMax: 0 }, 27],
    ["collateral", { collateralTypes: ["Unknown"] }, 29],
    ["freshness 30 days", { lastUpdated: "2025-06-10" }, 33],
    ["freshness 31 days", { lastUpdated: "2025-06-09" }, 31.5],
    ["freshness 60 days", { lastUpdated: "2025-05-11" }, 31.5],
    ["freshness 61 days", { lastUpdated: "2025-05-10" }, 30],
    ["no date", { lastUpdated: null }, 30],
  ] as const)("loan products without %s: %s points", (_, overrides, points) => {
    const products = [fullProduct(overrides), fullProduct({ ...overrides, productType: "bridge" })];
    expect(scoreCompleteness(fullLender(), products, now).categories.loanProducts.points).toBe(
      points,
    );
  });

  test("one product type loses the 2 multiple-types points; none or inactive scores 0", () => {
    expect(
      scoreCompleteness(fullLender(), [fullProduct()], now).categories.loanProducts.points,
    ).toBe(31);
    expect(scoreCompleteness(fullLender(), [], now).categories.loanProducts.points).toBe(0);
    expect(
      scoreCompleteness(fullLender(), [fullProduct({ isActive: false })], now).categories
        .loanProducts.points,
    ).toBe(0);
  });

  test.each([
    ["funding timeline", { fundingTimeline: " " }, 14],
    ["fees", { processingFee: null }, 14],
    ["fees (origination only kept)", { processingFee: null, originationFee: "1%" }, 18],
    ["fees (underwriting only kept)", { processingFee: null, underwritingFee: "$500" }, 18],
    ["terms", { termMinMonths: null, termMaxMonths: null }, 15],
    [
      "terms (durations kept)",
      { termMinMonths: null, termMaxMonths: null, loanDurations: "12 months" },
      18,
    ],
    ["credit", { minimumFico: null }, 15],
    ["asset types", { assetTypes: [] }, 16],
    ["other requirements", { otherBorrowerRequirements: null }, 16],
  ] as const)("competitive without %s: %i points", (_, overrides, points) => {
    const r = scoreCompleteness(fullLender(), [fullProduct(overrides)], now);
    expect(r.categories.competitiveDetails.points).toBe(points);
  });

  test("an item counts when any product has it", () => {
    const products = [fullProduct({ fundingTimeline: null }), fullProduct({ productType: "land" })];
    expect(
      scoreCompleteness(fullLender(), products, now).categories.competitiveDetails.points,
    ).toBe(18);
  });

  test("points table", () => {
    expect(COMPLETENESS_POINTS.loanProducts).toEqual({
      activeProducts: 10,
      rates: 8,
      amounts: 6,
      collateral: 4,
      freshness: 3,
      multipleTypes: 2,
    });
  });
});

describe("overall", () => {
  test.each([
    [100, 100, 100, 100],
    [0, 0, 0, 0],
    [100, 0, 0, 30],
    [0, 100, 0, 40],
    [0, 0, 100, 30],
    [85, 0, 0, 26], // 25.5 rounds up
    [71, 94, 78, 82], // 21.3 + 37.6 + 23.4 = 82.3
    [50, 51, 50, 50], // 15 + 20.4 + 15 = 50.4
  ])("basic %i, products %i, competitive %i → %i", (b, p, c, overall) => {
    expect(weightedOverall(b, p, c)).toBe(overall);
  });

  test("computed from rounded category percents", () => {
    const r = scoreCompleteness(
      fullLender({ website: null }),
      [fullProduct({ minimumFico: null })],
      now,
    );
    // basic 14/17 = 82, products 31/33 = 94, competitive 15/18 = 83
    expect([
      r.categories.basicInfo.percent,
      r.categories.loanProducts.percent,
      r.categories.competitiveDetails.percent,
    ]).toEqual([82, 94, 83]);
    expect(r.overall).toBe(Math.round(82 * 0.3 + 94 * 0.4 + 83 * 0.3));
  });
});

describe("freshness and stale warning", () => {
  test.each([
    ["2025-07-10", "fresh", 0, 3],
    ["2025-07-20", "fresh", 0, 3],
    ["2025-06-10", "fresh", 30, 3],
    ["2025-06-09", "aging", 31, 1.5],
    ["2025-05-11", "aging", 60, 1.5],
    ["2025-05-10", "stale", 61, 0],
  ])("%s → %s (%i days, %s points)", (date, level, days, points) => {
    expect(productFreshness([{ lastUpdated: date }], now)).toEqual({ level, days, points });
  });

  test("the most recent active product counts; Date values work", () => {
    const products = [
      { lastUpdated: "2025-01-01" },
      { lastUpdated: new Date(2025, 6, 1) },
      { lastUpdated: "2025-07-09", isActive: false },
    ];
    expect(productFreshness(products, now).days).toBe(9);
    expect(productFreshness([{ lastUpdated: null }], now)).toEqual({
      level: "unknown",
      days: null,
      points: 0,
    });
  });

  test.each([
    [30, null],
    [31, "Products last updated 31 days ago"],
    [61, "Products last updated 61 days ago"],
    [null, null],
  ])("%s days → %j", (days, text) => {
    expect(staleWarning({ days })).toBe(text);
  });

  test("isStale follows the warning", () => {
    expect(
      scoreCompleteness(fullLender(), [fullProduct({ lastUpdated: "2025-06-09" })], now),
    ).toMatchObject({
      isStale: true,
      staleWarning: "Products last updated 31 days ago",
    });
    expect(scoreCompleteness(fullLender(), [fullProduct()], now).isStale).toBe(false);
  });
});
