import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";
import type { Catalogue } from "../../catalogue/catalogue";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { renderSitemapXml, type SitemapUrl } from "../../html/seo-files";

/**
 * The sitemap's URLs (spec 2 'robots.txt and sitemap.xml'): home 1.0 weekly, the six loan
 * type pages 0.9 weekly, privacy and terms 0.3 monthly, and every active lender's profile
 * 0.7 weekly with its last update (yyyy-mm-dd, UTC) as lastmod.
 */
export function sitemapUrls(catalogue: Catalogue, baseUrl: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [{ loc: `${baseUrl}/`, changefreq: "weekly", priority: 1 }];
  for (const type of LOAN_TYPES) {
    urls.push({
      loc: `${baseUrl}${LOAN_TYPE_INFO[type].route}`,
      changefreq: "weekly",
      priority: 0.9,
    });
  }
  for (const path of ["/privacy", "/terms"]) {
    urls.push({ loc: `${baseUrl}${path}`, changefreq: "monthly", priority: 0.3 });
  }
  for (const { lender } of catalogue.entries) {
    urls.push({
      loc: `${baseUrl}/lender/${encodeURIComponent(lender.slug)}`,
      lastmod: lender.updatedAt.slice(0, 10),
      changefreq: "weekly",
      priority: 0.7,
    });
  }
  return urls;
}

/** sitemap.xml from the cached catalogue, rendered once per catalogue version. */
export async function buildLenderSitemap(cache: CatalogueCache, baseUrl: string): Promise<string> {
  const catalogue = await cache.get();
  return catalogue.memo(`sitemap.xml ${baseUrl}`, () =>
    renderSitemapXml(sitemapUrls(catalogue, baseUrl)),
  );
}
