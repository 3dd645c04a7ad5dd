/**
 * Structured data and share tags (issue 30): the home page's Organization and WebSite JSON-LD,
 * the share image's size and text alternative in the tags, and a lender page's own image (its
 * initial on the brand blue), rendered on first request and cached under a versioned URL.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLender, insertLenderWithProducts } from "../db/factories";
import { UNVERSIONED_IMAGE_CACHE, VERSIONED_IMAGE_CACHE } from "../routes/seo/seo-routes";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../test/test-app";
import { SITE_SEARCH_PARAM } from "./json-ld";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-share-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const decode = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The content of each `<meta property|name=…>` of a page, by property or name. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[m[1] ?? ""] = decode(m[2] ?? "");
  }
  return tags;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (which the format puts first). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild() });
  await insertLenderWithProducts(ctx.db, { companyName: `Smith & "Sons"`, slug: "smith-and-sons" });
  await insertLenderWithProducts(ctx.db, { companyName: "sterling bridge", slug: "sterling" });
  await insertLenderWithProducts(ctx.db, { companyName: "Oak Capital", slug: "oak-capital" });
  await insertLender(ctx.db, { companyName: "Retired Lending", isActive: false });
});
afterAll(() => ctx.close());

describe("the home page's structured data", () => {
  test("an Organization and a WebSite whose SearchAction is the listing's search", async () => {
    const data = jsonLdOf((await ctx.app.inject("/")).body);
    const organization = data.find((item) => item["@type"] === "Organization");
    expect(organization).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${TEST_BASE_URL}/#organization`,
      name: "LenderLane",
      url: `${TEST_BASE_URL}/`,
      logo: {
        "@type": "ImageObject",
        url: `${TEST_BASE_URL}/brand-assets/logo-512.png`,
        width: 512,
        height: 512,
      },
    });
    const website = data.find((item) => item["@type"] === "WebSite");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      "@id": `${TEST_BASE_URL}/#website`,
      name: "LenderLane",
      url: `${TEST_BASE_URL}/`,
      publisher: { "@id": `${TEST_BASE_URL}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${TEST_BASE_URL}/fix-and-flip?location={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    });
    expect(data).toHaveLength(2);
  });

  test("the SearchAction's parameter is one the listing reads", async () => {
    // The search API takes the parameter as the listing page does (query-reader.test.ts).
    const response = await ctx.app.inject(
      `/api/lenders?loanType=fix_and_flip&${SITE_SEARCH_PARAM}=tx`,
    );
    expect(response.statusCode).toBe(200);
    const bad = await ctx.app.inject(`/api/lenders?loanType=fix_and_flip&${SITE_SEARCH_PARAM}=zz`);
    expect(bad.statusCode).toBe(400);
  });

  test("other pages carry no site-wide JSON-LD", async () => {
    expect(jsonLdOf((await ctx.app.inject("/privacy")).body)).toEqual([]);
  });
});

describe("share tags", () => {
  test("the site's image: the 512 px logo, its size and text alternative", async () => {
    const tags = metaOf((await ctx.app.inject("/privacy")).body);
    expect(tags["og:image"]).toBe(`${TEST_BASE_URL}/brand-assets/logo-512.png`);
    expect(tags["og:image:width"]).toBe("512");
    expect(tags["og:image:height"]).toBe("512");
    expect(tags["og:image:alt"]).toBe("LenderLane logo");
    expect(tags["twitter:card"]).toBe("summary");
    expect(tags["twitter:image:alt"]).toBe("LenderLane logo");
  });

  test("a lender page's image is its own, and its tags give the PNG's real size", async () => {
    const tags = metaOf((await ctx.app.inject("/lender/smith-and-sons")).body);
    const image = tags["og:image"] ?? "";
    expect(image).toMatch(
      new RegExp(`^${TEST_BASE_URL}/og/lender/smith-and-sons\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(tags["twitter:image"]).toBe(image);
    expect(tags["twitter:card"]).toBe("summary_large_image");
    expect(tags["og:image:alt"]).toBe(`The initial S of Smith & "Sons", on LenderLane blue`);

    const response = await ctx.app.inject(image.slice(TEST_BASE_URL.length));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe(VERSIONED_IMAGE_CACHE);
    const size = pngSize(response.rawPayload);
    expect(String(size.width)).toBe(tags["og:image:width"]);
    expect(String(size.height)).toBe(tags["og:image:height"]);
    expect(size).toEqual({ width: 1200, height: 630 });
  });

  test("the image is the initial's: same initial, same image; another, another", async () => {
    const imageOf = async (slug: string) =>
      metaOf((await ctx.app.inject(`/lender/${slug}`)).body)["og:image"]?.split("?v=")[1];
    const [smith, sterling, oak] = await Promise.all(
      ["smith-and-sons", "sterling", "oak-capital"].map(imageOf),
    );
    expect(sterling).toBe(smith);
    expect(oak).not.toBe(smith);
    const png = async (slug: string) => (await ctx.app.inject(`/og/lender/${slug}.png`)).rawPayload;
    expect((await png("sterling")).equals(await png("smith-and-sons"))).toBe(true);
    expect((await png("oak-capital")).equals(await png("smith-and-sons"))).toBe(false);
  });

  test("its ETag answers 304; without its version it is cached for a day only", async () => {
    const response = await ctx.app.inject("/og/lender/oak-capital.png");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(UNVERSIONED_IMAGE_CACHE);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await ctx.app.inject({
      url: "/og/lender/oak-capital.png",
      headers: { "if-none-match": `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test.each(["no-such-lender", "retired-lending"])(
    "/og/lender/%s.png: no active lender, no image (404)",
    async (slug) => {
      const response = await ctx.app.inject(`/og/lender/${slug}.png`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toBe("image/png");
    },
  );
});
