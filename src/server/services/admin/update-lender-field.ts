/**
 * The single-field edit (spec 2 'Edit <label>' → 'Update Field'): one lender field, checked by
 * the lender form's rule for it, written with its history row (Date Changed and Notes as the
 * admin gave them) and the audit entry in one transaction. The current value again is refused
 * with 409 no_changes ('No Changes' / 'The new value is the same as the current value.').
 */
import { and, desc, eq } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import { type FieldValueInput, parseAdminFieldValue } from "@/domain/admin/field-value";
import type { AdminLenderFieldResult } from "@/domain/contract/admin-lenders";
import { TOASTS } from "@/domain/toast-messages";
import type { Database } from "../../db/client";
import { lenderHistory, lenders } from "../../db/schema";
import { historyValue, runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { assertLenderNameFree, assertLenderSlugFree } from "../lender-workspace/lender-identity";
import { loadAdminLender } from "./admin-lender-dto";
import { findHistoryEntry } from "./field-history";
import { lockLenderOrNotFound } from "./lock-lender";
import { type AdminActor, recordAudit } from "./record-audit";

type LenderRow = typeof lenders.$inferSelect;

export async function updateLenderField(input: {
  db: Database;
  actor: AdminActor;
  lenderId: string;
  field: string;
  value: FieldValueInput;
  changedAt?: string | undefined;
  notes?: string | null | undefined;
  now: Date;
}): Promise<AdminLenderFieldResult> {
  const { actor, lenderId, field } = input;
  return runWrite(input.db, async (w) => {
    const before = await lockLenderOrNotFound(w.tx, lenderId);
    const parsed = parseAdminFieldValue(field, input.value, before);
    if (!parsed.ok) {
      throw new AppError("validation_failed", parsed.message, {
        fields: { value: parsed.message },
      });
    }
    // The form's 'states' is the lenders.state column; every other key is the column's own.
    const key = (parsed.spec.field === "state" ? "state" : parsed.spec.key) as keyof LenderRow;
    const oldValue = historyValue(before[key]);
    const newValue = historyValue(parsed.value);
    if (oldValue === newValue) throw new AppError("no_changes", TOASTS.noChanges.text);
    if (key === "slug") await assertLenderSlugFree(w.tx, parsed.value as string, lenderId, "value");
    if (key === "companyName") {
      await assertLenderNameFree(w.tx, parsed.value as string, lenderId, "value");
    }
    const after = { [key]: parsed.value } as Partial<LenderRow>;
    await w.tx.update(lenders).set(after).where(eq(lenders.id, lenderId));
    const changedAt = changedAtOf(input.changedAt, input.now);
    await w.recordChanges({
      entity: "lender",
      id: lenderId,
      before,
      after,
      changedBy: actor.userId,
      changedAt,
      notes: input.notes ?? null,
    });
    // The row just written: the only one of this field created in this transaction.
    const [written] = await w.tx
      .select({ id: lenderHistory.id })
      .from(lenderHistory)
      .where(and(eq(lenderHistory.lenderId, lenderId), eq(lenderHistory.fieldName, field)))
      .orderBy(desc(lenderHistory.createdAt))
      .limit(1);
    const entry = written ? await findHistoryEntry(w.tx, lenderId, written.id) : undefined;
    if (!entry) throw new Error("The field's history entry was not written");
    const detail = await loadAdminLender(w.tx, lenderId);
    await recordAudit(w.tx, actor, {
      action: "lender.field_update",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: detail.lender.companyName,
      details: { field, oldValue, newValue, changedAt: changedAt.toISOString() },
    });
    return { lender: detail.lender, entry };
  });
}
