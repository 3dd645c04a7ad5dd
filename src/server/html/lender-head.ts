/**
 * The head of /lender/{slug} (spec 2 'Lender public profile': title and description from the
 * lender): name and description in the title, meta and share tags, its own share image (its
 * initial: html/share-image.ts), the canonical URL and schema.org JSON-LD. An unknown or inactive slug is the 'Lender Not Found' page: 404, noindex.
 */
import { getLenderMeta, PRODUCT_NAME, type RouteMeta } from "@/domain/site/route-meta";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { jsonLdScript, lenderStructuredData } from "./json-ld";
import type { HeadResolver } from "./page-head";
import { lenderShareImage } from "./share-image";

export const LENDER_NOT_FOUND_META: RouteMeta = {
  title: `Lender Not Found | ${PRODUCT_NAME}`,
  description:
    "This lender is not listed on LenderLane. Browse our verified private lenders instead.",
  noIndex: true,
};

const LENDER_PATH = /^\/lender\/([^/]+)\/?$/;

function decodeSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function lenderHeadResolver(catalogue: CatalogueCache, baseUrl: string): HeadResolver {
  return async (pathname) => {
    const match = LENDER_PATH.exec(pathname);
    if (!match?.[1]) return null;
    const slug = decodeSlug(match[1]);
    const entry = slug === null ? undefined : (await catalogue.get()).lender(slug);
    if (!entry) return { meta: LENDER_NOT_FOUND_META, status: 404 };
    const { lender } = entry;
    const meta = getLenderMeta(lender);
    const url = `${baseUrl}/lender/${encodeURIComponent(lender.slug)}`;
    return {
      meta,
      url,
      image: lenderShareImage(lender, baseUrl),
      extra: jsonLdScript(lenderStructuredData(lender, { url, description: meta.description })),
    };
  };
}
