/**
 * A lender's field history as the 'History for <field>' dialog reads it (spec 3 'History
 * entries', spec 7 get_field_history): newest first, with the email of who made each change
 * (null shows as 'System').
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FieldHistoryEntry } from "@/domain/contract/admin-lenders";
import type { Executor } from "../../db/client";
import { lenderHistory, users } from "../../db/schema";

const entryColumns = {
  id: lenderHistory.id,
  field: lenderHistory.fieldName,
  oldValue: lenderHistory.oldValue,
  newValue: lenderHistory.newValue,
  changeType: lenderHistory.changeType,
  notes: lenderHistory.notes,
  changedAt: lenderHistory.changedAt,
  userEmail: users.email,
};

function historyQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(entryColumns)
    .from(lenderHistory)
    .leftJoin(users, eq(users.id, lenderHistory.changedBy))
    .where(where)
    .orderBy(desc(lenderHistory.changedAt), desc(lenderHistory.createdAt), desc(lenderHistory.id));
}

type EntryRow = Awaited<ReturnType<typeof historyQuery>>[number];

function toEntry(row: EntryRow): FieldHistoryEntry {
  return { ...row, changedAt: row.changedAt.toISOString() };
}

/** Every entry of one lender, or of one of its fields (lender_history_field_idx). */
export async function listFieldHistory(
  tx: Executor,
  lenderId: string,
  field?: string,
): Promise<FieldHistoryEntry[]> {
  const where = and(
    eq(lenderHistory.lenderId, lenderId),
    field === undefined ? undefined : eq(lenderHistory.fieldName, field),
  );
  return (await historyQuery(tx, where)).map(toEntry);
}

/** One entry of one lender, or undefined. */
export async function findHistoryEntry(
  tx: Executor,
  lenderId: string,
  entryId: string,
): Promise<FieldHistoryEntry | undefined> {
  const [row] = await historyQuery(
    tx,
    and(eq(lenderHistory.lenderId, lenderId), eq(lenderHistory.id, entryId)),
  );
  return row ? toEntry(row) : undefined;
}
