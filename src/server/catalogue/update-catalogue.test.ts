/**
 * The incremental catalogue: after any mix of writes, a catalogue patched with the change log
 * (updateCatalogue) equals one loaded afresh, indexes included; a write is seen without a
 * full reload, a write that changes nothing public costs no update, and two caches on one
 * database (two processes) both see a write.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { SORT_OPTIONS } from "@/domain/search/search-filters";

const ORDERS = [...SORT_OPTIONS.map((option) => option.value), "name" as const];

import { type DatabaseHandle, openDatabase } from "../db/client";
import { insertLenderWithProducts, insertLoanProduct } from "../db/factories";
import { lenders, loanProducts } from "../db/schema";
import { seedSyntheticLenders } from "../db/seed/synthetic-lenders";
import { openTestDatabase } from "../test/test-database";
import type { Catalogue } from "./catalogue";
import { CatalogueCache } from "./catalogue-cache";
import { loadCatalogue, updateCatalogue } from "./load-catalogue";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(lenders);
});

/** Everything a search reads from a catalogue, in a comparable form. */
function shape(catalogue: Catalogue) {
  const ids = (list: readonly { lender: { id: string } }[]) => list.map((e) => e.lender.id);
  return {
    version: catalogue.version,
    // updatedAt is that of the last public change (a no-op write moves it in the table only).
    entries: catalogue.entries.map(({ lender: { updatedAt, ...lender }, ...e }) => ({
      ...e,
      lender,
      states: e.states && [...e.states],
    })),
    indexes: LOAN_TYPES.map((type) => ({
      offering: ids(catalogue.offering(type)),
      sorted: ORDERS.map((sort) => ids(catalogue.sortedOffering(type, sort))),
      texas: ids(catalogue.candidates(type, "TX", "rating")),
      // The search columns, patched with the lists, equal columns built afresh.
      columns: SORT_OPTIONS.map((option) => catalogue.searchIndex(type, option.value).columns),
    })),
    bySlug: catalogue.entries.map((e) => catalogue.lender(e.lender.slug)?.lender.id),
  };
}

/** Builds every sorted index, so that updates patch them rather than build them. */
function touchIndexes(catalogue: Catalogue) {
  for (const type of LOAN_TYPES) for (const sort of ORDERS) catalogue.sortedOffering(type, sort);
  for (const type of LOAN_TYPES)
    for (const option of SORT_OPTIONS) catalogue.searchIndex(type, option.value);
}

describe("updateCatalogue", () => {
  test("a patched catalogue equals a fresh load after mixed writes", async () => {
    const { db } = handle;
    await seedSyntheticLenders({ db, count: 60, seed: 7 });
    let catalogue = await loadCatalogue(db);
    touchIndexes(catalogue);
    const some = await db.select({ id: lenders.id }).from(lenders).orderBy(lenders.slug).limit(12);
    const id = (n: number) => some[n]?.id ?? "";

    await db
      .update(lenders)
      .set({ companyName: "Aaa First Capital", slug: "aaa-first-capital" })
      .where(eq(lenders.id, id(0)));
    await db
      .update(lenders)
      .set({ reviewScore: 1.2, totalReviews: 3 })
      .where(eq(lenders.id, id(1)));
    await db
      .update(lenders)
      .set({ isActive: false })
      .where(eq(lenders.id, id(2)));
    await db
      .update(lenders)
      .set({ isActive: true })
      .where(inArray(lenders.id, [id(3), id(4)]));
    await db
      .update(lenders)
      .set({ state: ["Texas"] })
      .where(eq(lenders.id, id(5)));
    await db.delete(loanProducts).where(eq(loanProducts.lenderId, id(6)));
    await db
      .update(loanProducts)
      .set({ lowestRate: 3.1, minimumFico: 700 })
      .where(eq(loanProducts.lenderId, id(7)));
    await db
      .update(loanProducts)
      .set({ isActive: false })
      .where(eq(loanProducts.lenderId, id(8)));
    await db.delete(lenders).where(eq(lenders.id, id(9)));
    await insertLenderWithProducts(db, { companyName: "Zz New Lender", state: "Texas" }, [
      "land",
      "bridge",
    ]);
    await db.transaction(async (tx) => {
      await tx
        .update(lenders)
        .set({ averageFundingTime: 2 })
        .where(eq(lenders.id, id(10)));
      await tx
        .update(lenders)
        .set({ totalLoansFunded: 99_999 })
        .where(eq(lenders.id, id(11)));
    });

    catalogue = await updateCatalogue(db, catalogue);
    const fresh = await loadCatalogue(db);
    expect(shape(catalogue)).toEqual(shape(fresh));
    expect(catalogue.lender("aaa-first-capital")?.lender.id).toBe(id(0));
    expect(catalogue.lenderById(id(1))?.lender.updatedAt).toBe(
      fresh.lenderById(id(1))?.lender.updatedAt,
    );
  });

  test("writes in steps, each patched onto the last, still equal a fresh load", async () => {
    const { db } = handle;
    await seedSyntheticLenders({ db, count: 30, seed: 8 });
    let catalogue = await loadCatalogue(db);
    touchIndexes(catalogue);
    const rows = await db.select({ id: lenders.id }).from(lenders).orderBy(lenders.id);
    for (const [n, row] of rows.slice(0, 8).entries()) {
      await db
        .update(lenders)
        .set({ reviewScore: (n % 5) + 0.5 })
        .where(eq(lenders.id, row.id));
      catalogue = await updateCatalogue(db, catalogue);
      expect(shape(catalogue)).toEqual(shape(await loadCatalogue(db)));
    }
  });

  test("after a TRUNCATE the catalogue is read afresh", async () => {
    const { db } = handle;
    await insertLenderWithProducts(db, { companyName: "Before Truncate" });
    const before = await loadCatalogue(db);
    await db.execute(sql`truncate lenders cascade`);
    await insertLenderWithProducts(db, { companyName: "After Truncate" });
    const after = await updateCatalogue(db, before);
    expect(after.entries.map((e) => e.lender.companyName)).toEqual(["After Truncate"]);
    expect(shape(after)).toEqual(shape(await loadCatalogue(db)));
  });
});

describe("CatalogueCache on the database", () => {
  test("a write is patched in without a full reload; a no-op write costs no update", async () => {
    const { db } = handle;
    const { lender } = await insertLenderWithProducts(db, { companyName: "Seen Capital" });
    const cache = new CatalogueCache(db);
    const first = await cache.get();
    expect(cache.loads).toBe(1);

    await db.update(lenders).set({ phone: "555-0199" }).where(eq(lenders.id, lender.id));
    expect(await cache.get()).toBe(first);
    expect(cache.updates).toBe(0);

    await db.update(lenders).set({ companyName: "Seen Renamed" }).where(eq(lenders.id, lender.id));
    const second = await cache.get();
    expect(second.lender("seen-capital")?.lender.companyName).toBe("Seen Renamed");
    await insertLoanProduct(db, lender.id, "land");
    expect((await cache.get()).offering("land").map((e) => e.lender.id)).toEqual([lender.id]);
    expect(cache.loads).toBe(1);
    expect(cache.updates).toBe(2);
  });

  test("a product's lending criteria (issue 31) are public: their change is patched in", async () => {
    const { db } = handle;
    const { lender } = await insertLenderWithProducts(db, { companyName: "Box Capital" }, [
      "fix_and_flip",
    ]);
    const cache = new CatalogueCache(db);
    await cache.get();
    await db
      .update(loanProducts)
      .set({ hardLimits: ["creditScore"], minimumExperience: "3-5" })
      .where(eq(loanProducts.lenderId, lender.id));
    const product = (await cache.get()).lender("box-capital")?.products[0];
    expect(product).toMatchObject({ hardLimits: ["creditScore"], minimumExperience: "3-5" });
    expect(cache.updates).toBe(1);
  });

  test("two caches on one database (two processes) both see a write", async () => {
    const url = handle.pool?.options.connectionString;
    const other = url ? await openDatabase({ kind: "postgres", url, poolSize: 2 }) : handle;
    try {
      const { lender } = await insertLenderWithProducts(handle.db, { companyName: "Shared Co" });
      const one = new CatalogueCache(handle.db);
      const two = new CatalogueCache(other.db);
      expect((await one.get()).lender("shared-co")).toBeDefined();
      expect((await two.get()).lender("shared-co")).toBeDefined();
      await other.db.update(lenders).set({ reviewScore: 2.5 }).where(eq(lenders.id, lender.id));
      expect((await one.get()).lender("shared-co")?.lender.reviewScore).toBe(2.5);
      expect((await two.get()).lender("shared-co")?.lender.reviewScore).toBe(2.5);
      expect([one.loads, two.loads, one.updates, two.updates]).toEqual([1, 1, 1, 1]);
    } finally {
      if (other !== handle) await other.close();
    }
  });
});
