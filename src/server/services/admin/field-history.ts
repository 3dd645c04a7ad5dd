/**
 * A record's field history as the 'History for <field>' dialog reads it (spec 3 'History
 * entries', spec 7 get_field_history), for any HistoryEntity (a lender or a loan product):
 * newest first, with the email of who made each change (null shows as 'System').
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { HistoryEntity, HistoryTable } from "./history-entities";

export const HISTORY_ENTRY_NOT_FOUND = "History entry not found";

function historyQuery(tx: Executor, table: HistoryTable, where: SQL | undefined) {
  return tx
    .select({
      id: table.id,
      field: table.fieldName,
      oldValue: table.oldValue,
      newValue: table.newValue,
      changeType: table.changeType,
      notes: table.notes,
      changedAt: table.changedAt,
      userEmail: users.email,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.changedBy))
    .where(where)
    .orderBy(desc(table.changedAt), desc(table.createdAt), desc(table.id));
}

type EntryRow = Awaited<ReturnType<typeof historyQuery>>[number];

function toEntry(row: EntryRow): FieldHistoryEntry {
  return { ...row, changedAt: row.changedAt.toISOString() };
}

/** What the reads need of an entity: its record (404 when absent), table and owner column. */
export type HistorySource<Ref extends { lenderId: string }> = Pick<
  HistoryEntity<Ref, unknown, unknown>,
  "table" | "owner" | "ownerKey" | "ownerId" | "load"
>;

/** Every entry of one record, or of one of its fields (…_history_field_idx); 404 without it. */
export async function listFieldHistory<Ref extends { lenderId: string }>(
  tx: Executor,
  entity: HistorySource<Ref>,
  ref: Ref,
  field?: string,
): Promise<FieldHistoryEntry[]> {
  await entity.load(tx, ref, false);
  const where = and(
    eq(entity.owner, entity.ownerId(ref)),
    field === undefined ? undefined : eq(entity.table.fieldName, field),
  );
  return (await historyQuery(tx, entity.table, where)).map(toEntry);
}

/** One entry of one record; 404 'History entry not found' when it is not that record's. */
export async function findHistoryEntry<Ref extends { lenderId: string }>(
  tx: Executor,
  entity: HistorySource<Ref>,
  ref: Ref,
  entryId: string,
): Promise<FieldHistoryEntry> {
  const [row] = await historyQuery(
    tx,
    entity.table,
    and(eq(entity.owner, entity.ownerId(ref)), eq(entity.table.id, entryId)),
  );
  if (!row) throw notFound(HISTORY_ENTRY_NOT_FOUND);
  return toEntry(row);
}
