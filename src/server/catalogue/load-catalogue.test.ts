import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "../db/client";
import {
  buildLender,
  buildLoanProduct,
  insertLender,
  insertLenderWithProducts,
  insertLoanProduct,
} from "../db/factories";
import { catalogueChanges, lenders, loanProducts } from "../db/schema";
import { openTestDatabase } from "../test/test-database";
import { loadCatalogue, readCatalogueVersion } from "./load-catalogue";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(lenders);
});

describe("catalogue change triggers (migration 0006)", () => {
  const bumps = async (write: () => Promise<unknown>) => {
    const before = await readCatalogueVersion(handle.db);
    await write();
    return (await readCatalogueVersion(handle.db)) - before;
  };

  test("every INSERT, UPDATE, DELETE and TRUNCATE that changes public data bumps it", async () => {
    const { db } = handle;
    let id = "";
    expect(await bumps(async () => ({ id } = await insertLender(db)))).toBe(1);
    expect(
      await bumps(() => db.update(lenders).set({ companyName: "x" }).where(eq(lenders.id, id))),
    ).toBe(1);
    let productId = "";
    expect(
      await bumps(async () => ({ id: productId } = await insertLoanProduct(db, id, "land"))),
    ).toBe(1);
    expect(
      await bumps(() =>
        db.update(loanProducts).set({ maxLtv: 70 }).where(eq(loanProducts.id, productId)),
      ),
    ).toBe(1);
    expect(await bumps(() => db.delete(loanProducts).where(eq(loanProducts.id, productId)))).toBe(
      1,
    );
    // Statement level: one bump for a multi-row statement.
    expect(
      await bumps(() => db.insert(lenders).values([buildLender(), buildLender(), buildLender()])),
    ).toBe(1);
    expect(await bumps(() => db.execute(sql`truncate loan_products cascade`))).toBe(1);
    // TRUNCATE … CASCADE empties both tables: both triggers fire.
    expect(await bumps(() => db.execute(sql`truncate lenders cascade`))).toBe(2);
  });

  test("a write that changes nothing the catalogue reads bumps nothing and lists no lender", async () => {
    const { db } = handle;
    const { lender, products } = await insertLenderWithProducts(db, {}, ["land"]);
    const changesBefore = await db.select().from(catalogueChanges);
    expect(
      await bumps(() =>
        db.update(lenders).set({ phone: "555-0100" }).where(eq(lenders.id, lender.id)),
      ),
    ).toBe(0);
    expect(
      await bumps(() =>
        db
          .update(lenders)
          .set({ acceptingLeads: sql`accepting_leads` })
          .where(eq(lenders.id, lender.id)),
      ),
    ).toBe(0);
    expect(
      await bumps(() =>
        db
          .update(loanProducts)
          .set({ sourceUrl: "https://example.com/terms" })
          .where(eq(loanProducts.id, products[0]?.id ?? "")),
      ),
    ).toBe(0);
    // An inactive lender is not in the catalogue: its edits change nothing public.
    const hidden = await insertLender(db, { isActive: false });
    expect(
      await bumps(() =>
        db.update(lenders).set({ companyName: "Still Hidden" }).where(eq(lenders.id, hidden.id)),
      ),
    ).toBe(0);
    expect(await db.select().from(catalogueChanges)).toEqual(changesBefore);
  });

  test("the change log lists each changed lender once, with the version of its last change", async () => {
    const { db } = handle;
    const a = await insertLender(db);
    const b = await insertLender(db);
    await db.update(lenders).set({ reviewScore: 4.9 }).where(eq(lenders.id, a.id));
    const version = await readCatalogueVersion(db);
    const rows = await db
      .select()
      .from(catalogueChanges)
      .where(inArray(catalogueChanges.lenderId, [a.id, b.id]));
    expect(new Map(rows.map((row) => [row.lenderId, row.version]))).toEqual(
      new Map([
        [a.id, version],
        [b.id, version - 1],
      ]),
    );
  });

  test("a rolled-back write leaves the version as it was", async () => {
    const before = await readCatalogueVersion(handle.db);
    await expect(
      handle.db.transaction(async (tx) => {
        await insertLender(tx);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await readCatalogueVersion(handle.db)).toBe(before);
  });
});

describe("loadCatalogue", () => {
  test("active lenders with their active products of the six types, as public DTOs", async () => {
    const { db } = handle;
    const { lender } = await insertLenderWithProducts(
      db,
      { companyName: "Dto Capital", description: "  ", state: "Unknown", reviewScore: 4.3 },
      ["construction", "fix_and_flip", { type: "bridge", overrides: { isActive: false } }],
    );
    await db
      .insert(loanProducts)
      .values({ ...buildLoanProduct(lender.id, "land"), productType: "others" });
    await insertLenderWithProducts(db, { companyName: "Inactive Co", isActive: false }, ["land"]);
    await insertLender(db, { companyName: "Bare Co", state: "Ohio, Texas" });

    const catalogue = await loadCatalogue(db);
    expect(catalogue.version).toBe(await readCatalogueVersion(db));
    expect(catalogue.entries.map((e) => e.lender.slug)).toEqual(["bare-co", "dto-capital"]);
    expect(catalogue.lender("inactive-co")).toBeUndefined();

    const entry = catalogue.lender("dto-capital");
    expect(entry?.lender).toMatchObject({
      id: lender.id,
      companyName: "Dto Capital",
      description: null,
      state: "Unknown",
      reviewScore: 4.3,
      createdAt: lender.createdAt.toISOString(),
      updatedAt: lender.updatedAt.toISOString(),
    });
    expect(entry?.products.map((p) => p.productType)).toEqual(["fix_and_flip", "construction"]);
    expect(entry?.productTypes).toEqual(["fix_and_flip", "construction"]);
    expect(entry?.products[0]).toMatchObject({ loanAmountMin: 100_000, minimumFico: 640 });
    expect(entry?.states).toBeNull();
    expect([...(catalogue.lender("bare-co")?.states ?? [])]).toEqual(["Ohio", "Texas"]);
    expect(catalogue.lender("bare-co")?.products).toEqual([]);
  });

  test("candidates: the type's lenders in the state or without one, pre-sorted", async () => {
    const { db } = handle;
    await insertLenderWithProducts(db, { companyName: "Zeta Ohio", state: "Ohio", reviewScore: 3 });
    await insertLenderWithProducts(db, {
      companyName: "Alpha Texas",
      state: "Texas",
      reviewScore: 4,
    });
    await insertLenderWithProducts(db, { companyName: "Mid Unknown", state: null, reviewScore: 5 });
    await insertLenderWithProducts(db, { companyName: "Land Ohio", state: "Ohio" }, ["land"]);
    const catalogue = await loadCatalogue(db);
    const names = (list: readonly { lender: { companyName: string } }[]) =>
      list.map((e) => e.lender.companyName);
    expect(names(catalogue.offering("fix_and_flip"))).toHaveLength(3);
    expect(names(catalogue.candidates("fix_and_flip", "OH", "most-relevant"))).toEqual([
      "Mid Unknown",
      "Zeta Ohio",
    ]);
    expect(names(catalogue.candidates("fix_and_flip", null, "rating"))).toEqual([
      "Mid Unknown",
      "Alpha Texas",
      "Zeta Ohio",
    ]);
    expect(names(catalogue.candidates("land", "TX", "rating"))).toEqual([]);
  });
});
