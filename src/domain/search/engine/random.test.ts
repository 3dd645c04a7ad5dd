import { describe, expect, test } from "vitest";
import { compareLenderNames, lenderComparator } from "../lender-sort";
import { matchScorer, matchScoreValue } from "../match-score";
import { searchLenders } from "../test/reference-search";
import { type Candidate, generator, randomCandidates, randomQuery } from "../test/search-fixtures";
import { candidateOrderOf } from "./candidate-order";
import { patchedSearchColumns, searchColumns, searchColumnsOf } from "./columns";

/**
 * The faster ways of running a search against the plain one, over random catalogues and
 * queries: the column index (the one production search) must give
 * exactly searchLenders' answer.
 */
describe("search paths over random catalogues", () => {
  test("the column index equals searchLenders", () => {
    let compared = 0;
    let withItems = 0;
    for (const seed of [1, 7, 99, 2024, 31337]) {
      const catalogue = randomCandidates(250, seed);
      const random = generator(seed * 13 + 5);
      const ordered = new Map<string, Candidate[]>();
      for (let i = 0; i < 150; i++) {
        const query = randomQuery(random);
        const order = candidateOrderOf(query.sortBy);
        const key = `${query.loanType} ${order}`;
        let list = ordered.get(key);
        if (!list) {
          list = [...catalogue].sort(
            order === "name" ? compareLenderNames : lenderComparator(order, query.loanType),
          );
          ordered.set(key, list);
        }
        const options = {
          profileCreditScore: random.pick([null, 590, 680]),
          pageSize: random.pick([1, 3, 7, 20]),
        };
        const expected = searchLenders(catalogue, query, options);
        const columns = searchColumns(list, query.loanType);
        expect(searchColumnsOf(list, columns, query, options)).toEqual(expected);
        compared += 1;
        if (expected.items.length > 0) withItems += 1;
      }
    }
    expect(compared).toBe(750);
    // Many of them are real pages, not two empty answers.
    expect(withItems).toBeGreaterThan(compared / 3);
  });

  test("columns built for another list or type are not trusted", () => {
    const catalogue = randomCandidates(60, 5);
    const query = { loanType: "bridge" as const, sortBy: "rating" as const, page: 1 };
    const list = [...catalogue].sort(lenderComparator("rating", "bridge"));
    const expected = searchLenders(catalogue, query);
    expect(searchColumnsOf(list, searchColumns(list, "land"), query)).toEqual(expected);
    expect(searchColumnsOf(list, searchColumns(list.slice(1), "bridge"), query)).toEqual(expected);
  });
});

describe("matchScorer", () => {
  test("is matchScoreValue for random catalogues and filters", () => {
    let compared = 0;
    for (const seed of [3, 42, 777]) {
      const catalogue = randomCandidates(200, seed);
      const random = generator(seed + 1);
      for (let i = 0; i < 40; i++) {
        const query = randomQuery(random);
        const options = { profileCreditScore: random.pick([null, 640]) };
        const score = matchScorer(query, options);
        for (const candidate of catalogue) {
          expect(score(candidate)).toBe(matchScoreValue(candidate, query, options));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(3 * 40 * 200);
  });
});

describe("patchedSearchColumns", () => {
  test("equals the columns built afresh for random removals and insertions", () => {
    for (const seed of [8, 15, 16]) {
      const random = generator(seed);
      const order = lenderComparator("rating", "bridge");
      let list = randomCandidates(120, seed).sort(order);
      let columns = searchColumns(list, "bridge");
      const pool = randomCandidates(60, seed + 500);
      for (let step = 0; step < 20; step++) {
        const gone = new Set(list.filter(() => random.next() < 0.05));
        const fresh = pool.filter(() => random.next() < 0.05);
        const next = [...list.filter((c) => !gone.has(c)), ...fresh].sort(order);
        const patched = patchedSearchColumns(list, columns, gone, next);
        expect(patched).toEqual(searchColumns(next, "bridge"));
        list = next;
        columns = patched;
      }
    }
  });
});
