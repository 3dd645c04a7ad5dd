import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import type { Catalogue, CatalogueEntry } from "../../catalogue/catalogue";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import {
  escapeXml,
  renderSitemapUrl,
  type SitemapUrl,
  sitemapXmlOfLines,
} from "../../html/seo-files";
import { EncodedBody } from "../../lib/encoded-body";

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const XML = "application/xml; charset=utf-8";
/** Built once per catalogue version: worth a smaller body than per-query answers. */
const SITEMAP_BROTLI_QUALITY = 6;

/**
 * The sitemap's URLs (spec 2 'robots.txt and sitemap.xml'): home 1.0 weekly, the six loan
 * type pages 0.9 weekly, the calculators 0.6 monthly, privacy and terms 0.3 monthly, and every active lender's profile
 * 0.7 weekly with its last update (yyyy-mm-dd, UTC) as lastmod. Without a catalogue, the
 * fixed pages only.
 */
export function sitemapUrls(catalogue: Catalogue | null, baseUrl: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [{ loc: `${baseUrl}/`, changefreq: "weekly", priority: 1 }];
  for (const type of LOAN_TYPES) {
    urls.push({
      loc: `${baseUrl}${LOAN_TYPE_INFO[type].route}`,
      changefreq: "weekly",
      priority: 0.9,
    });
  }
  urls.push({ loc: `${baseUrl}/calculators`, changefreq: "monthly", priority: 0.6 });
  for (const path of ["/privacy", "/terms"]) {
    urls.push({ loc: `${baseUrl}${path}`, changefreq: "monthly", priority: 0.3 });
  }
  for (const entry of catalogue?.entries ?? []) urls.push(lenderUrl(entry, baseUrl));
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

/**
 * Each lender's `<url>` line, per base URL, kept while its catalogue entry lives: entries are
 * immutable and a change makes a new one, so a new catalogue version renders only the lenders
 * it changed, and a sitemap is a join of lines already made.
 */
const linesByBase = new Map<string, WeakMap<CatalogueEntry, string>>();

function lenderLine(entry: CatalogueEntry, baseUrl: string): string {
  let lines = linesByBase.get(baseUrl);
  if (!lines) {
    lines = new WeakMap();
    linesByBase.set(baseUrl, lines);
  }
  let line = lines.get(entry);
  if (line === undefined) {
    line = renderSitemapUrl(lenderUrl(entry, baseUrl));
    lines.set(entry, line);
  }
  return line;
}

function lenderUrl({ lender }: CatalogueEntry, baseUrl: string): SitemapUrl {
  return {
    loc: `${baseUrl}/lender/${encodeURIComponent(lender.slug)}`,
    lastmod: lender.updatedAt.slice(0, 10),
    changefreq: "weekly",
    priority: 0.7,
  };
}

/** Lender lines rendered between two yields to the event loop (a first build at 100,000). */
const LINES_PER_TURN = 4000;

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A catalogue version's sitemap: the root built at once, each part of an index only when
 * asked for (then kept). Lines come from lenderLine, so after a write a part costs a join.
 */
export class LenderSitemap {
  private readonly built = new Map<number, EncodedBody>();

  constructor(
    readonly root: EncodedBody,
    /** Every URL's line, in sitemap order; empty when the root lists them itself. */
    private readonly lines: readonly string[],
    private readonly maxUrls: number,
  ) {}

  get partCount(): number {
    return Math.ceil(this.lines.length / this.maxUrls);
  }

  /** Part `n` (1-based) of the index, or undefined when there is no such part. */
  part(n: number): EncodedBody | undefined {
    if (!Number.isInteger(n) || n < 1 || n > this.partCount) return undefined;
    let body = this.built.get(n);
    if (!body) {
      const start = (n - 1) * this.maxUrls;
      body = xmlBody(sitemapXmlOfLines(this.lines.slice(start, start + this.maxUrls)));
      this.built.set(n, body);
    }
    return body;
  }
}

function fixedLines(baseUrl: string): string[] {
  return sitemapUrls(null, baseUrl).map(renderSitemapUrl);
}

/** The newest lastmod (yyyy-mm-dd) of each run of `maxUrls` URLs, for the index. */
function partLastmods(catalogue: Catalogue, fixed: number, maxUrls: number): string[] {
  const result: string[] = [];
  catalogue.entries.forEach(({ lender }, index) => {
    const part = Math.floor((fixed + index) / maxUrls);
    const day = lender.updatedAt.slice(0, 10);
    if (!(result[part] !== undefined && result[part] >= day)) result[part] = day;
  });
  return result;
}

function sitemapOf(
  catalogue: Catalogue,
  baseUrl: string,
  lines: readonly string[],
  maxUrls: number,
): LenderSitemap {
  if (lines.length <= maxUrls)
    return new LenderSitemap(xmlBody(sitemapXmlOfLines(lines)), [], maxUrls);
  const lastmods = partLastmods(catalogue, lines.length - catalogue.size, maxUrls);
  const index = Array.from({ length: Math.ceil(lines.length / maxUrls) }, (_, i) => {
    const lastmod = lastmods[i];
    return { loc: `${baseUrl}/sitemap-${i + 1}.xml`, ...(lastmod ? { lastmod } : {}) };
  });
  return new LenderSitemap(xmlBody(renderSitemapIndexXml(index)), lines, maxUrls);
}

/** Every file at once (tests; small catalogues): the same bytes the lazy parts give. */
export function sitemapFiles(
  catalogue: Catalogue,
  baseUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): SitemapFiles {
  const lines = [
    ...fixedLines(baseUrl),
    ...catalogue.entries.map((entry) => lenderLine(entry, baseUrl)),
  ];
  const sitemap = sitemapOf(catalogue, baseUrl, lines, maxUrls);
  const parts: EncodedBody[] = [];
  for (let n = 1; n <= sitemap.partCount; n++) {
    const part = sitemap.part(n);
    if (part) parts.push(part);
  }
  return { root: sitemap.root, parts };
}

async function buildSitemap(
  catalogue: Catalogue,
  baseUrl: string,
  maxUrls: number,
): Promise<LenderSitemap> {
  const lines = fixedLines(baseUrl);
  const { entries } = catalogue;
  for (let start = 0; start < entries.length; start += LINES_PER_TURN) {
    if (start > 0) await yieldToEventLoop();
    const end = Math.min(entries.length, start + LINES_PER_TURN);
    for (let i = start; i < end; i++) lines.push(lenderLine(entries[i] as CatalogueEntry, baseUrl));
  }
  return sitemapOf(catalogue, baseUrl, lines, maxUrls);
}

/**
 * The sitemap of the cached catalogue, built once per catalogue version (lenders' lines are
 * reused across versions, the first build yields to the event loop every few thousand
 * lenders) and kept compressed; an index's parts are built when first asked for.
 */
export async function lenderSitemap(
  cache: CatalogueCache,
  baseUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<LenderSitemap> {
  const catalogue = await cache.get();
  return catalogue.memo(`sitemap ${baseUrl} ${maxUrls}`, () =>
    buildSitemap(catalogue, baseUrl, maxUrls),
  );
}
