import type { LenderProfileResponse } from "@/domain/lender-dto";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { notFound } from "../../lib/app-error";

export const LENDER_NOT_FOUND_MESSAGE = "Lender Not Found";

/** An active lender's public profile with its active products (spec 2 'Lender public profile'). */
export async function getLenderProfile(
  catalogue: CatalogueCache,
  slug: string,
): Promise<LenderProfileResponse> {
  const entry = (await catalogue.get()).lender(slug);
  if (!entry) throw notFound(LENDER_NOT_FOUND_MESSAGE);
  return { lender: entry.lender, products: [...entry.products] };
}
