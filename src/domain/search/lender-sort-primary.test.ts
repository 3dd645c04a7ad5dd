import { describe, expect, test } from "vitest";
import { LOAN_TYPES } from "../reference/loan-types";
import { compareLenderNames, lenderComparator, lenderPrimaryComparator } from "./lender-sort";
import { SORT_VALUES } from "./search-filters";
import { randomCandidates } from "./test/search-fixtures";

describe("lenderPrimaryComparator", () => {
  test("a stable sort of the name order by it is the full order, for every order and type", () => {
    for (const seed of [4, 40, 400]) {
      // Few distinct values: most comparisons are ties the name must decide.
      const catalogue = randomCandidates(300, seed);
      const byName = [...catalogue].sort(compareLenderNames);
      for (const type of LOAN_TYPES) {
        for (const order of [...SORT_VALUES, "unknown"]) {
          const derived = [...byName].sort(lenderPrimaryComparator(order, type));
          const full = [...catalogue].sort(lenderComparator(order, type));
          expect(derived.map((c) => c.lender.id)).toEqual(full.map((c) => c.lender.id));
        }
      }
    }
  });
});
