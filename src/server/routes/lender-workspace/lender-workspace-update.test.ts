import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toDateOnly } from "@/domain/reference/dates";
import { lenderHistory, lenders, loanProductHistory, loanProducts } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);

const lenderHistoryOf = (lenderId: string) =>
  ctx.db
    .select()
    .from(lenderHistory)
    .where(eq(lenderHistory.lenderId, lenderId))
    .orderBy(asc(lenderHistory.fieldName));

const productHistoryOf = (productIds: string[]) =>
  ctx.db
    .select()
    .from(loanProductHistory)
    .where(inArray(loanProductHistory.loanProductId, productIds))
    .orderBy(asc(loanProductHistory.fieldName));

const snapshot = async (lenderId: string) => ({
  lender: await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId)),
  products: await ctx.db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId))
    .orderBy(asc(loanProducts.productType)),
  lenderHistory: await lenderHistoryOf(lenderId),
  productHistory: await ctx.db.select().from(loanProductHistory),
});

describe("PUT /api/lender-workspace/lenders/{id}", () => {
  test("records one history row per changed field, none for unchanged ones", async () => {
    const me = await lenderAccount("upd.history@example.com", {
      companyName: "History Lending",
      products: [{ type: "bridge", overrides: { lowestRate: 9, fundingTimeline: "10 days" } }],
    });
    const lender = me.lender ?? (undefined as never);
    const bridge = me.products[0] ?? (undefined as never);
    const form = await formOf(lender.id, lender);
    const response = await put(me.client, lender.id, {
      ...form,
      phone: "(512) 555-0177",
      description: "Bridge loans for Texas investors, funded in days.",
      productsChanged: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lender).toMatchObject({ phone: "(512) 555-0177" });

    const rows = await lenderHistoryOf(lender.id);
    // states_source_url: a lender's save always says 'Lender provided' (spec 5).
    expect(rows.map((row) => [row.fieldName, row.changeType, row.changedBy])).toEqual([
      ["description", "update", me.userId],
      ["phone", "update", me.userId],
      ...(lender.statesSourceUrl === "Lender provided"
        ? []
        : [["states_source_url", "update", me.userId]]),
    ]);
    expect(rows.find((row) => row.fieldName === "phone")).toMatchObject({
      oldValue: lender.phone,
      newValue: "(512) 555-0177",
    });
    // productsChanged: false leaves the products and their history alone.
    expect(await productHistoryOf([bridge.id])).toEqual([]);

    // Saving the same values again writes nothing.
    const again = await put(me.client, lender.id, {
      ...(await formOf(lender.id, response.json().lender)),
      productsChanged: false,
    });
    expect(again.statusCode).toBe(200);
    expect(await lenderHistoryOf(lender.id)).toHaveLength(rows.length);

    // A product change: only the changed fields (and last_updated, set to today) are recorded.
    const current = await formOf(lender.id, (await snapshot(lender.id)).lender[0] ?? {});
    const products = current.products as Record<string, Record<string, unknown>>;
    const edited = await put(me.client, lender.id, {
      ...current,
      products: {
        ...products,
        bridge: { ...products.bridge, lowestRate: "8.5", sourceUrl: "https://me.example/rates" },
        land: { enabled: true, lowestRate: "11", collateralTypes: ["Land", "Unknown"] },
      },
      productsChanged: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const today = toDateOnly(new Date());
    const saved = edited.json().products as { productType: string; [k: string]: unknown }[];
    expect(saved.find((p) => p.productType === "bridge")).toMatchObject({
      lowestRate: 8.5,
      fundingTimeline: "10 days",
      sourceUrl: "Lender provided",
      lastUpdated: today,
    });
    const land = saved.find((p) => p.productType === "land");
    expect(land).toMatchObject({
      lowestRate: 11,
      collateralTypes: ["Land"],
      sourceUrl: "Lender provided",
    });

    const bridgeRows = await productHistoryOf([bridge.id]);
    const changedBridgeFields = bridgeRows.map((row) => row.fieldName);
    expect(changedBridgeFields).toContain("lowest_rate");
    expect(changedBridgeFields).not.toContain("funding_timeline");
    expect(changedBridgeFields).not.toContain("product_type");
    expect(bridgeRows.find((row) => row.fieldName === "lowest_rate")).toMatchObject({
      oldValue: "9",
      newValue: "8.5",
      changeType: "update",
      changedBy: me.userId,
    });
    const landRows = await productHistoryOf([String(land?.id)]);
    expect(landRows.every((row) => row.changeType === "insert")).toBe(true);
    expect(landRows.find((row) => row.fieldName === "lowest_rate")?.newValue).toBe("11");
  });

  test("a product whose switch is off is deleted", async () => {
    const me = await lenderAccount("upd.off@example.com", { products: ["fix_and_flip", "land"] });
    const lender = me.lender ?? (undefined as never);
    const form = await formOf(lender.id, lender);
    const products = form.products as Record<string, Record<string, unknown>>;
    const response = await put(me.client, lender.id, {
      ...form,
      products: { ...products, land: { ...products.land, enabled: false } },
      productsChanged: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const types = (response.json().products as { productType: string }[]).map((p) => p.productType);
    expect(types).toEqual(["fix_and_flip"]);
  });

  test("a failure mid-update leaves lender, products and history unchanged", async () => {
    const me = await lenderAccount("upd.fail@example.com", { companyName: "Atomic Lending" });
    const lender = me.lender ?? (undefined as never);
    const before = await snapshot(lender.id);
    // The database refuses the bridge product's write, after the lender row was updated.
    await ctx.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.requirements = 'refuse me' THEN RAISE EXCEPTION 'forced failure'; END IF;
        RETURN NEW;
      END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER test_refuse_product BEFORE INSERT OR UPDATE ON loan_products
      FOR EACH ROW EXECUTE FUNCTION test_refuse_product()`);
    try {
      const form = await formOf(lender.id, lender);
      const products = form.products as Record<string, Record<string, unknown>>;
      const response = await put(me.client, lender.id, {
        ...form,
        companyName: "Atomic Lending Renamed",
        phone: "(512) 555-0188",
        products: {
          ...products,
          fix_and_flip: { ...products.fix_and_flip, lowestRate: "7.25" },
          bridge: { ...products.bridge, requirements: "refuse me" },
        },
        productsChanged: true,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER test_refuse_product ON loan_products`);
    }
    expect(await snapshot(lender.id)).toEqual(before);
  });

  test("the public profile and search show the saved change on the next request", async () => {
    const me = await lenderAccount("upd.public@example.com", { companyName: "Visible Lending" });
    const lender = me.lender ?? (undefined as never);
    const publicBefore = await ctx.client().get(`/api/lenders/${lender.slug}`);
    expect(publicBefore.json().lender.companyName).toBe("Visible Lending");

    const form = await formOf(lender.id, lender);
    const products = form.products as Record<string, Record<string, unknown>>;
    const response = await put(me.client, lender.id, {
      ...form,
      description: "Now with a fresh description for borrowers.",
      products: { ...products, fix_and_flip: { ...products.fix_and_flip, lowestRate: "6.75" } },
      productsChanged: true,
    });
    expect(response.statusCode, response.body).toBe(200);

    const profile = (await ctx.client().get(`/api/lenders/${lender.slug}`)).json();
    expect(profile.lender.description).toBe("Now with a fresh description for borrowers.");
    expect(
      profile.products.find((p: { productType: string }) => p.productType === "fix_and_flip"),
    ).toMatchObject({ lowestRate: 6.75, lastUpdated: toDateOnly(new Date()) });
  });
});
