import { describe, expect, test } from "vitest";
import { compareCompanyNames, lowestRateOf, type SortItem, sortLenders } from "./lender-sort";

function item(
  id: string,
  lender: Partial<SortItem["lender"]> = {},
  options: { rate?: number | null; score?: number; type?: string } = {},
): SortItem {
  return {
    lender: {
      id,
      companyName: `Lender ${id}`,
      reviewScore: null,
      totalReviews: null,
      averageFundingTime: null,
      totalLoansFunded: null,
      createdAt: null,
      ...lender,
    },
    products: [
      {
        productType: options.type ?? "fix_and_flip",
        isActive: true,
        lowestRate: options.rate ?? null,
      },
    ],
    ...(options.score === undefined ? {} : { match: { score: options.score } }),
  };
}

const ids = (items: SortItem[]) => items.map((i) => i.lender.id);

describe("sortLenders", () => {
  test("most-relevant: score descending, ties by company name", () => {
    const items = [
      item("a", { companyName: "Zeta" }, { score: 3 }),
      item("b", { companyName: "alpha" }, { score: 3 }),
      item("c", { companyName: "Beta" }, { score: 4.1 }),
      item("d", { companyName: "Aardvark" }),
    ];
    expect(ids(sortLenders(items, "most-relevant", "fix_and_flip"))).toEqual(["c", "b", "a", "d"]);
  });

  test("unknown or missing sortBy falls back to most-relevant", () => {
    const items = [item("a", {}, { score: 1 }), item("b", {}, { score: 2 })];
    expect(ids(sortLenders(items, "cheapest", "fix_and_flip"))).toEqual(["b", "a"]);
    expect(ids(sortLenders(items, null, "fix_and_flip"))).toEqual(["b", "a"]);
  });

  test("rating: descending, more reviews first on ties, unrated last", () => {
    const items = [
      item("a", { reviewScore: null }),
      item("b", { reviewScore: 4.5, totalReviews: 3 }),
      item("c", { reviewScore: 4.8 }),
      item("d", { reviewScore: 4.5, totalReviews: 30 }),
    ];
    expect(ids(sortLenders(items, "rating", "fix_and_flip"))).toEqual(["c", "d", "b", "a"]);
  });

  test("funding-time: ascending, unknown last", () => {
    const items = [
      item("a", { averageFundingTime: null }),
      item("b", { averageFundingTime: 14 }),
      item("c", { averageFundingTime: 5 }),
    ];
    expect(ids(sortLenders(items, "funding-time", "fix_and_flip"))).toEqual(["c", "b", "a"]);
  });

  test("loans-funded: descending, unknown last", () => {
    const items = [
      item("a", { totalLoansFunded: null, totalLoansFundedConfirmed: true }),
      item("b", { totalLoansFunded: 100, totalLoansFundedConfirmed: true }),
      item("c", { totalLoansFunded: 2500, totalLoansFundedConfirmed: true }),
    ];
    expect(ids(sortLenders(items, "loans-funded", "fix_and_flip"))).toEqual(["c", "b", "a"]);
  });

  test("loans-funded: a figure only the lender reported ranks as unknown (issue 27)", () => {
    const items = [
      item("a", { totalLoansFunded: 100, totalLoansFundedConfirmed: true }),
      item("b", { totalLoansFunded: 2_000_000_000, totalLoansFundedConfirmed: false }),
      item("c", { totalLoansFunded: 50, totalLoansFundedConfirmed: true }),
    ];
    expect(ids(sortLenders(items, "loans-funded", "fix_and_flip"))).toEqual(["a", "c", "b"]);
  });

  test("newest: creation date descending, Date or ISO string, unknown last", () => {
    const items = [
      item("a", { createdAt: "2024-01-01T00:00:00Z" }),
      item("b", { createdAt: new Date("2025-06-01T00:00:00Z") }),
      item("c", { createdAt: "not a date" }),
      item("d", { createdAt: "2025-01-01" }),
    ];
    expect(ids(sortLenders(items, "newest", "fix_and_flip"))).toEqual(["b", "d", "a", "c"]);
  });

  test("lowest-rate: ascending by the selected type's lowest rate, no rate last, ties by rating", () => {
    const items = [
      item("a", { reviewScore: 5 }, { rate: null }),
      item("b", { reviewScore: 3 }, { rate: 9.5 }),
      item("c", { reviewScore: 4 }, { rate: 9.5 }),
      item("d", {}, { rate: 8.99 }),
      item("e", {}, { rate: 7, type: "land" }),
    ];
    expect(ids(sortLenders(items, "lowest-rate", "fix_and_flip"))).toEqual([
      "d",
      "c",
      "b",
      "a",
      "e",
    ]);
  });

  test("does not mutate its input", () => {
    const items = [item("b", {}, { score: 1 }), item("a", {}, { score: 2 })];
    sortLenders(items, "most-relevant", "fix_and_flip");
    expect(ids(items)).toEqual(["b", "a"]);
  });

  test("helpers", () => {
    expect(
      lowestRateOf([{ productType: "land", isActive: false, lowestRate: 7 }], "land"),
    ).toBeNull();
    expect(lowestRateOf([{ productType: "land", lowestRate: 7 }], "land")).toBe(7);
    expect(compareCompanyNames("apple", "Banana")).toBeLessThan(0);
    expect(compareCompanyNames("Apple", "apple")).not.toBe(0);
  });
});
