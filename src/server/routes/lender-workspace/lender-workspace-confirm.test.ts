/**
 * Issue 28, item 11: 'Update Today' confirms the products' terms in one click (their
 * last_updated becomes today, with history), and a Last Updated date the lender types in the
 * form is kept instead of being overwritten with today.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { profileCompleteness } from "@/domain/lenders/completeness/completeness-tasks";
import { toDateOnly } from "@/domain/reference/dates";
import { loanProductHistory, loanProducts } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);

const productsOf = (lenderId: string) =>
  ctx.db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId))
    .orderBy(asc(loanProducts.productType));

test("'Update Today' stamps every product with today and clears the stale warning", async () => {
  const me = await lenderAccount("confirm.today@example.com");
  const lender = me.lender ?? (undefined as never);
  await ctx.db
    .update(loanProducts)
    .set({ lastUpdated: "2020-01-01" })
    .where(eq(loanProducts.lenderId, lender.id));
  const now = new Date();
  expect(profileCompleteness(lender, await productsOf(lender.id), now).staleWarning).not.toBeNull();

  const response = await me.client.post(
    `/api/lender-workspace/lenders/${lender.id}/confirm-products`,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  const today = toDateOnly(now);
  const body = response.json();
  expect(body.products.map((p: { lastUpdated: string }) => p.lastUpdated)).toEqual([today, today]);
  const stored = await productsOf(lender.id);
  expect(stored.map((p) => p.lastUpdated)).toEqual([today, today]);
  expect(profileCompleteness(lender, stored, now).staleWarning).toBeNull();

  const history = await ctx.db
    .select()
    .from(loanProductHistory)
    .where(eq(loanProductHistory.loanProductId, stored[0]?.id ?? ""));
  expect(history.map((row) => [row.fieldName, row.oldValue, row.newValue, row.changedBy])).toEqual([
    ["last_updated", "2020-01-01", today, me.userId],
  ]);
});

test("a Last Updated date typed in the form is kept; an untouched one becomes today", async () => {
  const me = await lenderAccount("confirm.typed@example.com", {
    products: ["bridge", "fix_and_flip"],
  });
  const lender = me.lender ?? (undefined as never);
  await ctx.db
    .update(loanProducts)
    .set({ lastUpdated: "2026-01-01" })
    .where(eq(loanProducts.lenderId, lender.id));
  const form = await formOf(lender.id, lender);
  const products = form.products as Record<string, Record<string, unknown>>;
  const response = await put(me.client, lender.id, {
    ...form,
    products: {
      bridge: { ...products.bridge, lastUpdated: "2026-02-03" },
      fix_and_flip: { ...products.fix_and_flip, lowestRate: "6.5" },
    },
    productsChanged: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  const stored = await productsOf(lender.id);
  expect(Object.fromEntries(stored.map((p) => [p.productType, p.lastUpdated]))).toEqual({
    bridge: "2026-02-03",
    fix_and_flip: toDateOnly(new Date()),
  });
});
