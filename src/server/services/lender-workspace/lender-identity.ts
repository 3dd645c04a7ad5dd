/**
 * A lender's name and slug are its identity: no two lenders share either (issue 27). Every
 * path that writes one (the lender's name request, the admin's create, update, single-field
 * edit, approval of a user or of a requested name) checks here first, so the answer is a 409
 * with its business code and a field message; the unique indexes (lenders_company_name_key on
 * lower(btrim(company_name)), lenders_slug_key) hold the rule under concurrent writes too.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lenders } from "../../db/schema";
import { AppError } from "../../lib/app-error";

export const NAME_TAKEN_MESSAGE = "Another lender already has this company name";
export const SLUG_TAKEN_MESSAGE = "Another lender already uses this slug";

/** The form of a name two lenders may not share: trimmed, lower case. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** 409 lender_name_taken when another lender (not `exceptId`) has the name. */
export async function assertLenderNameFree(
  tx: Executor,
  name: string,
  exceptId: string | null,
  field = "companyName",
): Promise<void> {
  const [taken] = await tx
    .select({ id: lenders.id })
    .from(lenders)
    .where(
      and(
        sql`lower(btrim(${lenders.companyName})) = ${nameKey(name)}`,
        exceptId === null ? undefined : ne(lenders.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) {
    throw new AppError("lender_name_taken", NAME_TAKEN_MESSAGE, {
      fields: { [field]: NAME_TAKEN_MESSAGE },
    });
  }
}

/** 409 lender_slug_taken when another lender (not `exceptId`) uses the slug. */
export async function assertLenderSlugFree(
  tx: Executor,
  slug: string,
  exceptId: string | null,
  field = "slug",
): Promise<void> {
  const [taken] = await tx
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.slug, slug), exceptId === null ? undefined : ne(lenders.id, exceptId)))
    .limit(1);
  if (taken) {
    throw new AppError("lender_slug_taken", SLUG_TAKEN_MESSAGE, {
      fields: { [field]: SLUG_TAKEN_MESSAGE },
    });
  }
}
