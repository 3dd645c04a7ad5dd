/** robots.txt and sitemap.xml texts (spec 2 'robots.txt and sitemap.xml'). */

/** Crawlers named by the spec; every other crawler is allowed by the `*` group too. */
export const ALLOWED_CRAWLERS = [
  "Googlebot",
  "Bingbot",
  "Twitterbot",
  "facebookexternalhit",
  "*",
] as const;

export function renderRobotsTxt(baseUrl: string): string {
  const groups = ALLOWED_CRAWLERS.map((agent) => `User-agent: ${agent}\nAllow: /\n`);
  return `${groups.join("\n")}\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** yyyy-mm-dd. */
  lastmod?: string;
  changefreq: "daily" | "weekly" | "monthly";
  /** 0.0 to 1.0, written with one decimal. */
  priority: number;
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** One `<url>` line of a sitemap (without its newline). */
export function renderSitemapUrl(url: SitemapUrl): string {
  return (
    `  <url><loc>${escapeXml(url.loc)}</loc>` +
    (url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "") +
    `<changefreq>${url.changefreq}</changefreq>` +
    `<priority>${url.priority.toFixed(1)}</priority></url>`
  );
}

/** A sitemap of `<url>` lines already rendered (renderSitemapUrl). */
export function sitemapXmlOfLines(lines: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}

export function renderSitemapXml(urls: readonly SitemapUrl[]): string {
  return sitemapXmlOfLines(urls.map(renderSitemapUrl));
}
