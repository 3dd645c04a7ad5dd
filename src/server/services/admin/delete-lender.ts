/**
 * 'Delete' of a lender by an admin (docs/decisions/admin-area.md): refused with 409
 * lender_has_loan_requests when any loan request reached the lender (sent to it, or first
 * addressed to it): the borrowers' requests and their lender stay intact, and the admin turns
 * Active off instead. Otherwise the lender, its products and their history go, and the audit
 * entry keeps its name. One transaction; the row is locked so no request slips in between.
 */
import { eq } from "drizzle-orm";
import type { AdminLenderDeleted } from "@/domain/contract/admin-lenders";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { loanRequestCountOf } from "./admin-lender-dto";
import { lockLenderOrNotFound } from "./lock-lender";
import { type AdminActor, recordAudit } from "./record-audit";

export const LENDER_HAS_LOAN_REQUESTS_MESSAGE =
  "This lender has received loan requests, so it can't be deleted: borrowers still see it on their requests. Turn off Active to hide it instead.";

export async function deleteLender(input: {
  db: Database;
  actor: AdminActor;
  lenderId: string;
}): Promise<AdminLenderDeleted> {
  const { actor, lenderId } = input;
  return runWrite(input.db, async (w) => {
    const lender = await lockLenderOrNotFound(w.tx, lenderId);
    const [reached] = await w.tx
      .select({ n: loanRequestCountOf(lenderId) })
      .from(lenders)
      .where(eq(lenders.id, lenderId));
    if ((reached?.n ?? 0) > 0) {
      throw new AppError("lender_has_loan_requests", LENDER_HAS_LOAN_REQUESTS_MESSAGE);
    }
    await w.tx.delete(lenders).where(eq(lenders.id, lenderId));
    await recordAudit(w.tx, actor, {
      action: "lender.delete",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: lender.companyName,
      details: { slug: lender.slug, userId: lender.userId },
    });
    return { id: lenderId, companyName: lender.companyName };
  });
}
