/**
 * 'Update Lender' by an admin: the lender workspace's own update (same rules, history and
 * product writes; admin values kept) plus the audit entry, in one transaction.
 */
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import type { LenderFormValues } from "@/domain/lenders/lender-form";
import type { Database } from "../../db/client";
import { runWrite } from "../../db/write";
import { applyLenderUpdate, auditDetailsOf } from "../lender-workspace/update-lender";
import { loadAdminLender } from "./admin-lender-dto";
import { type AdminRequestActor, recordAudit } from "./record-audit";

export async function updateAdminLender(input: {
  db: Database;
  actor: AdminRequestActor;
  lenderId: string;
  values: LenderFormValues;
  productsChanged: boolean;
  now: Date;
}): Promise<AdminLenderDetail> {
  const { actor, lenderId } = input;
  return runWrite(input.db, async (w) => {
    const result = await applyLenderUpdate(w, {
      actor,
      lenderId,
      values: input.values,
      productsChanged: input.productsChanged,
      now: input.now,
    });
    await recordAudit(w.tx, actor, {
      action: "lender.update",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: result.lender.companyName,
      // Which fields and products, with the values (issue 28: the trail keeps what happened).
      details: { ...auditDetailsOf(result), productsChanged: input.productsChanged },
    });
    return loadAdminLender(w.tx, lenderId);
  });
}
