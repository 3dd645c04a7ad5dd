import { describe, expect, test } from "vitest";
import { searchQuerySchema } from "./query-schema";
import {
  DEFAULT_SORT,
  hasActiveFilter,
  parseFundingTimeRange,
  SEARCH_QUERY_MESSAGES,
  SORT_SELECTOR_OPTIONS,
  SORT_VALUES,
  searchParamsOf,
} from "./search-filters";

describe("sort options", () => {
  test("values, default and selector", () => {
    expect(SORT_VALUES).toEqual([
      "most-relevant",
      "rating",
      "lowest-rate",
      "funding-time",
      "loans-funded",
      "newest",
      "fastest-response",
    ]);
    expect(DEFAULT_SORT).toBe("most-relevant");
    expect(SORT_SELECTOR_OPTIONS.map((o) => o.label)).toEqual([
      "Most Relevant",
      "Highest Rated",
      "Lowest Rates",
      "Fastest response",
    ]);
  });
});

describe("hasActiveFilter", () => {
  test.each([
    [{}, false],
    [{ sortBy: "rating" as const }, false],
    [{ location: "" }, false],
    [{ location: null }, false],
    [{ location: "TX" }, true],
    [{ loanAmount: 50000 }, true],
    [{ creditScore: 0 }, true],
    [{ creditScore: 700 }, true],
    [{ collateralType: "Condo" }, true],
    [{ fundingTime: "0-7" }, true],
  ])("%j → %s", (filters, expected) => {
    expect(hasActiveFilter(filters)).toBe(expected);
  });
});

describe("parseFundingTimeRange", () => {
  test.each([
    ["0-7", { min: 0, max: 7 }],
    ["8-14", { min: 8, max: 14 }],
    [" 15 - 30 ", { min: 15, max: 30 }],
    ["7-7", { min: 7, max: 7 }],
    ["14-7", null],
    ["7", null],
    ["a-b", null],
    ["-7", null],
    ["", null],
    [null, null],
  ])("%j → %j", (value, range) => {
    expect(parseFundingTimeRange(value)).toEqual(range);
  });
});

describe("searchParamsOf", () => {
  test("only filters with a value, sortBy always", () => {
    expect(searchParamsOf({})).toEqual({ sortBy: "most-relevant" });
    expect(
      searchParamsOf({
        loanType: "bridge",
        location: "TX",
        loanAmount: 250000,
        creditScore: 0,
        collateralType: "",
        fundingTime: null,
        sortBy: "rating",
      }),
    ).toEqual({
      loanType: "bridge",
      location: "TX",
      loanAmount: "250000",
      creditScore: "0",
      sortBy: "rating",
    });
  });
});

describe("searchQuerySchema", () => {
  test("defaults", () => {
    expect(searchQuerySchema.parse({})).toEqual({
      loanType: "fix_and_flip",
      sortBy: "most-relevant",
      page: 1,
    });
  });

  test("blank values are absent; values are normalised", () => {
    expect(
      searchQuerySchema.parse({
        loanType: "land",
        location: "tx",
        loanAmount: "$250,000",
        creditScore: "650",
        collateralType: "Condos",
        fundingTime: "0 - 14",
        sortBy: "lowest-rate",
        page: "3",
      }),
    ).toEqual({
      loanType: "land",
      location: "TX",
      loanAmount: 250000,
      creditScore: 650,
      collateralType: "Condo",
      fundingTime: "0-14",
      sortBy: "lowest-rate",
      page: 3,
    });
    expect(searchQuerySchema.parse({ location: "", loanAmount: " ", page: "" })).toEqual({
      loanType: "fix_and_flip",
      sortBy: "most-relevant",
      page: 1,
    });
  });

  test.each([
    [{ loanType: "bridge_loan" }, "loanType", SEARCH_QUERY_MESSAGES.loanType],
    [{ location: "XX" }, "location", SEARCH_QUERY_MESSAGES.location],
    [{ location: "Texas" }, "location", SEARCH_QUERY_MESSAGES.location],
    [{ loanAmount: "abc" }, "loanAmount", SEARCH_QUERY_MESSAGES.loanAmount],
    [{ loanAmount: "0" }, "loanAmount", SEARCH_QUERY_MESSAGES.loanAmount],
    [{ creditScore: "-1" }, "creditScore", SEARCH_QUERY_MESSAGES.creditScore],
    [{ creditScore: "851" }, "creditScore", SEARCH_QUERY_MESSAGES.creditScore],
    [{ creditScore: "700.5" }, "creditScore", SEARCH_QUERY_MESSAGES.creditScore],
    [{ creditScore: "abc" }, "creditScore", SEARCH_QUERY_MESSAGES.creditScore],
    [{ collateralType: "Castle" }, "collateralType", SEARCH_QUERY_MESSAGES.collateralType],
    [{ fundingTime: "fast" }, "fundingTime", SEARCH_QUERY_MESSAGES.fundingTime],
    [{ sortBy: "cheapest" }, "sortBy", SEARCH_QUERY_MESSAGES.sortBy],
    [{ page: "0" }, "page", SEARCH_QUERY_MESSAGES.page],
    [{ page: "1.5" }, "page", SEARCH_QUERY_MESSAGES.page],
  ])("%j is rejected on %s", (query, field, message) => {
    const result = searchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  test.each([
    ["0", 0],
    ["850", 850],
  ])("credit score %s is accepted", (value, score) => {
    expect(searchQuerySchema.parse({ creditScore: value }).creditScore).toBe(score);
  });
});
