/**
 * The single-field edit (spec 2 'Edit <label>' → 'Update Field') of any HistoryEntity (a lender
 * or a loan product field): checked by the form's rule for that field, written with its history
 * row (Date Changed and Notes as the admin gave them) and the audit entry in one transaction.
 * The current value again is refused with 409 no_changes ('No Changes' / 'The new value is the
 * same as the current value.').
 */
import { and, desc, eq } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import type { FieldValueInput } from "@/domain/admin/field-value";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import { TOASTS } from "@/domain/site/toast-messages";
import type { Database } from "../../db/client";
import { type ChangeSet, historyValue, runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { findHistoryEntry } from "./field-history";
import type { HistoryEntity } from "./history-entities";
import { type AdminActor, recordAudit } from "./record-audit";

export async function updateField<Ref extends { lenderId: string }, Row, Result>(input: {
  db: Database;
  actor: AdminActor;
  entity: HistoryEntity<Ref, Row, Result>;
  ref: Ref;
  field: string;
  value: FieldValueInput;
  changedAt?: string | undefined;
  notes?: string | null | undefined;
  now: Date;
}): Promise<Result & { entry: FieldHistoryEntry }> {
  const { actor, entity, ref, field } = input;
  return runWrite(input.db, async (w) => {
    const record = await entity.load(w.tx, ref, true);
    const parsed = entity.parse(field, input.value, record.row);
    if (!parsed.ok) {
      throw new AppError("validation_failed", parsed.message, {
        fields: { value: parsed.message },
      });
    }
    const oldValue = historyValue(record.row[parsed.column]);
    const newValue = historyValue(parsed.value);
    if (oldValue === newValue) throw new AppError("no_changes", TOASTS.noChanges.text);
    await entity.check?.(w.tx, ref, parsed.column, parsed.value);
    const after = { [parsed.column]: parsed.value } as Partial<Row>;
    const { result, label } = await entity.write(w.tx, ref, after, record);
    const changedAt = changedAtOf(input.changedAt, input.now);
    await w.recordChanges({
      entity: entity.changes,
      id: entity.ownerId(ref),
      before: record.row,
      after,
      changedBy: actor.userId,
      changedAt,
      notes: input.notes ?? null,
    } as ChangeSet);
    // The row just written: the only one of this field created in this transaction.
    const [written] = await w.tx
      .select({ id: entity.table.id })
      .from(entity.table)
      .where(and(eq(entity.owner, entity.ownerId(ref)), eq(entity.table.fieldName, field)))
      .orderBy(desc(entity.table.createdAt))
      .limit(1);
    if (!written) throw new Error("The field's history entry was not written");
    const entry = await findHistoryEntry(w.tx, entity, ref, written.id);
    await recordAudit(w.tx, actor, {
      action: "lender.field_update",
      targetType: "lender",
      targetId: ref.lenderId,
      targetLabel: label,
      details: {
        ...record.details,
        field,
        oldValue,
        newValue,
        changedAt: changedAt.toISOString(),
      },
    });
    return { ...result, entry };
  });
}
