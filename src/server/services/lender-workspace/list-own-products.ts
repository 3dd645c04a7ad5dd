/** The lender workspace's products: every loan product of the lender's record, by type. */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loanProducts } from "../../db/schema";

type LoanProduct = typeof loanProducts.$inferSelect;

export function listOwnProducts(db: Database, lenderId: string): Promise<LoanProduct[]> {
  return db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId))
    .orderBy(asc(loanProducts.productType));
}
