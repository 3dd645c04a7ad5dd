/**
 * Saves the lender form for an existing lender (spec 4 'Lender form', spec 7 'Update lender',
 * issue 12): the lender and its products in one transaction through the write helper, with a
 * history row for every changed field. Products are written only when the form says they
 * changed against its snapshot, and then only the changed fields of each; a product whose
 * switch is off is deleted. Non-admins get 'Lender provided' sources (prepareLenderSubmission)
 * and write only what lenderSelfEditWrite lets them (issue 27: no rating, no slug, a new name
 * waits for approval, a changed track-record figure is no longer confirmed).
 * Used by the lender's own Edit Profile tab and, later, by the admin area.
 */
import { eq } from "drizzle-orm";
import type { LenderFormValues } from "@/domain/lenders/lender-form";
import {
  enabledProductTypes,
  planProductWrites,
  prepareLenderSubmission,
} from "@/domain/lenders/lender-form-submit";
import { lenderSelfEditWrite } from "@/domain/lenders/lender-trust";
import { type Actor, isAdmin } from "@/domain/policies/actor";
import { canSetAdminLenderFields } from "@/domain/policies/admin-policies";
import { canEditLender } from "@/domain/policies/lender-policies";
import type { Database } from "../../db/client";
import { lenders, loanProducts, users } from "../../db/schema";
import { changedFields, type FieldChange, runWrite, type WriteContext } from "../../db/write";
import { forbidden, notFound } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import { recordAudit } from "../admin/record-audit";
import { assertLenderNameFree, assertLenderSlugFree } from "./lender-identity";

export { SLUG_TAKEN_MESSAGE } from "./lender-identity";
export const NO_LENDER_PROFILE_MESSAGE = "No lender profile found to update.";

/** canEditLender's refusal: another lender's record says 403 (lender records are public). */
export const lenderEditRefusal = {
  notFound: NO_LENDER_PROFILE_MESSAGE,
  refused: () => forbidden("You can only edit your own lender profile."),
};

export interface UpdateLenderInput {
  db: Database;
  actor: Actor;
  lenderId: string;
  values: LenderFormValues;
  productsChanged: boolean;
  now: Date;
}

type ProductRow = typeof loanProducts.$inferSelect;

/**
 * A lender's own save also lands in the audit trail (issue 28: the lender's Activity and the
 * audit log show what the lender changed, with the values), in the same transaction.
 */
export async function updateLender(input: UpdateLenderInput) {
  return runWrite(input.db, async (w) => {
    const result = await applyLenderUpdate(w, input);
    const { actor } = input;
    const changed = result.lenderChanges.length > 0 || result.productChanges.length > 0;
    if (actor && !isAdmin(actor) && changed) {
      const [account] = await w.tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, actor.userId));
      await recordAudit(
        w.tx,
        { userId: actor.userId, email: account?.email ?? "" },
        {
          action: "lender.self_update",
          targetType: "lender",
          targetId: input.lenderId,
          targetLabel: result.lender.companyName,
          details: auditDetailsOf(result),
        },
      );
    }
    return result;
  });
}

/** What an update changed, for its audit entry: each lender field's values, each product. */
export function auditDetailsOf(result: {
  lenderChanges: readonly FieldChange[];
  productChanges: readonly ProductChange[];
}) {
  return {
    fields: result.lenderChanges.map((change) => change.fieldName),
    changes: result.lenderChanges.map((change) => ({
      field: change.fieldName,
      oldValue: change.oldValue,
      newValue: change.newValue,
    })),
    products: result.productChanges,
  };
}

/** A loan product the update created, changed (which fields) or removed. */
export interface ProductChange {
  productId: string;
  productType: string;
  change: "create" | "update" | "remove";
  fields: string[];
}

/**
 * The same inside a write already open (the admin area records its audit entry in the same
 * transaction). `lenderChanges` lists the lender fields whose history changed.
 */
export async function applyLenderUpdate(w: WriteContext, input: Omit<UpdateLenderInput, "db">) {
  const { actor, lenderId, values, productsChanged, now } = input;
  const admin = canSetAdminLenderFields(actor);
  const changedBy = actor?.userId ?? null;
  const [row] = await w.tx.select().from(lenders).where(eq(lenders.id, lenderId)).for("update");
  const before = authorize(actor, canEditLender, row, lenderEditRefusal);
  // A typed Last Updated date is kept: one that differs from the stored date (issue 28).
  const storedDates = Object.fromEntries(
    (
      await w.tx
        .select({ productType: loanProducts.productType, lastUpdated: loanProducts.lastUpdated })
        .from(loanProducts)
        .where(eq(loanProducts.lenderId, lenderId))
    ).map((row) => [row.productType, row.lastUpdated]),
  );
  // A company name that derives no slug keeps the lender's current one (its public address).
  const submission = prepareLenderSubmission(values, {
    isAdmin: admin,
    today: now,
    currentSlug: before.slug,
    storedDates,
  });

  // A lender cannot set its rating, slug or public name; its track record needs confirming
  // again once changed (issue 27). An admin's values are written as given.
  const selfEdit = admin ? null : lenderSelfEditWrite(before, submission.lender);
  const lenderChanges = { ...submission.lender, ...selfEdit };
  const askedName = selfEdit ? selfEdit.pendingCompanyName : lenderChanges.companyName;
  if (askedName !== null && askedName !== before.companyName) {
    await assertLenderNameFree(w.tx, askedName, lenderId);
  }
  if (lenderChanges.slug !== before.slug) {
    await assertLenderSlugFree(w.tx, lenderChanges.slug, lenderId);
  }
  const change = {
    entity: "lender" as const,
    id: lenderId,
    before,
    after: lenderChanges,
    changedBy,
  };
  let lender = before;
  if (changedFields(change).length > 0) {
    const [updated] = await w.tx
      .update(lenders)
      .set(lenderChanges)
      .where(eq(lenders.id, lenderId))
      .returning();
    if (!updated) throw notFound(NO_LENDER_PROFILE_MESSAGE);
    lender = updated;
    await w.recordChanges(change);
  }

  const productChanges = productsChanged
    ? await writeProducts(w, lenderId, values, submission.products, changedBy)
    : [];
  const products = await w.tx
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId))
    .orderBy(loanProducts.productType);
  return { lender, products, before, lenderChanges: changedFields(change), productChanges };
}

async function writeProducts(
  w: WriteContext,
  lenderId: string,
  values: LenderFormValues,
  writes: ReturnType<typeof prepareLenderSubmission>["products"],
  changedBy: string | null,
): Promise<ProductChange[]> {
  const done: ProductChange[] = [];
  const stored: ProductRow[] = await w.tx
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId));
  const plan = planProductWrites(stored, enabledProductTypes(values));
  const writeOf = (type: string) => writes.find((write) => write.productType === type);

  for (const productType of plan.create) {
    const write = writeOf(productType);
    if (!write) continue;
    const [created] = await w.tx
      .insert(loanProducts)
      .values({ ...write, lenderId })
      .returning();
    if (!created) throw new Error("The new loan product was not written");
    await w.recordChanges({
      entity: "loan_product",
      id: created.id,
      before: null,
      after: write,
      changedBy,
    });
    done.push({ productId: created.id, productType, change: "create", fields: [] });
  }

  for (const { id, productType } of plan.update) {
    const write = writeOf(productType);
    const before = stored.find((product) => product.id === id);
    if (!write || !before) continue;
    const change = { entity: "loan_product" as const, id, before, after: write, changedBy };
    const fields = changedFields(change);
    if (fields.length === 0) continue;
    // Only the changed fields are written (and recorded).
    const changedKeys = new Set(fields.map((field) => field.fieldName));
    const after = Object.fromEntries(
      Object.entries(write).filter(([key]) => changedKeys.has(columnNameOf(key))),
    );
    await w.tx.update(loanProducts).set(after).where(eq(loanProducts.id, id));
    await w.recordChanges({ ...change, after });
    done.push({
      productId: id,
      productType,
      change: "update",
      fields: fields.map((field) => field.fieldName),
    });
  }

  for (const id of plan.remove) {
    await w.tx.delete(loanProducts).where(eq(loanProducts.id, id));
    const productType = stored.find((product) => product.id === id)?.productType ?? "others";
    done.push({ productId: id, productType, change: "remove", fields: [] });
  }
  return done;
}

/** camelCase property → snake_case column name, as the history's field_name. */
function columnNameOf(key: string): string {
  return (loanProducts as unknown as Record<string, { name: string }>)[key]?.name ?? key;
}
