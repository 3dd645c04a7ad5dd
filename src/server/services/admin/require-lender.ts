/** The admin's lender routes: a lender id that names no lender answers 404 LENDER_NOT_FOUND. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { LENDER_NOT_FOUND } from "./admin-lender-dto";

export async function requireLender(db: Database, lenderId: string): Promise<void> {
  const [lender] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(eq(lenders.id, lenderId));
  if (!lender) throw notFound(LENDER_NOT_FOUND);
}
