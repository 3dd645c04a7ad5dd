/**
 * 'Add New Lender' by an admin (spec 2 'Admin area', spec 7 'Create lender'): the lender and
 * one loan product per enabled type, their 'insert' history and the audit entry, in one
 * transaction. The name must be free (409 lender_name_taken), and so must a slug the admin
 * typed (409 lender_slug_taken); a derived one is made unique (acme-capital, acme-capital-2, …).
 */
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import type { LenderFormValues } from "@/domain/lenders/lender-form";
import { prepareLenderSubmission } from "@/domain/lenders/lender-form-submit";
import type { Database } from "../../db/client";
import { lenders, loanProducts } from "../../db/schema";
import { runWrite } from "../../db/write";
import { assertLenderNameFree, assertLenderSlugFree } from "../lender-workspace/lender-identity";
import { loadAdminLender } from "./admin-lender-dto";
import { type AdminActor, recordAudit } from "./record-audit";
import { uniqueLenderSlug } from "./unique-lender-slug";

export async function createLender(input: {
  db: Database;
  actor: AdminActor;
  values: LenderFormValues;
  now: Date;
}): Promise<AdminLenderDetail> {
  const { actor, values } = input;
  const submission = prepareLenderSubmission(values, { isAdmin: true, today: input.now });
  return runWrite(input.db, async (w) => {
    await assertLenderNameFree(w.tx, submission.lender.companyName, null);
    let slug = submission.lender.slug;
    if (values.slug) {
      await assertLenderSlugFree(w.tx, slug, null);
    } else {
      slug = await uniqueLenderSlug(w.tx, slug);
    }
    const after = { ...submission.lender, slug };
    const [lender] = await w.tx.insert(lenders).values(after).returning();
    if (!lender) throw new Error("The new lender was not written");
    await w.recordChanges({
      entity: "lender",
      id: lender.id,
      before: null,
      after,
      changedBy: actor.userId,
    });
    for (const product of submission.products) {
      const [created] = await w.tx
        .insert(loanProducts)
        .values({ ...product, lenderId: lender.id })
        .returning();
      if (!created) throw new Error("The new loan product was not written");
      await w.recordChanges({
        entity: "loan_product",
        id: created.id,
        before: null,
        after: product,
        changedBy: actor.userId,
      });
    }
    await recordAudit(w.tx, actor, {
      action: "lender.create",
      targetType: "lender",
      targetId: lender.id,
      targetLabel: lender.companyName,
      details: { slug: lender.slug, products: submission.products.map((p) => p.productType) },
    });
    return loadAdminLender(w.tx, lender.id);
  });
}
