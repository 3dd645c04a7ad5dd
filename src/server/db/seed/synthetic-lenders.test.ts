import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { lenderStateText, UNKNOWN_STATE } from "@/domain/reference/us-states";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { lenders, loanProducts } from "../schema";
import { hasDemoAccounts } from "./demo-accounts";
import { buildSyntheticLenders, seedSyntheticLenders } from "./synthetic-lenders";

const NOW = new Date("2025-07-15T12:00:00Z");

function plain(built: ReturnType<typeof buildSyntheticLenders>) {
  return built.map((lender) => ({ ...lender.lender, products: lender.products("id") }));
}

describe("buildSyntheticLenders", () => {
  test("the same seed gives the same lenders; another seed different ones", () => {
    const first = plain(buildSyntheticLenders(200, 7, NOW));
    expect(plain(buildSyntheticLenders(200, 7, NOW))).toEqual(first);
    const other = plain(buildSyntheticLenders(200, 8, NOW));
    expect(other.map((l) => l.slug)).not.toEqual(first.map((l) => l.slug));
    // Seeds other than the default carry the seed in the slug, so runs can share a database.
    expect(first[0]?.slug).toMatch(/^[a-z]+(-[a-z]+)*-7-1$/);
    // A shorter run is a prefix of a longer one.
    expect(plain(buildSyntheticLenders(50, 7, NOW))).toEqual(first.slice(0, 50));
  });

  test("lenders are varied like the real catalogue", () => {
    const built = plain(buildSyntheticLenders(1000, 1, NOW));
    const slugs = built.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(1000);
    for (const [index, slug] of slugs.entries()) {
      expect(slug).toMatch(new RegExp(`^[a-z]+(-[a-z]+)*-${index + 1}$`));
    }
    const products = built.flatMap((l) => l.products);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(LOAN_TYPES));
    expect(built.some((l) => lenderStateText(l.state) === UNKNOWN_STATE)).toBe(true);
    expect(built.some((l) => l.state === null)).toBe(true);
    expect(built.some((l) => (lenderStateText(l.state)?.split(", ").length ?? 0) >= 35)).toBe(true);
    expect(built.some((l) => !l.isActive)).toBe(true);
    expect(built.some((l) => !l.acceptingLeads)).toBe(true);
    expect(built.some((l) => l.description === null)).toBe(true);
  });
});

describe("seedSyntheticLenders", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  async function snapshot(handle: DatabaseHandle) {
    const rows = await handle.db.select().from(lenders).orderBy(asc(lenders.slug));
    const products = await handle.db.select().from(loanProducts);
    const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
    return {
      lenders: rows.map(({ id, updatedAt, ...rest }) => rest),
      products: products
        .map(({ id, lenderId, createdAt, updatedAt, ...rest }) => ({
          ...rest,
          lender: slugOf.get(lenderId),
        }))
        .sort((a, b) => `${a.lender}${a.productType}`.localeCompare(`${b.lender}${b.productType}`)),
    };
  }

  test("inserts exactly the requested count, the same data for the same seed", async () => {
    const result = await seedSyntheticLenders({ db: first.db, count: 300, seed: 3, now: NOW });
    const again = await seedSyntheticLenders({ db: second.db, count: 300, seed: 3, now: NOW });
    expect(again).toEqual(result);
    expect(result.lenders).toBe(300);
    const a = await snapshot(first);
    expect(a.lenders).toHaveLength(300);
    expect(a.products).toHaveLength(result.products);
    expect(await snapshot(second)).toEqual(a);
    // So `npm start` doesn't advertise demo sign-ins this database doesn't have.
    expect(await hasDemoAccounts(first.db)).toBe(false);
  }, 90_000);

  test("zero lenders is a no-op and a negative count is refused", async () => {
    expect(await seedSyntheticLenders({ db: first.db, count: 0 })).toEqual({
      lenders: 0,
      products: 0,
    });
    await expect(seedSyntheticLenders({ db: first.db, count: -1 })).rejects.toThrow(/count/);
  });
});
