/**
 * The catalogue cache through the API: writes made straight to the database (as any process,
 * script or psql would) show in the next request, and a second app instance on the same
 * database, with a cache of its own, sees writes made through the first: the multi-process case.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { type App, buildApp } from "../../app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { insertLenderWithProducts, insertLoanProduct } from "../../db/factories";
import { lenders, loanProducts } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(lenders);
});

async function names(app: App, query = "") {
  const response = await app.inject(`/api/lenders${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { lender: { companyName: string } }[]).map(
    (item) => item.lender.companyName,
  );
}

describe("catalogue invalidation", () => {
  test("lender inserts, updates and deletes show in the next search", async () => {
    expect(await names(ctx.app)).toEqual([]);
    const { lender } = await insertLenderWithProducts(ctx.db, { companyName: "Fresh Capital" });
    expect(await names(ctx.app)).toEqual(["Fresh Capital"]);

    await ctx.db
      .update(lenders)
      .set({ companyName: "Renamed Capital" })
      .where(eq(lenders.id, lender.id));
    expect(await names(ctx.app)).toEqual(["Renamed Capital"]);
    expect((await ctx.app.inject("/api/lenders/fresh-capital")).json().lender.companyName).toBe(
      "Renamed Capital",
    );

    await ctx.db.update(lenders).set({ isActive: false }).where(eq(lenders.id, lender.id));
    expect(await names(ctx.app)).toEqual([]);
    expect((await ctx.app.inject("/api/lenders/fresh-capital")).statusCode).toBe(404);

    await ctx.db.update(lenders).set({ isActive: true }).where(eq(lenders.id, lender.id));
    expect(await names(ctx.app)).toEqual(["Renamed Capital"]);
    await ctx.db.delete(lenders).where(eq(lenders.id, lender.id));
    expect(await names(ctx.app)).toEqual([]);
    expect((await ctx.app.inject("/sitemap.xml")).body).not.toContain("fresh-capital");
  });

  test("product inserts, updates and deletes show in the next search", async () => {
    const { lender, products } = await insertLenderWithProducts(
      ctx.db,
      { companyName: "Product Co" },
      [{ type: "fix_and_flip", overrides: { minimumFico: 600 } }],
    );
    const [product] = products;
    if (!product) throw new Error("no product");
    expect(await names(ctx.app, "?creditScore=650")).toEqual(["Product Co"]);

    await ctx.db
      .update(loanProducts)
      .set({ minimumFico: 700 })
      .where(eq(loanProducts.id, product.id));
    expect(await names(ctx.app, "?creditScore=650")).toEqual([]);

    expect(await names(ctx.app, "?loanType=land")).toEqual([]);
    await insertLoanProduct(ctx.db, lender.id, "land");
    expect(await names(ctx.app, "?loanType=land")).toEqual(["Product Co"]);

    await ctx.db.delete(loanProducts).where(eq(loanProducts.id, product.id));
    expect(await names(ctx.app)).toEqual([]);
  });

  test("without a write, requests reuse the loaded catalogue", async () => {
    await insertLenderWithProducts(ctx.db, { companyName: "Steady Co" });
    await names(ctx.app);
    const loads = ctx.app.catalogue.loads;
    await names(ctx.app);
    await names(ctx.app, "?sortBy=rating");
    await ctx.app.inject("/api/lenders/steady-co");
    await ctx.app.inject("/sitemap.xml");
    expect(ctx.app.catalogue.loads).toBe(loads);
  });
});

describe("several server processes on one database", () => {
  let second: App;
  let secondHandle: DatabaseHandle;
  beforeAll(async () => {
    // On PostgreSQL the second instance gets connections of its own, like another process.
    const url = ctx.handle.pool?.options.connectionString;
    secondHandle = url ? await openDatabase({ kind: "postgres", url, poolSize: 2 }) : ctx.handle;
    second = await buildApp({
      db: secondHandle.db,
      auth: ctx.auth,
      mailer: createMailer({
        db: secondHandle.db,
        smtpUrl: undefined,
        from: "x@example.com",
        log: () => {},
      }),
      baseUrl: TEST_BASE_URL,
      supportEmail: "support@example.com",
      isProduction: false,
      webDistDir: "/nonexistent-web-build",
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    if (secondHandle !== ctx.handle) await secondHandle.close();
  });

  test("each instance sees writes made through the other", async () => {
    expect(second.catalogue).not.toBe(ctx.app.catalogue);
    // Both have loaded (and would keep) the empty catalogue.
    expect(await names(ctx.app)).toEqual([]);
    expect(await names(second)).toEqual([]);

    await ctx.db.transaction(async (tx) => {
      await insertLenderWithProducts(tx, { companyName: "Written By One" });
    });
    expect(await names(second)).toEqual(["Written By One"]);
    expect(await names(ctx.app)).toEqual(["Written By One"]);

    await secondHandle.db
      .update(lenders)
      .set({ companyName: "Renamed By Two" })
      .where(eq(lenders.slug, "written-by-one"));
    expect(await names(ctx.app)).toEqual(["Renamed By Two"]);
    expect(await names(second)).toEqual(["Renamed By Two"]);
  });
});
