/**
 * An admin approves or rejects the company name a lender asked for (issue 27): approving makes
 * it the public name (still unique: 409 lender_name_taken), rejecting drops it; either way the
 * pending name is cleared, the lender's history records the change and the admin audit the
 * decision, in one transaction. The slug (the public address) stays as it is; an admin changes
 * it, when wanted, with the single-field edit.
 */
import { eq } from "drizzle-orm";
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { assertLenderNameFree } from "../lender-workspace/lender-identity";
import { loadAdminLender } from "./admin-lender-dto";
import { lockLenderOrNotFound } from "./lock-lender";
import { type AdminActor, recordAudit } from "./record-audit";

export const NO_PENDING_NAME_MESSAGE = "This lender has no company name change waiting.";

export async function decideLenderName(input: {
  db: Database;
  actor: AdminActor;
  lenderId: string;
  decision: "approve" | "reject";
}): Promise<AdminLenderDetail> {
  const { actor, lenderId, decision } = input;
  return runWrite(input.db, async (w) => {
    const before = await lockLenderOrNotFound(w.tx, lenderId);
    const asked = before.pendingCompanyName;
    if (asked === null) throw new AppError("conflict", NO_PENDING_NAME_MESSAGE);
    if (decision === "approve") await assertLenderNameFree(w.tx, asked, lenderId, "name");
    const after =
      decision === "approve"
        ? { companyName: asked, pendingCompanyName: null }
        : { pendingCompanyName: null };
    await w.tx.update(lenders).set(after).where(eq(lenders.id, lenderId));
    await w.recordChanges({
      entity: "lender",
      id: lenderId,
      before,
      after,
      changedBy: actor.userId,
    });
    await recordAudit(w.tx, actor, {
      action: decision === "approve" ? "lender.name_approve" : "lender.name_reject",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: decision === "approve" ? asked : before.companyName,
      details: { oldName: before.companyName, requestedName: asked },
    });
    return loadAdminLender(w.tx, lenderId);
  });
}
