import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";
import type { Catalogue } from "../../catalogue/catalogue";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { escapeXml, renderSitemapXml, type SitemapUrl } from "../../html/seo-files";
import { EncodedBody } from "../../lib/encoded-body";

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const XML = "application/xml; charset=utf-8";
/** Built once per catalogue version: worth a smaller body than per-query answers. */
const SITEMAP_BROTLI_QUALITY = 6;

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

/** A sitemap index (sitemaps.org): one entry per part, with the part's latest lastmod. */
export function renderSitemapIndexXml(parts: readonly { loc: string; lastmod?: string }[]) {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const part of parts) {
    lines.push(
      `  <sitemap><loc>${escapeXml(part.loc)}</loc>` +
        (part.lastmod ? `<lastmod>${escapeXml(part.lastmod)}</lastmod>` : "") +
        "</sitemap>",
    );
  }
  lines.push("</sitemapindex>", "");
  return lines.join("\n");
}

export interface SitemapFiles {
  /** /sitemap.xml: every URL, or past `maxUrls` an index of the parts. */
  root: EncodedBody;
  /** /sitemap-1.xml … (none when the root lists the URLs itself). */
  parts: EncodedBody[];
}

const xmlBody = (xml: string) => new EncodedBody(Buffer.from(xml), XML, SITEMAP_BROTLI_QUALITY);

export function sitemapFiles(
  catalogue: Catalogue,
  baseUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): SitemapFiles {
  const urls = sitemapUrls(catalogue, baseUrl);
  if (urls.length <= maxUrls) return { root: xmlBody(renderSitemapXml(urls)), parts: [] };
  const parts: EncodedBody[] = [];
  const index: { loc: string; lastmod?: string }[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    const chunk = urls.slice(start, start + maxUrls);
    parts.push(xmlBody(renderSitemapXml(chunk)));
    let lastmod: string | undefined;
    for (const url of chunk)
      if (url.lastmod && (!lastmod || url.lastmod > lastmod)) lastmod = url.lastmod;
    index.push({ loc: `${baseUrl}/sitemap-${parts.length}.xml`, ...(lastmod ? { lastmod } : {}) });
  }
  return { root: xmlBody(renderSitemapIndexXml(index)), parts };
}

/** The sitemap files of the cached catalogue, built once per catalogue version. */
export async function lenderSitemapFiles(
  cache: CatalogueCache,
  baseUrl: string,
): Promise<SitemapFiles> {
  const catalogue = await cache.get();
  return catalogue.memo(`sitemap ${baseUrl}`, () => sitemapFiles(catalogue, baseUrl));
}
