/**
 * The history dialog's writes (spec 2 'History for <field>', spec 7 'History'): 'Add Manual
 * Entry' (change type manual, no old value), the inline edit (value, notes, date) and delete,
 * each with its audit entry in the same transaction. The lender row is locked first, so the
 * lender exists throughout and its edits are applied one at a time.
 */
import { and, eq } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import type { FieldHistoryEntry } from "@/domain/contract/admin-lenders";
import type { Database } from "../../db/client";
import { lenderHistory, lenders } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { notFound } from "../../lib/app-error";
import { LENDER_NOT_FOUND } from "./admin-lender-dto";
import { findHistoryEntry } from "./field-history";
import { type AdminActor, recordAudit } from "./record-audit";

export const HISTORY_ENTRY_NOT_FOUND = "History entry not found";

interface Common {
  db: Database;
  actor: AdminActor;
  lenderId: string;
}

async function lockLender(w: WriteContext, lenderId: string) {
  const [lender] = await w.tx
    .select({ id: lenders.id, companyName: lenders.companyName })
    .from(lenders)
    .where(eq(lenders.id, lenderId))
    .for("update");
  if (!lender) throw notFound(LENDER_NOT_FOUND);
  return lender;
}

async function existingEntry(w: WriteContext, lenderId: string, entryId: string) {
  const entry = await findHistoryEntry(w.tx, lenderId, entryId);
  if (!entry) throw notFound(HISTORY_ENTRY_NOT_FOUND);
  return entry;
}

export async function addHistoryEntry(
  input: Common & {
    field: string;
    value: string;
    changedAt?: string | undefined;
    notes?: string | null | undefined;
    now: Date;
  },
): Promise<FieldHistoryEntry> {
  const { actor, lenderId } = input;
  return runWrite(input.db, async (w) => {
    const lender = await lockLender(w, lenderId);
    const changedAt = changedAtOf(input.changedAt, input.now);
    const [row] = await w.tx
      .insert(lenderHistory)
      .values({
        lenderId,
        fieldName: input.field,
        oldValue: null,
        newValue: input.value,
        changeType: "manual",
        notes: input.notes ?? null,
        changedBy: actor.userId,
        changedAt,
      })
      .returning({ id: lenderHistory.id });
    if (!row) throw new Error("The history entry was not written");
    await recordAudit(w.tx, actor, {
      action: "lender.history_add",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: lender.companyName,
      details: { entryId: row.id, field: input.field, value: input.value },
    });
    return existingEntry(w, lenderId, row.id);
  });
}

export async function editHistoryEntry(
  input: Common & {
    entryId: string;
    value: string;
    notes?: string | null | undefined;
    changedAt?: string | undefined;
    now: Date;
  },
): Promise<FieldHistoryEntry> {
  const { actor, lenderId, entryId } = input;
  return runWrite(input.db, async (w) => {
    const lender = await lockLender(w, lenderId);
    const before = await existingEntry(w, lenderId, entryId);
    await w.tx
      .update(lenderHistory)
      .set({
        newValue: input.value,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.changedAt !== undefined
          ? { changedAt: changedAtOf(input.changedAt, input.now) }
          : {}),
      })
      .where(and(eq(lenderHistory.id, entryId), eq(lenderHistory.lenderId, lenderId)));
    const after = await existingEntry(w, lenderId, entryId);
    await recordAudit(w.tx, actor, {
      action: "lender.history_edit",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: lender.companyName,
      details: {
        entryId,
        field: before.field,
        before: { value: before.newValue, notes: before.notes, changedAt: before.changedAt },
        after: { value: after.newValue, notes: after.notes, changedAt: after.changedAt },
      },
    });
    return after;
  });
}

export async function deleteHistoryEntry(input: Common & { entryId: string }) {
  const { actor, lenderId, entryId } = input;
  return runWrite(input.db, async (w) => {
    const lender = await lockLender(w, lenderId);
    const entry = await existingEntry(w, lenderId, entryId);
    await w.tx.delete(lenderHistory).where(eq(lenderHistory.id, entryId));
    await recordAudit(w.tx, actor, {
      action: "lender.history_delete",
      targetType: "lender",
      targetId: lenderId,
      targetLabel: lender.companyName,
      details: {
        entryId,
        field: entry.field,
        value: entry.newValue,
        changeType: entry.changeType,
        changedAt: entry.changedAt,
      },
    });
    return { id: entryId };
  });
}
