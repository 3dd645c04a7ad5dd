/**
 * Answers kept across catalogue versions: after writes, every answer the cache gives equals
 * one computed afresh by a new process, and a write keeps the answers it cannot change.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenderSearchQuerySchema } from "@/domain/contract/lenders";
import { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { DatabaseHandle } from "../../db/client";
import { insertLenderWithProducts } from "../../db/factories";
import { lenders, loanProducts } from "../../db/schema";
import { seedSyntheticLenders } from "../../db/seed/synthetic-lenders";
import { openTestDatabase } from "../../test/test-database";
import { findLenders } from "./find-lenders";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedSyntheticLenders({ db: handle.db, count: 80, seed: 5 });
});
afterAll(() => handle.close());

const QUERIES = [
  {},
  { loanType: "land" },
  { loanType: "bridge", location: "TX" },
  { loanType: "fix_and_flip", location: "OH", sortBy: "rating" },
  { loanType: "rental_property", loanAmount: "300000", creditScore: "680" },
  { loanType: "construction", sortBy: "newest", page: "2" },
  { loanType: "commercial", location: "CA", sortBy: "lowest-rate" },
].map((query) => lenderSearchQuerySchema.parse(query));

const viewer = async () => null;
const answers = (cache: CatalogueCache) =>
  Promise.all(
    QUERIES.map(async (query) => (await findLenders({ catalogue: cache, query, viewer })).response),
  );

describe("answers kept across versions", () => {
  test("after each write, every answer equals a fresh process's", async () => {
    const { db } = handle;
    const cache = new CatalogueCache(db);
    await answers(cache);
    const rows = await db.select({ id: lenders.id }).from(lenders).orderBy(lenders.slug).limit(6);
    const writes = [
      (id: string) => db.update(lenders).set({ reviewScore: 1.1 }).where(eq(lenders.id, id)),
      (id: string) =>
        db
          .update(lenders)
          .set({ state: ["Texas"] })
          .where(eq(lenders.id, id)),
      (id: string) => db.update(lenders).set({ isActive: false }).where(eq(lenders.id, id)),
      (id: string) => db.delete(loanProducts).where(eq(loanProducts.lenderId, id)),
      (id: string) =>
        db.update(loanProducts).set({ minimumFico: 800 }).where(eq(loanProducts.lenderId, id)),
      (id: string) =>
        db.update(lenders).set({ companyName: "Aardvark Lending" }).where(eq(lenders.id, id)),
    ];
    for (const [n, write] of writes.entries()) {
      await write(rows[n]?.id ?? "");
      expect(await answers(cache)).toEqual(await answers(new CatalogueCache(db)));
    }
    await insertLenderWithProducts(db, { companyName: "Zulu Newcomer", state: "Texas" }, [
      "bridge",
    ]);
    expect(await answers(cache)).toEqual(await answers(new CatalogueCache(db)));
    expect(cache.loads).toBe(1);
  });

  test("a write keeps the answers it cannot change", async () => {
    const { db } = handle;
    const { lender } = await insertLenderWithProducts(
      db,
      { companyName: "Only Land Co", state: "Ohio" },
      ["land"],
    );
    const cache = new CatalogueCache(db);
    const before = await answers(cache);
    await db.update(lenders).set({ reviewScore: 4.9 }).where(eq(lenders.id, lender.id));
    const after = await answers(cache);
    // Not a land search: the very same answer objects; the land search is computed again.
    expect(after[2]).toBe(before[2]);
    expect(after[3]).toBe(before[3]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.items.find((item) => item.lender.id === lender.id)?.lender.reviewScore).toBe(
      4.9,
    );
  });
});
