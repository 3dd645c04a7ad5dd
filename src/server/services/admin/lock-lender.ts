/**
 * The lender row an admin write changes, locked for the rest of its transaction (FOR UPDATE),
 * or 404 'Lender not found'. One place for the read every admin lender write starts with.
 */
import { eq } from "drizzle-orm";
import { lenders } from "../../db/schema";
import type { Transaction } from "../../db/write";
import { notFound } from "../../lib/app-error";
import { LENDER_NOT_FOUND } from "./admin-lender-dto";

export async function lockLenderOrNotFound(tx: Transaction, lenderId: string) {
  const [lender] = await tx.select().from(lenders).where(eq(lenders.id, lenderId)).for("update");
  if (!lender) throw notFound(LENDER_NOT_FOUND);
  return lender;
}
