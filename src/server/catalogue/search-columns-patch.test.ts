/**
 * Search columns across versions that nobody searched: the catalogue patches a list's columns
 * from the last version that had them, however many writes came in between, and the result
 * equals columns built afresh (so the search answers stay those of searchLenders).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { searchColumns } from "@/domain/search/engine/columns";
import { SORT_OPTIONS } from "@/domain/search/search-filters";
import type { DatabaseHandle } from "../db/client";
import { lenders } from "../db/schema";
import { seedSyntheticLenders } from "../db/seed/synthetic-lenders";
import { openTestDatabase } from "../test/test-database";
import { loadCatalogue, updateCatalogue } from "./load-catalogue";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("search columns patched over unsearched versions", () => {
  test("equal columns built afresh after several writes with no search in between", async () => {
    const { db } = handle;
    await db.delete(lenders);
    await seedSyntheticLenders({ db, count: 40, seed: 11 });
    let catalogue = await loadCatalogue(db);
    for (const type of LOAN_TYPES)
      for (const option of SORT_OPTIONS) catalogue.searchIndex(type, option.value);
    const rows = await db.select({ id: lenders.id }).from(lenders).orderBy(lenders.id);
    for (const [n, row] of rows.slice(0, 6).entries()) {
      const change =
        n % 3 === 2 ? { isActive: false } : { reviewScore: (n % 5) + 0.5, totalReviews: n };
      await db.update(lenders).set(change).where(eq(lenders.id, row.id));
      catalogue = await updateCatalogue(db, catalogue);
    }
    for (const type of LOAN_TYPES) {
      for (const option of SORT_OPTIONS) {
        const { candidates, columns } = catalogue.searchIndex(type, option.value);
        expect(columns).toEqual(searchColumns(candidates, type));
      }
    }
  });
});
