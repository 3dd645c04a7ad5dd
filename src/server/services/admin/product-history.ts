/**
 * A loan product's field history (spec 3 'History entries': loan_product_history) for the
 * admin's 'History for <field>' dialog on a product card: read newest first, add a manual
 * entry, edit and delete one; each write with its audit entry (target: the product's
 * lender, details naming the product) in the same transaction, the product row locked.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import type { FieldHistoryEntry } from "@/domain/contract/admin-lenders";
import type { Database, Executor } from "../../db/client";
import { lenders, loanProductHistory, loanProducts, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { notFound } from "../../lib/app-error";
import { HISTORY_ENTRY_NOT_FOUND } from "./change-history-entry";
import { type AdminActor, recordAudit } from "./record-audit";

export const PRODUCT_NOT_FOUND = "Loan product not found";

function historyQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select({
      id: loanProductHistory.id,
      field: loanProductHistory.fieldName,
      oldValue: loanProductHistory.oldValue,
      newValue: loanProductHistory.newValue,
      changeType: loanProductHistory.changeType,
      notes: loanProductHistory.notes,
      changedAt: loanProductHistory.changedAt,
      userEmail: users.email,
    })
    .from(loanProductHistory)
    .leftJoin(users, eq(users.id, loanProductHistory.changedBy))
    .where(where)
    .orderBy(
      desc(loanProductHistory.changedAt),
      desc(loanProductHistory.createdAt),
      desc(loanProductHistory.id),
    );
}

type Row = Awaited<ReturnType<typeof historyQuery>>[number];
const toEntry = (row: Row): FieldHistoryEntry => ({
  ...row,
  changedAt: row.changedAt.toISOString(),
});

export interface ProductRef {
  lenderId: string;
  productId: string;
}

/** The product of that lender (locked when `lock`), with the lender's name; else 404. */
export async function productOf(tx: Executor, ref: ProductRef, lock = false) {
  const query = tx
    .select({ product: loanProducts, lenderName: lenders.companyName })
    .from(loanProducts)
    .innerJoin(lenders, eq(lenders.id, loanProducts.lenderId))
    .where(and(eq(loanProducts.id, ref.productId), eq(loanProducts.lenderId, ref.lenderId)));
  const [row] = lock ? await query.for("update", { of: loanProducts }) : await query;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

export async function listProductHistory(
  tx: Executor,
  ref: ProductRef,
  field?: string,
): Promise<FieldHistoryEntry[]> {
  await productOf(tx, ref);
  const where = and(
    eq(loanProductHistory.loanProductId, ref.productId),
    field === undefined ? undefined : eq(loanProductHistory.fieldName, field),
  );
  return (await historyQuery(tx, where)).map(toEntry);
}

export async function findProductHistoryEntry(tx: Executor, productId: string, entryId: string) {
  const [row] = await historyQuery(
    tx,
    and(eq(loanProductHistory.loanProductId, productId), eq(loanProductHistory.id, entryId)),
  );
  if (!row) throw notFound(HISTORY_ENTRY_NOT_FOUND);
  return toEntry(row);
}

interface Common {
  db: Database;
  actor: AdminActor;
  ref: ProductRef;
}

async function audit(
  w: WriteContext,
  input: Common,
  target: Awaited<ReturnType<typeof productOf>>,
  action: "lender.history_add" | "lender.history_edit" | "lender.history_delete",
  details: Record<string, unknown>,
) {
  await recordAudit(w.tx, input.actor, {
    action,
    targetType: "lender",
    targetId: input.ref.lenderId,
    targetLabel: target.lenderName,
    details: {
      productId: input.ref.productId,
      productType: target.product.productType,
      ...details,
    },
  });
}

export async function addProductHistoryEntry(
  input: Common & {
    field: string;
    value: string;
    changedAt?: string | undefined;
    notes?: string | null | undefined;
    now: Date;
  },
): Promise<FieldHistoryEntry> {
  return runWrite(input.db, async (w) => {
    const target = await productOf(w.tx, input.ref, true);
    const [row] = await w.tx
      .insert(loanProductHistory)
      .values({
        loanProductId: input.ref.productId,
        fieldName: input.field,
        oldValue: null,
        newValue: input.value,
        changeType: "manual",
        notes: input.notes ?? null,
        changedBy: input.actor.userId,
        changedAt: changedAtOf(input.changedAt, input.now),
      })
      .returning({ id: loanProductHistory.id });
    if (!row) throw new Error("The history entry was not written");
    await audit(w, input, target, "lender.history_add", {
      entryId: row.id,
      field: input.field,
      value: input.value,
    });
    return findProductHistoryEntry(w.tx, input.ref.productId, row.id);
  });
}

export async function editProductHistoryEntry(
  input: Common & {
    entryId: string;
    value: string;
    notes?: string | null | undefined;
    changedAt?: string | undefined;
    now: Date;
  },
): Promise<FieldHistoryEntry> {
  return runWrite(input.db, async (w) => {
    const target = await productOf(w.tx, input.ref, true);
    const before = await findProductHistoryEntry(w.tx, input.ref.productId, input.entryId);
    await w.tx
      .update(loanProductHistory)
      .set({
        newValue: input.value,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.changedAt !== undefined
          ? { changedAt: changedAtOf(input.changedAt, input.now) }
          : {}),
      })
      .where(eq(loanProductHistory.id, input.entryId));
    const after = await findProductHistoryEntry(w.tx, input.ref.productId, input.entryId);
    await audit(w, input, target, "lender.history_edit", {
      entryId: input.entryId,
      field: before.field,
      before: { value: before.newValue, notes: before.notes, changedAt: before.changedAt },
      after: { value: after.newValue, notes: after.notes, changedAt: after.changedAt },
    });
    return after;
  });
}

export async function deleteProductHistoryEntry(input: Common & { entryId: string }) {
  return runWrite(input.db, async (w) => {
    const target = await productOf(w.tx, input.ref, true);
    const entry = await findProductHistoryEntry(w.tx, input.ref.productId, input.entryId);
    await w.tx.delete(loanProductHistory).where(eq(loanProductHistory.id, input.entryId));
    await audit(w, input, target, "lender.history_delete", {
      entryId: input.entryId,
      field: entry.field,
      value: entry.newValue,
      changeType: entry.changeType,
    });
    return { id: input.entryId };
  });
}
