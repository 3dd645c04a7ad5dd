import { describe, expect, test } from "vitest";
import { getRouteMeta, indexablePaths, SITEMAP_PAGES } from "./route-table";

describe("the sitemap and the robots meta agree", () => {
  test("the sitemap's fixed pages are exactly the table's indexable pages", () => {
    const inSitemap = SITEMAP_PAGES.map((page) => page.path).sort();
    expect(inSitemap).toEqual(indexablePaths().sort());
    for (const path of inSitemap) expect(getRouteMeta(path).noIndex).toBeFalsy();
  });

  test("the pages the issue named are decided: in the sitemap, or noindex", () => {
    const inSitemap = new Set(SITEMAP_PAGES.map((page) => page.path));
    for (const path of ["/brand-assets", "/inquiry", "/lender-signup"]) {
      expect(inSitemap.has(path)).toBe(true);
    }
    expect(inSitemap.has("/lender-login")).toBe(false);
    expect(getRouteMeta("/lender-login").noIndex).toBe(true);
  });
});
