/**
 * One URL per page (docs/decisions/2026-11-27-one-url-per-page.md): a listing's pages are
 * canonical to themselves, a page past the last redirects to the last, lender links carry no
 * listing query, and the sitemap lists exactly the pages that may be indexed.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getRouteMeta, indexablePaths } from "@/domain/site/route-table";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "../db/factories";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../test/test-app";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-one-url-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><noscript>Needs JavaScript</noscript><div id="root"></div></body></html>`,
  );
  return dir;
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1]?.replace(/&#38;/g, "&");
const ogUrlOf = (html: string) =>
  /<meta property="og:url" content="([^"]*)" \/>/.exec(html)?.[1]?.replace(/&#38;/g, "&");
const lenderHrefs = (html: string) =>
  [...html.matchAll(/href="(\/lender\/[^"]*)"/g)].map((m) => m[1]?.replace(/&amp;/g, "&"));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry });
  // 23 fix-and-flip lenders: two pages of 20. No bridge lender at all.
  for (let i = 1; i <= 23; i++) {
    await insertLenderWithProducts(ctx.db, { companyName: `Lender ${String(i).padStart(2, "0")}` });
  }
});
afterAll(() => ctx.close());

describe("a listing's pages", () => {
  test("page 2, reached by the pager's link, is canonical to itself, not to page 1", async () => {
    const first = (await ctx.app.inject("/fix-and-flip")).body;
    expect(canonicalOf(first)).toBe(`${TEST_BASE_URL}/fix-and-flip`);
    const link = /<a[^>]*href="([^"]*page=2[^"]*)"/.exec(first)?.[1]?.replace(/&amp;/g, "&");
    expect(link).toBeDefined();

    const response = await ctx.app.inject(`/fix-and-flip${link}`);
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe(`${TEST_BASE_URL}/fix-and-flip?page=2`);
    expect(ogUrlOf(response.body)).toBe(`${TEST_BASE_URL}/fix-and-flip?page=2`);
    expect(response.body).not.toContain('content="noindex"');
  });

  test("page 1 named in the URL is the listing itself", async () => {
    const html = (await ctx.app.inject("/fix-and-flip?page=1&utm_source=mail")).body;
    expect(canonicalOf(html)).toBe(`${TEST_BASE_URL}/fix-and-flip`);
  });

  test("a filtered or re-sorted view is a variant of the listing: canonical to its first page", async () => {
    const response = await ctx.app.inject("/fix-and-flip?sortBy=rating&page=2");
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe(`${TEST_BASE_URL}/fix-and-flip`);
  });

  test("a page past the last redirects (302) to the last, the other parameters kept", async () => {
    const response = await ctx.app.inject("/fix-and-flip?sortBy=rating&page=9&utm_source=mail");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/fix-and-flip?sortBy=rating&page=2&utm_source=mail");
    expect(response.body).toBe("");

    const head = await ctx.app.inject({ method: "HEAD", url: "/fix-and-flip?page=3" });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe("/fix-and-flip?page=2");
  });

  test("a listing with one page or none redirects to itself without the page", async () => {
    const response = await ctx.app.inject("/bridge-loans?page=2");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/bridge-loans");
  });

  test.each(["0", "-1", "2.5", "two"])(
    "page=%s is no page: to the listing without it",
    async (page) => {
      const response = await ctx.app.inject(`/fix-and-flip?location=TX&page=${page}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/fix-and-flip?location=TX");
    },
  );

  test("lender links carry no query string, whatever the listing's", async () => {
    for (const url of ["/fix-and-flip", "/fix-and-flip?sortBy=rating&page=2&utm_source=mail"]) {
      const hrefs = lenderHrefs((await ctx.app.inject(url)).body);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^\/lender\/[a-z0-9-]+$/);
    }
  });
});

describe("the sitemap and the robots meta agree", () => {
  test("every page of the sitemap may be indexed, and every indexable page is in it", async () => {
    const xml = (await ctx.app.inject("/sitemap.xml")).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
    const paths = locs.map((loc) => loc.slice(TEST_BASE_URL.length));
    for (const page of paths) {
      const response = await ctx.app.inject(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).not.toContain('<meta name="robots" content="noindex" />');
    }
    const fixed = paths.filter((page) => !page.startsWith("/lender/"));
    expect(fixed.sort()).toEqual(indexablePaths().sort());
    expect(fixed).toEqual(expect.arrayContaining(["/brand-assets", "/inquiry", "/lender-signup"]));
  });

  test("a page left out of the sitemap says noindex", async () => {
    const xml = (await ctx.app.inject("/sitemap.xml")).body;
    for (const page of ["/lender-login", "/auth", "/reset-password"]) {
      expect(xml).not.toContain(`<loc>${TEST_BASE_URL}${page}</loc>`);
      expect(getRouteMeta(page).noIndex).toBe(true);
      const html = (await ctx.app.inject(page)).body;
      expect(html, page).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
