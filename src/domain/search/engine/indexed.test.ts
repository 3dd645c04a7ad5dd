import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOAN_TYPES, type LoanType } from "../../reference/loan-types";
import { lenderStatesOf, STATE_NAMES } from "../../reference/us-states";
import { compareLenderNames, lenderComparator } from "../lender-sort";
import { SORT_VALUES } from "../search-filters";
import { searchLenders } from "../test/reference-search";
import type { Candidate } from "../test/search-fixtures";
import { candidateOrderOf } from "./candidate-order";
import { patchedSearchColumns, searchColumns, searchColumnsOf } from "./columns";
import { atMost, NO_STATE_KEY, postingsOf, sortedSlice, within } from "./postings";

/**
 * The indexed search (candidate sets per state, property type and numeric threshold; the
 * page picked by counting) against the plain searchLenders, over catalogues and queries
 * fast-check makes up (fixed seeds: the same cases on every run). Values are drawn from small
 * sets so that ties, nulls, inactive lenders and products, and odd inputs are common.
 */

const someOf = <T>(values: readonly T[]) => fc.constantFrom(...values);
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 4 });

const STATE_TEXTS = ["Texas", "Ohio", "Florida", "Georgia", "Wyoming", "West Virginia", "Kansas"];
const COLLATERAL = [
  null,
  [],
  ["Condo"],
  ["Condos", "Land"],
  ["Single Family", "Unknown"],
  ["Multifamily"],
  ["unknown"],
  ["Short-term rental", "1-4 Family"],
  ["Barn"],
];

const productArb = fc.record({
  productType: someOf(LOAN_TYPES),
  isActive: someOf([true, true, true, false, null]),
  minimumFico: orNull(someOf([580, 620, 660, 700])),
  collateralTypes: someOf(COLLATERAL),
  loanAmountMin: orNull(someOf([75_000, 150_000, 400_000])),
  lowestRate: orNull(someOf([7.5, 8.99, 10, 11.25])),
});

const lenderArb = fc.record({
  companyName: someOf(["Alpha", "alpha", "beta", "Gamma", "Échelon", "Zed"]),
  minimumLoanAmount: orNull(someOf([50_000, 100_000, 250_000])),
  averageFundingTime: orNull(someOf([5, 10, 14, 30, 45])),
  isActive: someOf([true, true, true, true, false, null]),
  reviewScore: orNull(someOf([2.5, 3.2, 3.9, 4.1, 4.6, 5])),
  totalReviews: orNull(someOf([0, 3, 40])),
  totalLoansFunded: orNull(someOf([10, 200, 5000])),
  totalLoansFundedConfirmed: someOf([true, false, null]),
  createdAt: orNull(someOf(["2024-01-01T00:00:00Z", "2025-06-01T00:00:00Z"])),
  products: fc.array(productArb, { maxLength: 4 }),
  state: fc.oneof(
    fc.constant(null),
    fc.constant("Unknown"),
    fc.subarray(STATE_TEXTS, { minLength: 1 }).map((names) => names.join(", ")),
    fc.subarray([...STATE_NAMES], { minLength: 30 }).map((names) => names.join(", ")),
  ),
});

/** Lenders with ids unique within one catalogue (`prefix` keeps two catalogues apart). */
const catalogueArb = (prefix: string, maxLength: number) =>
  fc.array(lenderArb, { maxLength }).map((rows) =>
    rows.map(
      ({ products, state, ...lender }, i): Candidate => ({
        lender: { ...lender, id: `${prefix}-${String(i).padStart(3, "0")}` },
        products,
        states: lenderStatesOf(state),
      }),
    ),
  );

const queryArb = fc.record({
  loanType: someOf(LOAN_TYPES),
  sortBy: someOf(SORT_VALUES),
  location: orNull(someOf(["TX", "OH", "FL", "WY", "WV", "KS", "AK", "tx", "ZZ", ""])),
  loanAmount: orNull(someOf([0, 1, 60_000, 100_000, 150_000, 250_000, 400_000, 2_000_000])),
  creditScore: orNull(someOf([560, 600, 620, 640, 700, 850])),
  collateralType: orNull(
    someOf(["Condos", "Condo", "Multifamily", "Land", "Short-term rental", "Unknown", "Barn", ""]),
  ),
  fundingTime: orNull(someOf(["0-7", "0-14", "10-45", "14-14", "15-30", "6-9", "bad"])),
  page: someOf([1, 1, 1, 2, 3, 0, -4, 7.6, 1e9, Number.NaN]),
});

const optionsArb = fc.record({
  profileCreditScore: orNull(someOf([590, 680])),
  pageSize: someOf([1, 2, 3, 7, 20]),
});

type Query = typeof queryArb extends fc.Arbitrary<infer Q> ? Q : never;

function orderedList(catalogue: readonly Candidate[], query: Query): Candidate[] {
  const order = candidateOrderOf(query.sortBy);
  return [...catalogue].sort(
    order === "name" ? compareLenderNames : lenderComparator(order, query.loanType),
  );
}

describe("indexed search", () => {
  test("equals searchLenders for random catalogues, filters, orders and pages", () => {
    fc.assert(
      fc.property(
        catalogueArb("l", 60),
        fc.array(fc.tuple(queryArb, optionsArb), { minLength: 1, maxLength: 12 }),
        (catalogue, queries) => {
          const columnsOf = new Map<string, ReturnType<typeof searchColumns>>();
          for (const [query, options] of queries) {
            const list = orderedList(catalogue, query);
            // One columns object per (type, order), as the server keeps: later queries reuse
            // the candidate indexes earlier ones built.
            const key = `${query.loanType} ${candidateOrderOf(query.sortBy)}`;
            let columns = columnsOf.get(key);
            if (!columns) {
              columns = searchColumns(list, query.loanType);
              columnsOf.set(key, columns);
            }
            expect(searchColumnsOf(list, columns, query, options)).toEqual(
              searchLenders(catalogue, query, options),
            );
          }
        },
      ),
      { seed: 1414, numRuns: 250 },
    );
  });

  test("equals searchLenders on lists patched step by step, as the catalogue patches them", () => {
    fc.assert(
      fc.property(
        catalogueArb("l", 50),
        catalogueArb("n", 20),
        someOf(LOAN_TYPES),
        someOf(SORT_VALUES),
        fc.array(
          fc.record({
            removed: fc.array(fc.nat(), { maxLength: 4 }),
            added: fc.array(fc.nat(), { maxLength: 3 }),
            queries: fc.array(fc.tuple(queryArb, optionsArb), { minLength: 1, maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (start, pool, loanType, sortBy, steps) => {
          const order = candidateOrderOf(sortBy);
          const compare = order === "name" ? compareLenderNames : lenderComparator(order, loanType);
          let catalogue = start;
          let list = [...catalogue].sort(compare);
          let columns = searchColumns(list, loanType);
          const added = new Set<Candidate>();
          for (const [step, change] of steps.entries()) {
            const gone = new Set(
              change.removed.flatMap((n) => (list.length ? [list[n % list.length]] : [])),
            ) as Set<Candidate>;
            const reusable = [...gone];
            const fresh = change.added.flatMap((n) => {
              const other = pool[n % Math.max(1, pool.length)];
              if (!other || added.has(other)) return [];
              added.add(other);
              // An edited lender: a new version under an id the catalogue may already hold.
              const replaced = n % 2 === 0 ? reusable.shift() : undefined;
              const id = replaced ? replaced.lender.id : `${other.lender.id}-${step}`;
              return [{ ...other, lender: { ...other.lender, id } }];
            });
            catalogue = [...catalogue.filter((c) => !gone.has(c)), ...fresh];
            const next = [...list.filter((c) => !gone.has(c)), ...fresh].sort(compare);
            // Search the old columns first, so their indexes exist before the patch.
            searchColumnsOf(list, columns, { loanType, sortBy, location: "TX", creditScore: 640 });
            columns = patchedSearchColumns(list, columns, gone, next);
            list = next;
            for (const [query, options] of change.queries) {
              const asked = { ...query, loanType, sortBy };
              expect(searchColumnsOf(list, columns, asked, options)).toEqual(
                searchLenders(catalogue, asked, options),
              );
            }
          }
        },
      ),
      { seed: 2026, numRuns: 120 },
    );
  });
});

describe("candidate indexes", () => {
  test("each candidate set is exactly the offering lenders its rule keeps, in list order", () => {
    fc.assert(
      fc.property(
        catalogueArb("l", 80),
        someOf(LOAN_TYPES as readonly LoanType[]),
        fc.array(someOf([0, 60_000, 75_000, 100_000, 150_000, 400_000, 600, 650, 700, 10, 30])),
        (catalogue, loanType, limits) => {
          const columns = searchColumns(catalogue, loanType);
          const postings = postingsOf(columns);
          const offering = [...Array(columns.length).keys()].filter((i) => columns.offers[i]);
          expect([...postings.offering]).toEqual(offering);
          const where = (keep: (i: number) => boolean) => offering.filter(keep);
          for (const [bit, name] of STATE_NAMES.entries()) {
            expect([...postings.state(bit)]).toEqual(
              where((i) => {
                const states = catalogue[i]?.states;
                return states === null || states?.has(name) === true;
              }),
            );
          }
          expect([...postings.state(NO_STATE_KEY)]).toEqual(
            where((i) => catalogue[i]?.states === null),
          );
          for (const limit of limits) {
            const slice = (column: "minimum" | "minimumFico") => [
              ...sortedSlice(atMost(postings.byValue(column), limit)),
            ];
            expect(slice("minimum")).toEqual(where((i) => !((columns.minimum[i] ?? 0) > limit)));
            expect(slice("minimumFico")).toEqual(
              where((i) => !((columns.minimumFico[i] ?? 0) > limit)),
            );
            const span = [...sortedSlice(within(postings.byValue("fundingTime"), 5, limit))];
            expect(span).toEqual(
              where((i) => {
                const time = columns.fundingTime[i] ?? Number.NaN;
                return time >= 5 && time <= limit;
              }),
            );
          }
        },
      ),
      { seed: 77, numRuns: 150 },
    );
  });
});
