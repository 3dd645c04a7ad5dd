/**
 * Cached answers are sent as stored bytes: compressed for clients that accept it, identical
 * once decoded to the plain answer, and the sitemap becomes an index of parts past the
 * protocol's 50,000 URLs per file.
 */

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITEMAP_PAGES } from "@/domain/site/route-table";
import { insertLenderWithProducts } from "../../db/factories";
import { sitemapFiles } from "../../services/lenders/build-lender-sitemap";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 12; i++) {
    await insertLenderWithProducts(ctx.db, { companyName: `Encoded Capital ${i}` });
  }
});
afterAll(() => ctx.close());

describe("answers sent as stored bytes", () => {
  for (const url of [
    "/api/lenders?loanType=fix_and_flip",
    "/api/lenders/encoded-capital-3",
    "/sitemap.xml",
  ]) {
    test(`${url}: br and gzip decode to the plain answer`, async () => {
      const plain = await ctx.app.inject(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const br = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });
  }

  test("the search answer still varies by cookie and is JSON", async () => {
    const response = await ctx.app.inject("/api/lenders?loanType=fix_and_flip");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.json().items.length).toBe(12);
  });

  test("an unknown lender is still a 404 error answer", async () => {
    const response = await ctx.app.inject("/api/lenders/no-such-lender");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("sitemap index", () => {
  test("past the URL limit the root is an index of parts that hold every URL once", async () => {
    const catalogue = await ctx.app.catalogue.get();
    const files = sitemapFiles(catalogue, TEST_BASE_URL, 8);
    // The route table's indexable pages + 12 lenders, in parts of 8.
    const total = SITEMAP_PAGES.length + 12;
    const count = Math.ceil(total / 8);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(files.parts).toHaveLength(count);
    const root = files.root.identity.toString();
    expect(root).toContain("<sitemapindex");
    const locs = [...root.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      Array.from({ length: count }, (_, i) => `${TEST_BASE_URL}/sitemap-${i + 1}.xml`),
    );
    const urls = files.parts.flatMap((part) => [
      ...part.identity.toString().matchAll(/<url><loc>(.*?)<\/loc>/g),
    ]);
    expect(urls.map((m) => m[1])).toHaveLength(total);
    expect(new Set(urls.map((m) => m[1])).size).toBe(total);
  });

  test("under the limit /sitemap.xml lists the URLs and there are no parts", async () => {
    expect((await ctx.app.inject("/sitemap.xml")).body).toContain("<urlset");
    expect((await ctx.app.inject("/sitemap-1.xml")).statusCode).toBe(404);
  });
});
