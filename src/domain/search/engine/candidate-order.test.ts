import { describe, expect, test } from "vitest";
import { LOAN_TYPES } from "../../reference/loan-types";
import { lenderStatesOf } from "../../reference/us-states";
import type { LenderCandidate } from "../lender-filter";
import { compareLenderNames, lenderComparator } from "../lender-sort";
import { computeMatchScore, matchScoreValue } from "../match-score";
import { type SearchFilters, SORT_VALUES } from "../search-filters";
import type { SearchLender, SearchProduct } from "../test/reference-search";
import { searchLenders } from "../test/reference-search";
import { candidateOrderOf } from "./candidate-order";
import { searchColumns, searchColumnsOf } from "./columns";

/** A small deterministic generator (same lenders every run). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const maybe = <T>(value: T): T | null => (next() < 0.2 ? null : value);
  return { next, pick, maybe };
}

type Candidate = LenderCandidate<SearchLender, SearchProduct>;

function candidates(count: number): Candidate[] {
  const { next, pick, maybe } = generator(42);
  const names = ["Alpha", "beta", "Gamma", "delta", "Échelon", "Zed"];
  const stateLists = [null, "Unknown", "Texas", "Texas, Ohio", "Florida, Georgia", "Ohio"];
  const collateral = [null, [], ["Condo"], ["Single Family", "Unknown"], ["Multifamily"]];
  return Array.from({ length: count }, (_, i) => {
    const lender: SearchLender = {
      id: `id-${String(i).padStart(4, "0")}`,
      // Few distinct names: ties are common, so the id tie-break matters.
      companyName: `${pick(names)} Capital`,
      minimumLoanAmount: maybe(pick([50_000, 100_000, 250_000])),
      averageFundingTime: maybe(pick([5, 10, 14, 30, 45])),
      isActive: next() > 0.05,
      reviewScore: maybe(pick([2.5, 3.2, 3.9, 4.1, 4.6, 5])),
      totalReviews: maybe(pick([0, 3, 40])),
      totalLoansFunded: maybe(pick([10, 200, 5000])),
      totalLoansFundedConfirmed: next() > 0.5,
      createdAt: maybe(pick(["2024-01-01T00:00:00Z", "2025-06-01T00:00:00Z"])),
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

const all = candidates(400);
const filterSets: Omit<SearchFilters, "loanType" | "sortBy">[] = [
  {},
  { location: "TX" },
  { location: "OH", loanAmount: 120_000 },
  { creditScore: 640, collateralType: "Condos" },
  { fundingTime: "0-14", loanAmount: 300_000, location: "FL" },
  { collateralType: "Multifamily", creditScore: 700, fundingTime: "10-45" },
];

describe("searchColumnsOf over ordered candidates", () => {
  test("equals searchLenders for every sort, filter set and page, given ordered candidates", () => {
    let compared = 0;
    let withItems = 0;
    for (const loanType of ["fix_and_flip", "land"] as const) {
      for (const sortBy of SORT_VALUES) {
        const order = candidateOrderOf(sortBy);
        const ordered = [...all].sort(
          order === "name" ? compareLenderNames : lenderComparator(order, loanType),
        );
        for (const filters of filterSets) {
          for (const page of [1, 2, 5, 99]) {
            for (const profileCreditScore of [null, 600]) {
              const query = { ...filters, loanType, sortBy, page };
              const options = { profileCreditScore, pageSize: 7 };
              const expected = searchLenders(all, query, options);
              const columns = searchColumns(ordered, loanType);
              expect(searchColumnsOf(ordered, columns, query, options)).toEqual(expected);
              compared += 1;
              if (expected.items.length > 1) withItems += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(2 * SORT_VALUES.length * filterSets.length * 4 * 2);
    // Most comparisons are of real pages, not of two empty answers.
    expect(withItems).toBeGreaterThan(compared / 2);
  });

  test("most-relevant needs name order; the other orders need their own", () => {
    expect(candidateOrderOf("most-relevant")).toBe("name");
    expect(candidateOrderOf(undefined)).toBe("name");
    expect(candidateOrderOf("rating")).toBe("rating");
  });
});

describe("matchScoreValue", () => {
  test("is computeMatchScore's score", () => {
    for (const candidate of all) {
      for (const filters of filterSets) {
        const query = { ...filters, loanType: "bridge" as const, loanAmount: filters.loanAmount };
        expect(matchScoreValue(candidate, query, { profileCreditScore: 650 })).toBe(
          computeMatchScore(candidate, query, { profileCreditScore: 650 }).score,
        );
      }
    }
  });
});
