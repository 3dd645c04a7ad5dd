import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "../db/factories";
import { lenders } from "../db/schema";
import { createTestContext, type TestContext } from "../test/test-app";
import { PageCache } from "./page-cache";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, type ServerRenderer } from "./render-body";

describe("PageCache", () => {
  const page = (size: number) => "x".repeat(size);

  test("keeps pages compressed and drops the least recently used past its bytes", async () => {
    // Text that hardly compresses, so each page weighs about the same.
    const text = (seed: number) =>
      Array.from({ length: 400 }, (_, i) => ((i * 7919 + seed * 104729) % 9973).toString(36)).join(
        "",
      );
    const probe = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    probe.store("a", 200, text(1));
    await probe.settled();
    const onePage = probe.totalBytes;
    expect(onePage).toBeGreaterThan(text(1).length);

    const cache = new PageCache({ maxBytes: Math.floor(onePage * 2.5), maxAgeMs: 60_000 });
    cache.store("a", 200, text(1));
    cache.store("b", 200, text(2));
    await cache.settled();
    expect(cache.size).toBe(2);
    cache.get("a"); // a is now the most recently used
    cache.store("c", 200, text(3));
    await cache.settled();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.status).toBe(200);
    expect(cache.get("c")?.status).toBe(200);
    expect(cache.totalBytes).toBeLessThanOrEqual(onePage * 2.5);
    const br = await cache.get("a")?.body.encoded("br");
    expect(br && brotliDecompressSync(br).toString()).toBe(text(1));
  });

  test("the default budget keeps the bench's 200 lender pages: a rotation through them renders each once", async () => {
    // A lender page as the built server sends it (its CSS inline): ~141 KB, brotli 6 ~19 KB,
    // gzip ~22 KB (2026-11-27). Text compressing about as well: 141,000 + ~22,000 + ~21,000.
    const lenderPage = (seed: number) => {
      let x = (seed * 2654435761) >>> 0;
      let html = "";
      while (html.length < 141_000) {
        x = (x * 1103515245 + 12345) >>> 0;
        html += `.m-${(x >>> 8) % 1000}{--v:${(x >>> 4) % 3}px}`;
      }
      return html.slice(0, 141_000);
    };
    const cache = new PageCache();
    const keys = Array.from({ length: 200 }, (_, i) => `1 /lender/lender-${i}`);
    for (const [i, key] of keys.entries()) {
      cache.store(key, 200, lenderPage(i + 1));
      await cache.settled();
    }
    // As heavy as the real pages, so the budget is tested, not the test's text.
    expect(cache.totalBytes / cache.size).toBeGreaterThan(175_000);
    // Under LRU a rotation through more pages than fit misses every time (each request a
    // render): with 32 MB the 200 pages (~36.5 MB) did.
    expect(cache.size).toBe(200);
    for (const key of keys) expect(cache.get(key)?.status, key).toBe(200);
    expect(cache.misses).toBe(0);
  });

  test("forgets a page after its maximum age", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now });
    cache.store("a", 200, page(2_000));
    await cache.settled();
    now += 60_000;
    expect(cache.get("a")).toBeDefined();
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  test("a page's key names the catalogue version and the normalised URL", () => {
    const url = (text: string) => new URL(text, "http://localhost:3000");
    expect(PageCache.key(4, url("/fix-and-flip?a=1"))).toBe(
      PageCache.key(4, url("/fix-and-flip?a=1#x")),
    );
    expect(PageCache.key(4, url("/lender/x/../cedar"))).toBe(
      PageCache.key(4, url("/lender/cedar")),
    );
    expect(PageCache.key(4, url("/fix-and-flip"))).not.toBe(PageCache.key(5, url("/fix-and-flip")));
    expect(PageCache.key(4, url("/fix-and-flip?page=2"))).not.toBe(
      PageCache.key(4, url("/fix-and-flip")),
    );
  });
});

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-page-cache-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

describe("visitors' pages come from the HTML cache", () => {
  let ctx: TestContext;
  const rendered: string[] = [];
  /** The real renderer, counting its renders; `incomplete` pretends a query failed. */
  let incomplete = false;
  const renderer: ServerRenderer = {
    async render(input) {
      rendered.push(new URL(input.url).pathname + new URL(input.url).search);
      const result = await serverEntry.render(input);
      return result && incomplete ? { ...result, complete: false } : result;
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer });
    await insertLenderWithProducts(ctx.db, {
      companyName: "Cedar Ridge Capital",
      slug: "cedar-ridge-capital",
      description: "Bridge loans in Ohio.",
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    rendered.length = 0;
    incomplete = false;
  });

  test("the second visitor gets the first one's page, pre-compressed, without a render", async () => {
    const first = await ctx.app.inject("/lender/cedar-ridge-capital");
    const second = await ctx.app.inject({
      url: "/lender/cedar-ridge-capital",
      headers: { "accept-encoding": "br" },
    });
    expect(rendered).toEqual(["/lender/cedar-ridge-capital"]);
    expect(second.statusCode).toBe(200);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
    expect(first.body).toContain("Bridge loans in Ohio.");
    expect(second.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
    expect(String(second.headers.vary)).toMatch(/Cookie/);
    expect(second.headers["set-cookie"]).toBeUndefined();
    // Another query string is another page.
    await ctx.app.inject("/lender/cedar-ridge-capital?back=fix-and-flip");
    expect(rendered).toHaveLength(2);
  });

  test("a lender write renews the pages: the next visitor sees it", async () => {
    await ctx.app.inject("/lender/cedar-ridge-capital");
    await ctx.db
      .update(lenders)
      .set({ description: "Now also rental loans." })
      .where(eq(lenders.slug, "cedar-ridge-capital"));
    const after = await ctx.app.inject("/lender/cedar-ridge-capital");
    expect(after.body).toContain("Now also rental loans.");
    expect(rendered.filter((url) => url === "/lender/cedar-ridge-capital").length).toBe(1);
  });

  test("a signed-in user gets the visitors' copy where nothing is theirs (issue 34): no render, private", async () => {
    const client = await ctx.signedInClient("reader@example.com");
    const visitor = await ctx.app.inject("/privacy");
    const first = await client.get("/privacy");
    const second = await client.get("/privacy");
    expect(rendered).toEqual(["/privacy"]);
    expect(second.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(second.headers.etag).toBeUndefined();
    expect(first.body).toBe(visitor.body);
    expect(first.body).not.toContain("reader@example.com");
  });

  test("a listing the profile's score filters is rendered once for that score and kept without the user", async () => {
    // Issue 34: its shared copy is keyed by the effective query (the URL and the score).
    const client = await ctx.signedInClient("scored.reader@example.com", { creditScore: 690 });
    await ctx.app.inject("/fix-and-flip");
    const first = await client.get("/fix-and-flip");
    const second = await client.get("/fix-and-flip");
    expect(rendered).toEqual(["/fix-and-flip", "/fix-and-flip"]);
    expect(first.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain("scored.reader@example.com");
    // And the visitor's copy is still the visitor's.
    const visitor = await ctx.app.inject("/fix-and-flip");
    expect(visitor.body).not.toBe(first.body);
    expect(rendered).toHaveLength(2);
  });

  test("a page whose content is the user's is rendered for them every time, never shared", async () => {
    const client = await ctx.signedInClient("wizard.reader@example.com", { creditScore: 690 });
    const first = await client.get("/inquiry");
    await client.get("/inquiry");
    expect(rendered).toEqual(["/inquiry", "/inquiry"]);
    expect(first.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(first.body).toContain("wizard.reader@example.com");
    const visitor = await ctx.app.inject("/inquiry");
    expect(visitor.body).not.toContain("wizard.reader@example.com");
  });

  test("not-found pages and pages whose data failed are rendered again", async () => {
    await ctx.app.inject("/lender/nobody-here");
    const missing = await ctx.app.inject("/lender/nobody-here");
    expect(missing.statusCode).toBe(404);
    incomplete = true;
    await ctx.app.inject("/terms");
    await ctx.app.inject("/terms");
    expect(rendered).toEqual(["/lender/nobody-here", "/lender/nobody-here", "/terms", "/terms"]);
  });
});
