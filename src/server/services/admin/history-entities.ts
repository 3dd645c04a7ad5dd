/**
 * The records with a field history (spec 3 'History entries'): a lender (lender_history) and one
 * of its loan products (loan_product_history). All that differs between the two is in this
 * file; the history reads (field-history.ts), the history dialog's writes
 * (change-history-entry.ts), the single-field edit (update-field.ts) and the routes
 * (routes/admin/field-history-routes.ts) are written once against a HistoryEntity.
 * docs/decisions/2026-11-27-field-history.md says how to add a third.
 */
import { and, eq } from "drizzle-orm";
import {
  type FieldValueInput,
  parseAdminFieldValue,
  parseProductFieldValue,
} from "@/domain/admin/field-value";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import type { WorkspaceProduct } from "@/domain/contract/lender-workspace";
import type { Executor } from "../../db/client";
import { lenderHistory, lenders, loanProductHistory, loanProducts } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { assertLenderNameFree, assertLenderSlugFree } from "../lender-workspace/lender-identity";
import { toWorkspaceProduct } from "../lender-workspace/workspace-dto";
import { LENDER_NOT_FOUND, loadAdminLender } from "./admin-lender-dto";

export const PRODUCT_NOT_FOUND = "Loan product not found";

/** Both history tables: the same columns (schema/history.ts) but for the owner's id. */
export type HistoryTable = typeof lenderHistory | typeof loanProductHistory;

/** A record as a history write finds it: its row, and how its audit entries name it. */
export interface HistoryRecord<Row> {
  row: Row;
  /** The audit entry's target label: the lender's name (the target is always the lender). */
  label: string;
  /** What the audit details say first, naming the record (a product's id and type). */
  details: Record<string, unknown>;
}

export type ParsedField<Row> =
  | { ok: true; column: keyof Row & string; value: unknown }
  | { ok: false; message: string };

export interface HistoryEntity<Ref extends { lenderId: string }, Row, Result> {
  /** recordChanges' name of the entity. */
  changes: "lender" | "loan_product";
  table: HistoryTable;
  /** The history table's column holding the record's id (and its key in an insert). */
  owner: typeof lenderHistory.lenderId | typeof loanProductHistory.loanProductId;
  ownerKey: "lenderId" | "loanProductId";
  /** The record's id in a ref. */
  ownerId: (ref: Ref) => string;
  /** The record (locked FOR UPDATE when `lock`); 404 when there is none. */
  load: (tx: Executor, ref: Ref, lock: boolean) => Promise<HistoryRecord<Row>>;
  /** The single-field edit: the sent value checked by the form's rule, and its column. */
  parse: (field: string, value: FieldValueInput, row: Row) => ParsedField<Row>;
  /** Checks before the write (a lender's slug and name are its own). */
  check?: (tx: Executor, ref: Ref, column: string, value: unknown) => Promise<void>;
  /** Writes the edited column; answers the edit's record and the audit label after it. */
  write: (
    tx: Executor,
    ref: Ref,
    after: Partial<Row>,
    record: HistoryRecord<Row>,
  ) => Promise<{ result: Result; label: string }>;
}

export interface LenderRef {
  lenderId: string;
}

export interface ProductRef {
  lenderId: string;
  productId: string;
}

type LenderRow = typeof lenders.$inferSelect;
type ProductRow = typeof loanProducts.$inferSelect;

export const LENDER_HISTORY: HistoryEntity<LenderRef, LenderRow, { lender: AdminLender }> = {
  changes: "lender",
  table: lenderHistory,
  owner: lenderHistory.lenderId,
  ownerKey: "lenderId",
  ownerId: (ref) => ref.lenderId,
  async load(tx, { lenderId }, lock) {
    const query = tx.select().from(lenders).where(eq(lenders.id, lenderId));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(LENDER_NOT_FOUND);
    return { row, label: row.companyName, details: {} };
  },
  parse(field, value, row) {
    const parsed = parseAdminFieldValue(field, value, row);
    if (!parsed.ok) return parsed;
    // The form's 'states' is the lenders.state column; every other key is the column's own.
    const column = parsed.spec.field === "state" ? "state" : parsed.spec.key;
    return { ok: true, column, value: parsed.value };
  },
  async check(tx, { lenderId }, column, value) {
    if (column === "slug") await assertLenderSlugFree(tx, value as string, lenderId, "value");
    if (column === "companyName") {
      await assertLenderNameFree(tx, value as string, lenderId, "value");
    }
  },
  async write(tx, { lenderId }, after) {
    await tx.update(lenders).set(after).where(eq(lenders.id, lenderId));
    // The label after the write: a renamed lender's audit entry reads its new name.
    const { lender } = await loadAdminLender(tx, lenderId);
    return { result: { lender }, label: lender.companyName };
  },
};

export const PRODUCT_HISTORY: HistoryEntity<ProductRef, ProductRow, { product: WorkspaceProduct }> =
  {
    changes: "loan_product",
    table: loanProductHistory,
    owner: loanProductHistory.loanProductId,
    ownerKey: "loanProductId",
    ownerId: (ref) => ref.productId,
    /** The product of that lender, with the lender's name; another lender's product is 404. */
    async load(tx, { lenderId, productId }, lock) {
      const query = tx
        .select({ product: loanProducts, lenderName: lenders.companyName })
        .from(loanProducts)
        .innerJoin(lenders, eq(lenders.id, loanProducts.lenderId))
        .where(and(eq(loanProducts.id, productId), eq(loanProducts.lenderId, lenderId)));
      const [found] = lock ? await query.for("update", { of: loanProducts }) : await query;
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      const { product, lenderName } = found;
      return {
        row: product,
        label: lenderName,
        details: { productId, productType: product.productType },
      };
    },
    parse(field, value) {
      const parsed = parseProductFieldValue(field, value);
      return parsed.ok ? { ok: true, column: parsed.spec.key, value: parsed.value } : parsed;
    },
    async write(tx, { productId }, after, record) {
      const [product] = await tx
        .update(loanProducts)
        .set(after)
        .where(eq(loanProducts.id, productId))
        .returning();
      if (!product) throw new Error("The loan product was not updated");
      return { result: { product: toWorkspaceProduct(product) }, label: record.label };
    },
  };
