import { describe, expect, test } from "vitest";
import { lenderStatesOf } from "../../reference/us-states";
import type { LenderCandidate } from "../lender-filter";
import { type SearchLender, type SearchProduct, searchLenders } from "./reference-search";

function lender(
  i: number,
  overrides: Partial<SearchLender> = {},
): SearchLender & { slug: string; state: string } {
  return {
    id: `l${String(i).padStart(3, "0")}`,
    slug: `lender-${i}`,
    companyName: `Lender ${String(i).padStart(3, "0")}`,
    state: i % 2 === 0 ? "Texas" : "Ohio",
    minimumLoanAmount: null,
    averageFundingTime: 10,
    isActive: true,
    reviewScore: null,
    totalReviews: null,
    totalLoansFunded: null,
    createdAt: "2025-01-01",
    ...overrides,
  };
}

function product(overrides: Partial<SearchProduct> = {}): SearchProduct {
  return {
    productType: "fix_and_flip",
    isActive: true,
    minimumFico: null,
    collateralTypes: null,
    loanAmountMin: null,
    lowestRate: null,
    ...overrides,
  };
}

/** The candidate carries the lender's states parsed, as the catalogue does. */
function candidate<L extends { state: string }>(l: L, products: SearchProduct[]) {
  return { lender: l, products, states: lenderStatesOf(l.state) };
}

describe("searchLenders", () => {
  const candidates: LenderCandidate<ReturnType<typeof lender>, SearchProduct>[] = Array.from(
    { length: 45 },
    (_, i) => candidate(lender(i), [product({ lowestRate: 12 - (i % 5) })]),
  );
  candidates.push(candidate(lender(99), [product({ productType: "land" })]));

  test("filters, counts and pages by 20", () => {
    const first = searchLenders(candidates, { loanType: "fix_and_flip", location: "TX" });
    expect(first.matchCount).toBe(23);
    expect(first.totalForType).toBe(45);
    expect(first.pages).toBe(2);
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(20);
    const second = searchLenders(candidates, { loanType: "fix_and_flip", location: "TX", page: 2 });
    expect(second.items).toHaveLength(3);
    expect(second.items[0]?.match.shown).toBe(true);
    expect(second.items[0]?.product.productType).toBe("fix_and_flip");
    expect(second.items[0]?.lender.slug).toMatch(/^lender-/);
  });

  test("a page past the end is clamped to the last page", () => {
    const result = searchLenders(candidates, { loanType: "fix_and_flip", page: 9 });
    expect(result.page).toBe(3);
    expect(result.items).toHaveLength(5);
  });

  test("no matches gives page 1 of 0", () => {
    const result = searchLenders(candidates, { loanType: "construction" });
    expect(result).toMatchObject({ matchCount: 0, totalForType: 0, pages: 0, page: 1, items: [] });
  });

  test("lowest-rate sorts by the product's rate", () => {
    const result = searchLenders(candidates, { loanType: "fix_and_flip", sortBy: "lowest-rate" });
    const rates = result.items.map((i) => i.product.lowestRate);
    expect(rates).toEqual([...rates].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(rates[0]).toBe(8);
  });
});
