/**
 * Random but deterministic lenders and listing queries for the search equivalence tests:
 * both ways of running a search (the reference searchLenders, the column index) must give
 * the same answer for the same catalogue and query. Values are few, so ties (names, scores)
 * are common and null or odd inputs appear often.
 */

import { LOAN_TYPES } from "../../reference/loan-types";
import { lenderStatesOf } from "../../reference/us-states";
import type { SearchLender, SearchProduct } from "../engine/types";
import type { LenderCandidate } from "../lender-filter";
import { SORT_VALUES } from "../search-filters";

/** A small deterministic generator (same values for the same seed). */
export function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const maybe = <T>(value: T): T | null => (next() < 0.2 ? null : value);
  return { next, pick, maybe };
}

export type Candidate = LenderCandidate<SearchLender, SearchProduct>;

export function randomCandidates(count: number, seed: number): Candidate[] {
  const { next, pick, maybe } = generator(seed);
  const names = ["Alpha", "beta", "Gamma", "delta", "Échelon", "Zed"];
  const stateLists = [
    null,
    "Unknown",
    "Texas",
    "Texas, Ohio",
    "Florida, Georgia",
    "Ohio",
    "Wyoming, Wisconsin, West Virginia",
    "Alabama, California, Texas",
  ];
  const collateral = [
    null,
    [],
    ["Condo"],
    ["Condos", "Land"],
    ["Single Family", "Unknown"],
    ["Multifamily"],
    ["unknown"],
    ["Short-term rental", "1-4 Family"],
  ];
  return Array.from({ length: count }, (_, i) => {
    const lender: SearchLender = {
      id: `id-${String(i).padStart(4, "0")}`,
      companyName: `${pick(names)} Capital`,
      minimumLoanAmount: maybe(pick([50_000, 100_000, 250_000])),
      averageFundingTime: maybe(pick([5, 10, 14, 30, 45])),
      isActive: next() > 0.05,
      reviewScore: maybe(pick([2.5, 3.2, 3.9, 4.1, 4.6, 5])),
      totalReviews: maybe(pick([0, 3, 40])),
      totalLoansFunded: maybe(pick([10, 200, 5000])),
      createdAt: maybe(pick(["2024-01-01T00:00:00Z", "2025-06-01T00:00:00Z"])),
      verification: next() < 0.4 ? { checks: ["entity"] } : null,
    };
    const products: SearchProduct[] = LOAN_TYPES.filter(() => next() < 0.5).map((type) => ({
      productType: type,
      isActive: next() > 0.1,
      minimumFico: maybe(pick([580, 620, 660, 700])),
      collateralTypes: pick(collateral),
      loanAmountMin: maybe(pick([75_000, 150_000, 400_000])),
      lowestRate: maybe(pick([7.5, 8.99, 10, 11.25])),
    }));
    return { lender, products, states: lenderStatesOf(pick(stateLists)) };
  });
}

/** Random filters over those values, with invalid and edge inputs among them. */
export function randomQuery(random: ReturnType<typeof generator>) {
  const { next, pick } = random;
  const some = <T>(value: T): T | undefined => (next() < 0.5 ? value : undefined);
  return {
    loanType: pick(LOAN_TYPES),
    sortBy: pick(SORT_VALUES),
    location: some(pick(["TX", "OH", "FL", "GA", "CA", "WY", "WV", "AL", "tx", "ZZ"])),
    loanAmount: some(pick([1, 60_000, 100_000, 120_000, 250_000, 400_000, 2_000_000])),
    creditScore: some(pick([560, 600, 620, 640, 700, 850])),
    collateralType: some(
      pick(["Condos", "Condo", "Multifamily", "Land", "Short-term rental", "Unknown", "Barn"]),
    ),
    fundingTime: some(pick(["0-7", "0-14", "10-45", "15-30", "bad"])),
    page: pick([1, 1, 2, 3, 0, -4, 7.6, 1e9, Number.NaN]),
    verified: some(true),
  };
}
