import { lenderProfileResponseSchema } from "@/domain/contract/lenders";
import type { LenderProfileResponse } from "@/domain/lenders/lender-dto";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { notFound } from "../../lib/app-error";
import { EncodedBody } from "../../lib/encoded-body";

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

/** The profile as bytes for the route, serialised once per lender and catalogue version. */
export async function getLenderProfileBody(
  catalogue: CatalogueCache,
  slug: string,
): Promise<EncodedBody> {
  const current = await catalogue.get();
  const key = `profile ${slug}`;
  let body = current.searchResults.get(key)?.value as EncodedBody | undefined;
  if (!body) {
    const entry = current.lender(slug);
    if (!entry) throw notFound(LENDER_NOT_FOUND_MESSAGE);
    body = EncodedBody.json(
      lenderProfileResponseSchema.encode({ lender: entry.lender, products: [...entry.products] }),
    );
    current.searchResults.set(key, {
      value: body,
      dependsOn: (before, after) => before?.lender.slug === slug || after?.lender.slug === slug,
    });
  }
  return body;
}
