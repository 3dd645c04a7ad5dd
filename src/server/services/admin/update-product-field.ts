/**
 * The single-field edit on a loan product card (spec 2 'Edit <label>'): like the lender's
 * (update-lender-field.ts), checked by the product card's rule for the field, written with its
 * loan_product_history row and the audit entry in one transaction; the current value again is
 * 409 no_changes.
 */
import { and, desc, eq } from "drizzle-orm";
import { changedAtOf } from "@/domain/admin/changed-at";
import { type FieldValueInput, parseProductFieldValue } from "@/domain/admin/field-value";
import type { AdminProductFieldResult } from "@/domain/contract/admin-lenders";
import { TOASTS } from "@/domain/toast-messages";
import type { Database } from "../../db/client";
import { loanProductHistory, loanProducts } from "../../db/schema";
import { historyValue, runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { toWorkspaceProduct } from "../lender-workspace/workspace-dto";
import { findProductHistoryEntry, type ProductRef, productOf } from "./product-history";
import { type AdminActor, recordAudit } from "./record-audit";

type ProductRow = typeof loanProducts.$inferSelect;

export async function updateProductField(input: {
  db: Database;
  actor: AdminActor;
  ref: ProductRef;
  field: string;
  value: FieldValueInput;
  changedAt?: string | undefined;
  notes?: string | null | undefined;
  now: Date;
}): Promise<AdminProductFieldResult> {
  const { actor, ref, field } = input;
  return runWrite(input.db, async (w) => {
    const { product: before, lenderName } = await productOf(w.tx, ref, true);
    const parsed = parseProductFieldValue(field, input.value);
    if (!parsed.ok) {
      throw new AppError("validation_failed", parsed.message, {
        fields: { value: parsed.message },
      });
    }
    const key = parsed.spec.key as keyof ProductRow;
    const oldValue = historyValue(before[key]);
    const newValue = historyValue(parsed.value);
    if (oldValue === newValue) throw new AppError("no_changes", TOASTS.noChanges.text);
    const after = { [key]: parsed.value } as Partial<ProductRow>;
    const [product] = await w.tx
      .update(loanProducts)
      .set(after)
      .where(eq(loanProducts.id, ref.productId))
      .returning();
    if (!product) throw new Error("The loan product was not updated");
    const changedAt = changedAtOf(input.changedAt, input.now);
    await w.recordChanges({
      entity: "loan_product",
      id: ref.productId,
      before,
      after,
      changedBy: actor.userId,
      changedAt,
      notes: input.notes ?? null,
    });
    const [written] = await w.tx
      .select({ id: loanProductHistory.id })
      .from(loanProductHistory)
      .where(
        and(
          eq(loanProductHistory.loanProductId, ref.productId),
          eq(loanProductHistory.fieldName, field),
        ),
      )
      .orderBy(desc(loanProductHistory.createdAt))
      .limit(1);
    if (!written) throw new Error("The field's history entry was not written");
    const entry = await findProductHistoryEntry(w.tx, ref.productId, written.id);
    await recordAudit(w.tx, actor, {
      action: "lender.field_update",
      targetType: "lender",
      targetId: ref.lenderId,
      targetLabel: lenderName,
      details: {
        productId: ref.productId,
        productType: before.productType,
        field,
        oldValue,
        newValue,
        changedAt: changedAt.toISOString(),
      },
    });
    return { product: toWorkspaceProduct(product), entry };
  });
}
