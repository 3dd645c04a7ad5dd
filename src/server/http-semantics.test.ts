/**
 * Issue 30 'HTTP as caches, crawlers and monitors expect' and 'One URL per page' (server side),
 * as RFC 9110 has them (docs/decisions/2026-11-27-http-semantics.md):
 * - a HEAD carries the GET's headers (length, encoding, caching, validator);
 * - pages, robots.txt, the sitemap and the public lender API carry strong ETags and answer a
 *   matching If-None-Match with 304; a signed-in user's answers carry none;
 * - every page is compressed as the client accepts (the not-found page, `x-gzip`);
 * - a Range gets one range of the bytes sent (206), or 416 with `Content-Range: bytes *\/size`;
 *   If-Range holds on the very strong tag only (static files' validators are weak: never); a
 *   HEAD ignores Range;
 * - a path has one spelling: trailing and doubled slashes and /index.html answer 301.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "./db/factories";
import { PRIVATE_PAGE_CACHE } from "./html/render-body";
import { createTestContext, type TestClient, type TestContext } from "./test/test-app";

/** A file big enough to be compressed and ranged over. */
const SCRIPT = `export const list = [${Array.from({ length: 400 }, (_, i) => i).join(",")}];\n`;

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-http-"));
  const template = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
  writeFileSync(path.join(dir, "index.html"), template);
  writeFileSync(path.join(dir, "index.html.br"), "not a page");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), SCRIPT);
  return dir;
}

let ctx: TestContext;
let reader: TestClient;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry });
  await insertLenderWithProducts(ctx.db, {
    companyName: "Validator Capital",
    slug: "validator-capital",
    description: "Bridge loans with a strong entity tag.",
  });
  reader = await ctx.signedInClient("http.reader@example.com", { creditScore: 700 });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers });
const head = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "HEAD", url, headers });

/** The headers a cache keeps of an answer, to compare a HEAD with its GET. */
const ENTITY_HEADERS = [
  "content-length",
  "content-type",
  "content-encoding",
  "cache-control",
  "vary",
  "etag",
] as const;
const entityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(ENTITY_HEADERS.map((name) => [name, headers[name]]));

describe("HEAD answers carry the GET's headers", () => {
  test.each([
    ["a visitor's page", "/lender/validator-capital"],
    ["the home page", "/"],
    ["a client-rendered page", "/borrower-dashboard"],
    ["robots.txt", "/robots.txt"],
    ["sitemap.xml", "/sitemap.xml"],
    ["the lender search", "/api/lenders?loanType=fix_and_flip"],
    ["a lender profile", "/api/lenders/validator-capital"],
  ])("%s, in every encoding", async (_label, url) => {
    await get(url); // a visitor's page is kept: the GET and the HEAD below get the same bytes
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const full = await get(url, headers);
      const bare = await head(url, headers);
      expect(full.statusCode, url).toBe(200);
      expect(bare.statusCode, url).toBe(200);
      expect(bare.rawPayload.length, url).toBe(0);
      expect(entityHeaders(bare.headers), `${url} ${encoding}`).toEqual(
        entityHeaders(full.headers),
      );
      expect(Number(full.headers["content-length"]), url).toBe(full.rawPayload.length);
    }
  });

  test("a page's HEAD is the whole page's length, compressed, and cacheable like it", async () => {
    const full = await get("/lender/validator-capital", { "accept-encoding": "gzip" });
    const bare = await head("/lender/validator-capital", { "accept-encoding": "gzip" });
    expect(bare.headers["content-encoding"]).toBe("gzip");
    expect(Number(bare.headers["content-length"])).toBe(full.rawPayload.length);
    expect(gunzipSync(full.rawPayload).length).toBeGreaterThan(5_000);
    expect(bare.headers["cache-control"]).toMatch(/^public/);
  });
});

describe("strong ETags and 304", () => {
  test.each([
    "/lender/validator-capital",
    "/",
    "/borrower-dashboard",
    "/robots.txt",
    "/sitemap.xml",
    "/api/lenders?loanType=fix_and_flip",
    "/api/lenders/validator-capital",
  ])("%s: a strong tag per encoding, and 304 when the client holds it", async (url) => {
    const plain = await get(url);
    const br = await get(url, { "accept-encoding": "br" });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A compressed copy is another representation: another tag (when it is compressed).
    if (br.headers["content-encoding"]) expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));
    else expect(br.headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get(url, { "if-none-match": ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(plain.headers["cache-control"]);
      expect(again.headers.vary).toBe(plain.headers.vary);
      expect(again.headers["content-length"]).toBeUndefined();
    }
    // The brotli copy's tag does not stand for the plain bytes.
    const mismatched = await get(url, { "if-none-match": String(br.headers.etag) });
    expect(mismatched.statusCode).toBe(br.headers["content-encoding"] ? 200 : 304);
    expect((await get(url, { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  test("a HEAD with a matching If-None-Match is a 304 whose length, if any, is the 200's", async () => {
    for (const url of ["/sitemap.xml", "/lender/validator-capital"]) {
      const plain = await get(url);
      const bare = await head(url, { "if-none-match": String(plain.headers.etag) });
      expect(bare.statusCode, url).toBe(304);
      expect(bare.headers["content-length"], url).toBe(plain.headers["content-length"]);
    }
  });

  test("the tag follows the content: a lender write gives the page a new one", async () => {
    const before = String((await get("/lender/validator-capital")).headers.etag);
    expect(before).toMatch(/^"/);
    await insertLenderWithProducts(ctx.db, { companyName: "Second Validator Capital" });
    const after = await get("/lender/validator-capital", { "if-none-match": before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    const sitemap = await get("/sitemap.xml", { "if-none-match": before });
    expect(sitemap.body).toContain("second-validator-capital");
  });

  test("a signed-in user's page and API answers carry no tag and are never a 304", async () => {
    // A page rendered for the reader, not a shared copy (server/html/shared-page.ts): the
    // request form, filled in from their profile. (A listing their credit score filters is
    // now a shared copy of the effective query, issue 34.)
    const visitor = await get("/inquiry");
    const etag = String(visitor.headers.etag);
    expect(etag).toMatch(/^"/);
    const page = await reader.request({
      method: "GET",
      url: "/inquiry",
      headers: { "if-none-match": etag },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(page.body).toContain("http.reader@example.com");

    for (const url of ["/api/lenders?loanType=fix_and_flip", "/api/lenders/validator-capital"]) {
      const tag = String((await get(url)).headers.etag);
      const answer = await reader.request({
        method: "GET",
        url,
        headers: { "if-none-match": tag },
      });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers.etag, url).toBeUndefined();
    }
  });

  test("a not-found answer carries no tag", async () => {
    const missing = await get("/lender/nobody-here", { "if-none-match": "*" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe("pages are compressed like every other answer", () => {
  test("the not-found page, in brotli and gzip", async () => {
    const br = await get("/no/such/page", { "accept-encoding": "br" });
    expect(br.statusCode).toBe(404);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("Page not found");
    const gzip = await get("/no/such/page", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(String(gzip.headers.vary)).toMatch(/Accept-Encoding/);
  });

  test("a signed-in user's page too", async () => {
    const page = await reader.request({
      method: "GET",
      url: "/inquiry",
      headers: { "accept-encoding": "br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("http.reader@example.com");
  });

  test.each(["/lender/validator-capital", "/no/such/page", "/api/lenders/validator-capital"])(
    "%s: x-gzip is gzip",
    async (url) => {
      const answer = await get(url, { "accept-encoding": "x-gzip" });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(answer.rawPayload).length).toBeGreaterThan(0);
    },
  );
});

describe("static files and Range", () => {
  const size = Buffer.byteLength(SCRIPT);

  test("a satisfiable Range is a 206 (the premise of the cases below)", async () => {
    const part = await get("/assets/app.js", { range: "bytes=0-9" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${size}`);
    expect(part.body).toBe(SCRIPT.slice(0, 10));
  });

  test("an unsatisfiable Range is a 416 that tells the length", async () => {
    const answer = await get("/assets/app.js", { range: `bytes=${size + 10}-` });
    expect(answer.statusCode).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${size}`);
  });

  test("If-Range never matches a weak tag or a date: the whole file", async () => {
    const whole = await get("/assets/app.js");
    const weak = String(whole.headers.etag);
    expect(weak).toMatch(/^W\//);
    for (const ifRange of [
      weak,
      weak.slice(2),
      String(whole.headers["last-modified"]),
      '"something-else"',
    ]) {
      const answer = await get("/assets/app.js", { range: "bytes=0-9", "if-range": ifRange });
      expect(answer.statusCode, ifRange).toBe(200);
      expect(answer.headers["content-range"], ifRange).toBeUndefined();
      expect(answer.body).toBe(SCRIPT);
    }
  });

  test("a HEAD ignores Range", async () => {
    const answer = await head("/assets/app.js", { range: "bytes=0-9" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-range"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(size);
  });
});

describe("Range on pages, robots.txt, sitemaps and the public API", () => {
  const urls = ["/privacy", "/sitemap.xml", "/robots.txt", "/api/lenders/validator-capital"];

  test.each(urls)("%s: one range of the bytes sent, in their encoding", async (url) => {
    for (const encoding of ["identity", "br"]) {
      const whole = await get(url, { "accept-encoding": encoding });
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      const size = whole.rawPayload.length;
      const part = await get(url, { "accept-encoding": encoding, range: "bytes=5-14" });
      expect(part.statusCode, url).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 5-14/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(5, 15))).toBe(true);
      expect(part.headers["content-encoding"]).toBe(whole.headers["content-encoding"]);
      expect(part.headers.etag).toBe(whole.headers.etag);

      const tail = await get(url, { "accept-encoding": encoding, range: "bytes=-4" });
      expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 4))).toBe(true);

      const beyond = await get(url, { "accept-encoding": encoding, range: `bytes=${size}-` });
      expect(beyond.statusCode, url).toBe(416);
      expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
      expect(beyond.headers["cache-control"]).toBe("no-store");
    }
  });

  test.each(urls)("%s: If-Range holds on the very tag only", async (url) => {
    const whole = await get(url);
    const etag = String(whole.headers.etag);
    const ranged = (ifRange: string) => get(url, { range: "bytes=0-9", "if-range": ifRange });
    expect((await ranged(etag)).statusCode).toBe(206);
    for (const stale of [`W/${etag}`, '"other"', "Fri, 27 Nov 2026 06:00:00 GMT"]) {
      const answer = await ranged(stale);
      expect(answer.statusCode, stale).toBe(200);
      expect(answer.rawPayload.equals(whole.rawPayload), stale).toBe(true);
    }
  });

  test("a HEAD, several ranges and a signed-in request get the whole answer", async () => {
    const url = "/sitemap.xml";
    const whole = await get(url);
    const bare = await head(url, { range: "bytes=0-9" });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers["content-range"]).toBeUndefined();
    expect(bare.headers["content-length"]).toBe(whole.headers["content-length"]);
    const several = await get(url, { range: "bytes=0-1,5-6" });
    expect(several.statusCode).toBe(200);
    const signedIn = await reader.request({ method: "GET", url, headers: { range: "bytes=0-9" } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["content-range"]).toBeUndefined();
  });
});

describe("one URL per page", () => {
  test.each([
    ["/privacy/", "/privacy"],
    ["/fix-and-flip/?location=TX&page=2", "/fix-and-flip?location=TX&page=2"],
    ["/lender/validator-capital//", "/lender/validator-capital"],
    ["//privacy", "/privacy"],
    ["///privacy?x=1", "/privacy?x=1"],
    ["/lender//validator-capital", "/lender/validator-capital"],
    ["/index.html", "/"],
    ["/index.html?utm_source=x", "/?utm_source=x"],
    ["//", "/"],
  ])("%s → 301 %s", async (url, location) => {
    for (const method of ["GET", "HEAD"] as const) {
      const answer = await ctx.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(301);
      expect(answer.headers.location, `${method} ${url}`).toBe(location);
    }
  });

  test("the canonical spellings answer as they are", async () => {
    for (const url of ["/", "/privacy", "/?page=2", "/api/docs/"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
    }
  });

  test("the page template is not served as a file, nor its compressed copy", async () => {
    const copy = await get("/index.html.br");
    expect(copy.statusCode).toBe(404);
    expect(copy.body).not.toContain("not a page");
  });

  test("a path with a backslash is never sent to one that a browser reads as another host", async () => {
    const answer = await get("/\\evil.example/");
    expect(answer.headers.location ?? "").not.toMatch(/^\/[\\/]/);
  });
});
