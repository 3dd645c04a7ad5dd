import { describe, expect, test } from "vitest";
import { lenderStatesOf } from "../reference/us-states";
import {
  countLendersOfType,
  effectiveCreditScore,
  type FilterLender,
  type FilterProduct,
  filterLenders,
  type LenderCandidate,
  lenderMatchesFilters,
  matchesCredit,
  matchesFundingTime,
  matchesMinimumLoan,
  matchesPropertyType,
  matchesState,
  productOfType,
} from "./lender-filter";
import type { SearchFilters } from "./search-filters";

function product(overrides: Partial<FilterProduct> = {}): FilterProduct {
  return {
    productType: "fix_and_flip",
    isActive: true,
    minimumFico: null,
    collateralTypes: null,
    loanAmountMin: null,
    ...overrides,
  };
}

/** `state` in the stored text form; the candidate carries it parsed, as the catalogue does. */
function candidate(
  { state = "Texas, Florida", ...lender }: Partial<FilterLender> & { state?: string | null } = {},
  products: FilterProduct[] = [product()],
): LenderCandidate {
  return {
    lender: {
      minimumLoanAmount: null,
      averageFundingTime: 10,
      isActive: true,
      ...lender,
    },
    products,
    states: lenderStatesOf(state),
  };
}

const base: SearchFilters = { loanType: "fix_and_flip" };

describe("single rules", () => {
  test.each([
    ["Texas, Florida", "TX", true],
    ["Texas, Florida", "FL", true],
    ["Texas, Florida", "CA", false],
    [null, "CA", true],
    ["", "CA", true],
    ["Unknown", "CA", true],
    ["Arkansas", "KS", false],
    ["West Virginia", "VA", false],
    ["Virginia", "VA", true],
    ["Texas", "XX", false],
  ])("state %j with %s: %s", (state, code, expected) => {
    expect(matchesState(lenderStatesOf(state), code)).toBe(expected);
  });

  test.each([
    [null, 50000, true],
    [undefined, 50000, true],
    [49999, 50000, true],
    [50000, 50000, true],
    [50001, 50000, false],
  ])("minimum %s for %i: %s", (minimum, amount, expected) => {
    expect(matchesMinimumLoan(minimum, amount)).toBe(expected);
  });

  test.each([
    [null, 600, true],
    [659, 660, true],
    [660, 660, true],
    [661, 660, false],
    [600, 0, false],
  ])("min credit %s for score %i: %s", (minimum, score, expected) => {
    expect(matchesCredit(minimum, score)).toBe(expected);
  });

  test.each([
    [["Condo"], "Condo", true],
    [["Condo"], "Condos", true],
    [["Land"], "Condo", false],
    [["Land", "Unknown"], "Condo", true],
    [[], "Condo", true],
    [null, "Condo", true],
    [undefined, "Condo", true],
    [["Mixed use"], "Mixed-use properties", true],
  ])("collateral %j for %s: %s", (list, type, expected) => {
    expect(matchesPropertyType(list, type)).toBe(expected);
  });

  test.each([
    [null, false],
    [6, false],
    [7, true],
    [14, true],
    [15, false],
  ])("funding time %s in 7-14: %s", (days, expected) => {
    expect(matchesFundingTime(days, { min: 7, max: 14 })).toBe(expected);
  });

  test("effective credit: filter, then profile, then none", () => {
    expect(effectiveCreditScore({ creditScore: 700 }, { profileCreditScore: 600 })).toBe(700);
    expect(effectiveCreditScore({ creditScore: 0 }, { profileCreditScore: 600 })).toBe(0);
    expect(effectiveCreditScore({}, { profileCreditScore: 600 })).toBe(600);
    expect(effectiveCreditScore({})).toBeNull();
  });

  test("productOfType ignores inactive products and other types", () => {
    const products = [product({ productType: "land" }), product({ isActive: false })];
    expect(productOfType(products, "fix_and_flip")).toBeUndefined();
    expect(productOfType(products, "land")).toBe(products[0]);
  });
});

describe("lenderMatchesFilters", () => {
  test("needs an active product of the loan type and an active lender", () => {
    expect(lenderMatchesFilters(candidate(), base)).toBe(true);
    expect(lenderMatchesFilters(candidate({}, []), base)).toBe(false);
    expect(lenderMatchesFilters(candidate({}, [product({ productType: "land" })]), base)).toBe(
      false,
    );
    expect(lenderMatchesFilters(candidate({}, [product({ isActive: false })]), base)).toBe(false);
    expect(lenderMatchesFilters(candidate({ isActive: false }), base)).toBe(false);
  });

  test("state filter", () => {
    expect(lenderMatchesFilters(candidate(), { ...base, location: "TX" })).toBe(true);
    expect(lenderMatchesFilters(candidate(), { ...base, location: "CA" })).toBe(false);
    expect(lenderMatchesFilters(candidate({ state: "Unknown" }), { ...base, location: "CA" })).toBe(
      true,
    );
  });

  test("minimum loan: the product's, else the lender's", () => {
    const productMin = candidate({ minimumLoanAmount: 10_000 }, [
      product({ loanAmountMin: 100_000 }),
    ]);
    expect(lenderMatchesFilters(productMin, { ...base, loanAmount: 99_999 })).toBe(false);
    expect(lenderMatchesFilters(productMin, { ...base, loanAmount: 100_000 })).toBe(true);
    const lenderMin = candidate({ minimumLoanAmount: 75_000 });
    expect(lenderMatchesFilters(lenderMin, { ...base, loanAmount: 74_999 })).toBe(false);
    expect(lenderMatchesFilters(lenderMin, { ...base, loanAmount: 75_000 })).toBe(true);
    expect(lenderMatchesFilters(candidate(), { ...base, loanAmount: 1 })).toBe(true);
  });

  test("credit with profile fallback uses the selected type's product", () => {
    const c = candidate({}, [
      product({ minimumFico: 680 }),
      product({ productType: "land", minimumFico: 500 }),
    ]);
    expect(lenderMatchesFilters(c, { ...base, creditScore: 679 })).toBe(false);
    expect(lenderMatchesFilters(c, { ...base, creditScore: 680 })).toBe(true);
    expect(lenderMatchesFilters(c, base, { profileCreditScore: 679 })).toBe(false);
    expect(lenderMatchesFilters(c, base, { profileCreditScore: 680 })).toBe(true);
    expect(
      lenderMatchesFilters(c, { ...base, creditScore: 700 }, { profileCreditScore: 500 }),
    ).toBe(true);
    expect(lenderMatchesFilters(c, base)).toBe(true);
  });

  test("property type", () => {
    const c = candidate({}, [product({ collateralTypes: ["Condo", "Townhome"] })]);
    expect(lenderMatchesFilters(c, { ...base, collateralType: "Townhomes" })).toBe(true);
    expect(lenderMatchesFilters(c, { ...base, collateralType: "Land" })).toBe(false);
  });

  test("funding time excludes lenders without it; malformed range is ignored", () => {
    expect(lenderMatchesFilters(candidate(), { ...base, fundingTime: "8-14" })).toBe(true);
    expect(lenderMatchesFilters(candidate(), { ...base, fundingTime: "11-14" })).toBe(false);
    expect(
      lenderMatchesFilters(candidate({ averageFundingTime: null }), {
        ...base,
        fundingTime: "0-99",
      }),
    ).toBe(false);
    expect(
      lenderMatchesFilters(candidate({ averageFundingTime: null }), { ...base, fundingTime: "x" }),
    ).toBe(true);
  });

  test("filterLenders keeps order; countLendersOfType counts offering lenders", () => {
    const a = candidate({ state: "Texas" });
    const b = candidate({ state: "Ohio" });
    const c = candidate({}, [product({ productType: "land" })]);
    const d = candidate({ isActive: false });
    expect(filterLenders([a, b, c, d], { ...base, location: "TX" })).toEqual([a]);
    expect(countLendersOfType([a, b, c, d], "fix_and_flip")).toBe(2);
    expect(countLendersOfType([a, b, c, d], "land")).toBe(1);
  });
});
