import { describe, expect, test } from "vitest";
import { jsonLdScript, lenderStructuredData } from "./json-ld";
import { escapeXml, renderRobotsTxt, renderSitemapXml } from "./seo-files";

describe("renderSitemapXml", () => {
  test("escapes every value", () => {
    const xml = renderSitemapXml([
      {
        loc: "https://x.example/a?b=1&c=<2>'\"",
        changefreq: "weekly",
        priority: 0.7,
        lastmod: "2026-01-02",
      },
    ]);
    expect(xml).toContain(
      "<loc>https://x.example/a?b=1&amp;c=&lt;2&gt;&apos;&quot;</loc><lastmod>2026-01-02</lastmod>",
    );
    expect(xml).toContain("<priority>0.7</priority>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  test("escapeXml leaves plain text alone", () => {
    expect(escapeXml("https://lenderlane.example/lender/acme-1")).toBe(
      "https://lenderlane.example/lender/acme-1",
    );
  });
});

test("robots.txt allows the named crawlers and all others, and names the sitemap", () => {
  expect(renderRobotsTxt("https://lenderlane.example")).toBe(
    [
      "User-agent: Googlebot",
      "Allow: /",
      "",
      "User-agent: Bingbot",
      "Allow: /",
      "",
      "User-agent: Twitterbot",
      "Allow: /",
      "",
      "User-agent: facebookexternalhit",
      "Allow: /",
      "",
      "User-agent: *",
      "Allow: /",
      "",
      "Sitemap: https://lenderlane.example/sitemap.xml",
      "",
    ].join("\n"),
  );
});

describe("JSON-LD", () => {
  test("no value can close the script element", () => {
    const script = jsonLdScript({
      name: "</script><script>alert(1)</script>",
      note: "a & b\u2028",
    });
    expect(script).not.toContain("</script><script>");
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script
      .replace(/^<script type="application\/ld\+json">/, "")
      .replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toEqual({
      name: "</script><script>alert(1)</script>",
      note: "a & b\u2028",
    });
  });

  test("a lender without states or reviews has no areaServed or aggregateRating", () => {
    const data = lenderStructuredData(
      {
        companyName: "Quiet Co",
        description: null,
        state: "Unknown",
        verifiedReviewScore: null,
        verifiedReviewCount: 0,
        website: null,
      },
      { url: "https://x.example/lender/quiet-co", description: "Fallback text" },
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FinancialService",
      "@id": "https://x.example/lender/quiet-co",
      name: "Quiet Co",
      description: "Fallback text",
      url: "https://x.example/lender/quiet-co",
    });
  });
});
