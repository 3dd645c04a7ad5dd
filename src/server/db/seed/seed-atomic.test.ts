import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestAuth } from "../../test/test-auth";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { insertUser } from "../factories";
import { inquiries, lenders, loanProducts, users } from "../schema";
import { isDatabaseEmpty, seedDemoData } from "./seed-demo";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function counts() {
  const db = handle.db;
  return {
    lenders: (await db.select().from(lenders)).length,
    products: (await db.select().from(loanProducts)).length,
    users: (await db.select().from(users)).length,
    inquiries: (await db.select().from(inquiries)).length,
  };
}

describe("seedDemoData is all-or-nothing", () => {
  test("a failure after the catalogue is written leaves no lender behind", async () => {
    const db = handle.db;
    // The borrower's email is taken, so the demo accounts step fails after lenders and
    // products have been inserted in the same transaction.
    await insertUser(db, { email: "borrower@example.com" });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const failure = await seedDemoData({ db, auth: createTestAuth(db), withAccounts: true }).then(
      () => null,
      (error: unknown) => error,
    );
    // It failed on the borrower's user row, i.e. after the catalogue and four accounts.
    expect(String(failure)).toMatch(/insert into "users"/);
    expect(await counts()).toEqual({ lenders: 0, products: 0, users: 1, inquiries: 0 });
  });

  test("without accounts only the catalogue is written; seeding again fails and changes nothing", async () => {
    const db = handle.db;
    const auth = createTestAuth(db);
    const first = await seedDemoData({ db, auth, withAccounts: false });
    expect(first.accounts).toBe(0);
    const before = await counts();
    expect(before).toEqual({
      lenders: first.lenders,
      products: first.products,
      users: 1,
      inquiries: 0,
    });
    await expect(seedDemoData({ db, auth, withAccounts: false })).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });
});
