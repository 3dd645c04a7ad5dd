/**
 * 'Update Today' (issue 28, item 11): the lender confirms its loan products' terms as current
 * in one click. Every active product whose last_updated is not today gets today, with one
 * history row each, in one transaction through the write helper. Before, the button only
 * opened the form, and saving it unchanged wrote no product, so the stale warning stayed.
 */
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { canConfirmLenderProducts } from "@/domain/policies/lender-policies";
import { toDateOnly } from "@/domain/reference/dates";
import type { Database } from "../../db/client";
import { lenders, loanProducts } from "../../db/schema";
import { runWrite } from "../../db/write";
import { authorize } from "../../lib/authorize";
import { lenderEditRefusal } from "./update-lender";

export async function confirmProducts(input: {
  db: Database;
  actor: Actor;
  lenderId: string;
  now: Date;
}) {
  const { actor, lenderId } = input;
  const today = toDateOnly(input.now);
  return runWrite(input.db, async (w) => {
    const [row] = await w.tx.select().from(lenders).where(eq(lenders.id, lenderId)).for("update");
    const lender = authorize(actor, canConfirmLenderProducts, row, lenderEditRefusal);
    const active = await w.tx
      .select()
      .from(loanProducts)
      .where(and(eq(loanProducts.lenderId, lenderId), eq(loanProducts.isActive, true)));
    for (const product of active) {
      if (product.lastUpdated === today) continue;
      const after = { lastUpdated: today };
      await w.tx.update(loanProducts).set(after).where(eq(loanProducts.id, product.id));
      await w.recordChanges({
        entity: "loan_product",
        id: product.id,
        before: product,
        after,
        changedBy: actor?.userId ?? null,
        notes: "Terms confirmed with 'Update Today'",
      });
    }
    const products = await w.tx
      .select()
      .from(loanProducts)
      .where(eq(loanProducts.lenderId, lenderId))
      .orderBy(loanProducts.productType);
    return { lender, products };
  });
}
