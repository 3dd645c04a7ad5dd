/**
 * The history dialog's writes (spec 2 'History for <field>', spec 7 'History') for any
 * HistoryEntity (a lender or a loan product): 'Add Manual Entry' (change type manual, no old
 * value), the inline edit (value, notes, date) and delete, each with its audit entry (target:
 * the lender) in the same transaction. The record's row is locked first, so it exists
 * throughout and its edits are applied one at a time.
 */
import { and, eq } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import type { AuditAction } from "@/domain/contract/admin-audit";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import type { Database } from "../../db/client";
import { runWrite, type Transaction } from "../../db/write";
import { findHistoryEntry, type HistorySource } from "./field-history";
import type { HistoryRecord } from "./history-entities";
import { type AdminActor, recordAudit } from "./record-audit";

interface Common<Ref extends { lenderId: string }> {
  db: Database;
  actor: AdminActor;
  entity: HistorySource<Ref>;
  ref: Ref;
}

interface EntryValues {
  value: string;
  notes?: string | null | undefined;
  changedAt?: string | undefined;
  now: Date;
}

function audit<Ref extends { lenderId: string }>(
  tx: Transaction,
  input: Common<Ref>,
  record: HistoryRecord<unknown>,
  action: AuditAction,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, input.actor, {
    action,
    targetType: "lender",
    targetId: input.ref.lenderId,
    targetLabel: record.label,
    details: { ...record.details, ...details },
  });
}

export async function addHistoryEntry<Ref extends { lenderId: string }>(
  input: Common<Ref> & EntryValues & { field: string },
): Promise<FieldHistoryEntry> {
  const { entity, ref } = input;
  return runWrite(input.db, async (w) => {
    const record = await entity.load(w.tx, ref, true);
    const [row] = await w.tx
      .insert(entity.table)
      .values({
        [entity.ownerKey]: entity.ownerId(ref),
        fieldName: input.field,
        oldValue: null,
        newValue: input.value,
        changeType: "manual",
        notes: input.notes ?? null,
        changedBy: input.actor.userId,
        changedAt: changedAtOf(input.changedAt, input.now),
      } as typeof entity.table.$inferInsert)
      .returning({ id: entity.table.id });
    if (!row) throw new Error("The history entry was not written");
    await audit(w.tx, input, record, "lender.history_add", {
      entryId: row.id,
      field: input.field,
      value: input.value,
    });
    return findHistoryEntry(w.tx, entity, ref, row.id);
  });
}

export async function editHistoryEntry<Ref extends { lenderId: string }>(
  input: Common<Ref> & EntryValues & { entryId: string },
): Promise<FieldHistoryEntry> {
  const { entity, ref, entryId } = input;
  return runWrite(input.db, async (w) => {
    const record = await entity.load(w.tx, ref, true);
    const before = await findHistoryEntry(w.tx, entity, ref, entryId);
    await w.tx
      .update(entity.table)
      .set({
        newValue: input.value,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.changedAt !== undefined
          ? { changedAt: changedAtOf(input.changedAt, input.now) }
          : {}),
      })
      .where(and(eq(entity.table.id, entryId), eq(entity.owner, entity.ownerId(ref))));
    const after = await findHistoryEntry(w.tx, entity, ref, entryId);
    await audit(w.tx, input, record, "lender.history_edit", {
      entryId,
      field: before.field,
      before: { value: before.newValue, notes: before.notes, changedAt: before.changedAt },
      after: { value: after.newValue, notes: after.notes, changedAt: after.changedAt },
    });
    return after;
  });
}

export async function deleteHistoryEntry<Ref extends { lenderId: string }>(
  input: Common<Ref> & { entryId: string },
): Promise<{ id: string }> {
  const { entity, ref, entryId } = input;
  return runWrite(input.db, async (w) => {
    const record = await entity.load(w.tx, ref, true);
    const entry = await findHistoryEntry(w.tx, entity, ref, entryId);
    await w.tx.delete(entity.table).where(eq(entity.table.id, entryId));
    await audit(w.tx, input, record, "lender.history_delete", {
      entryId,
      field: entry.field,
      value: entry.newValue,
      changeType: entry.changeType,
      changedAt: entry.changedAt,
    });
    return { id: entryId };
  });
}
