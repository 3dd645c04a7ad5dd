/** A lender slug no other lender has: the slug, else slug-2, slug-3, … (uniqueSlug). */
import { eq, like, or } from "drizzle-orm";
import { uniqueSlug } from "@/domain/lenders/slug";
import type { Executor } from "../../db/client";
import { lenders } from "../../db/schema";

export async function uniqueLenderSlug(tx: Executor, slug: string): Promise<string> {
  const base = slug === "" ? "lender" : slug;
  // Slugs hold only [a-z0-9-], so the base has no LIKE wildcard to escape.
  const taken = await tx
    .select({ slug: lenders.slug })
    .from(lenders)
    .where(or(eq(lenders.slug, base), like(lenders.slug, `${base}-%`)));
  return uniqueSlug(base, new Set(taken.map((row) => row.slug)));
}
