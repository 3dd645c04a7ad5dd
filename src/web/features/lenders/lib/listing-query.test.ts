import { describe, expect, it } from "vitest";
import {
  apiParamsOf,
  EMPTY_FILTERS,
  type ListingState,
  listingSearchParams,
  parseListingQuery,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
} from "./listing-query";

const parse = (query: string, loanType: "fix_and_flip" | "bridge" = "fix_and_flip") =>
  parseListingQuery(new URLSearchParams(query), loanType);

const base: ListingState = { filters: EMPTY_FILTERS, sortBy: "most-relevant", page: 1 };

describe("parseListingQuery", () => {
  it("reads every filter, the sort and the page, typed by the domain schema", () => {
    const { state, dropped } = parse(
      "loanType=fix_and_flip&location=tx&loanAmount=%24250%2C000&creditScore=650&collateralType=Condos&fundingTime=0-14&sortBy=rating&page=3",
    );
    expect(dropped).toEqual([]);
    expect(state).toEqual({
      filters: {
        location: "TX",
        loanAmount: 250000,
        creditScore: 650,
        collateralType: "Condo",
        verified: false,
        fundingTime: "0-14",
      },
      sortBy: "rating",
      page: 3,
    });
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ state: base, dropped: [] });
  });

  it("drops each invalid parameter on its own and keeps the valid ones", () => {
    const { state, dropped } = parse(
      "location=ZZ&loanAmount=lots&creditScore=900&collateralType=Castle&fundingTime=soon&sortBy=best&page=0&utm_source=x",
    );
    expect(state).toEqual(base);
    expect(dropped.sort()).toEqual(
      [
        "collateralType",
        "creditScore",
        "fundingTime",
        "loanAmount",
        "location",
        "page",
        "sortBy",
      ].sort(),
    );

    const mixed = parse("location=TX&creditScore=abc&page=2");
    expect(mixed.state.filters.location).toBe("TX");
    expect(mixed.state.filters.creditScore).toBeNull();
    expect(mixed.state.page).toBe(2);
    expect(mixed.dropped).toEqual(["creditScore"]);
  });

  it("lets the route decide the loan type and reports a different loanType as dropped", () => {
    expect(parse("loanType=bridge", "fix_and_flip").dropped).toEqual(["loanType"]);
    expect(parse("loanType=bridge", "bridge").dropped).toEqual([]);
    expect(parse("loanType=nonsense", "bridge").dropped).toEqual(["loanType"]);
  });

  it("treats blank values as absent, and a credit score of 0 (below-600) as set", () => {
    const { state, dropped } = parse("location=&loanAmount=&creditScore=0");
    expect(dropped).toEqual([]);
    expect(state.filters).toEqual({ ...EMPTY_FILTERS, creditScore: 0 });
  });
});

describe("listingSearchParams", () => {
  it("writes only set filters in the domain's order, sortBy always, page only past 1", () => {
    const state = withFilters(base, { creditScore: 700, location: "FL" });
    expect(listingSearchParams(new URLSearchParams(), "bridge", state).toString()).toBe(
      "loanType=bridge&location=FL&creditScore=700&sortBy=most-relevant",
    );
    expect(
      listingSearchParams(new URLSearchParams(), "bridge", withPage(state, 2)).toString(),
    ).toBe("loanType=bridge&location=FL&creditScore=700&sortBy=most-relevant&page=2");
  });

  it("keeps parameters that are not the listing's and replaces the listing's", () => {
    const current = new URLSearchParams("utm_source=news&location=TX&page=4&sortBy=rating");
    const next = listingSearchParams(current, "fix_and_flip", withoutFilters(base));
    expect(next.toString()).toBe("utm_source=news&loanType=fix_and_flip&sortBy=most-relevant");
  });

  it("round-trips through parseListingQuery", () => {
    const state: ListingState = {
      filters: {
        location: "CA",
        loanAmount: 1_500_000,
        creditScore: 0,
        collateralType: "Mixed use",
        verified: true,
        fundingTime: "7-30",
      },
      sortBy: "lowest-rate",
      page: 5,
    };
    const params = listingSearchParams(new URLSearchParams(), "fix_and_flip", state);
    expect(parseListingQuery(params, "fix_and_flip")).toEqual({ state, dropped: [] });
  });
});

describe("state changes", () => {
  const onPage3: ListingState = { ...base, sortBy: "rating", page: 3 };

  it("a filter change goes back to page 1 and keeps the sort", () => {
    expect(withFilters(onPage3, { location: "TX" })).toEqual({
      filters: { ...EMPTY_FILTERS, location: "TX" },
      sortBy: "rating",
      page: 1,
    });
  });

  it("a sort change goes back to page 1", () => {
    expect(withSort(onPage3, "lowest-rate")).toMatchObject({ sortBy: "lowest-rate", page: 1 });
  });

  it("clearing all filters keeps the sort and goes to page 1", () => {
    const filtered = withPage(withFilters(onPage3, { creditScore: 700, fundingTime: "0-7" }), 2);
    expect(withoutFilters(filtered)).toEqual({ filters: EMPTY_FILTERS, sortBy: "rating", page: 1 });
  });
});

describe("apiParamsOf", () => {
  it("is the domain's search parameters plus the page", () => {
    expect(apiParamsOf("land", withPage(withFilters(base, { loanAmount: 90000 }), 2))).toEqual({
      loanType: "land",
      loanAmount: "90000",
      sortBy: "most-relevant",
      page: "2",
    });
  });
});
