import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLender, insertLenderWithProducts } from "../../db/factories";
import { lenders } from "../../db/schema";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { FAVICON_PNG } from "./seo-routes";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild() });
  await insertLenderWithProducts(ctx.db, {
    companyName: `Smith & "Sons" </script><script>alert(1)</script>`,
    slug: "smith-and-sons",
    description: "Fast bridge loans <b>for</b> Texas & Ohio investors.",
    state: "Texas, Ohio",
    reviewScore: 4.9,
    totalReviews: 212,
    // Issue 35: 5 + 5 + 4 stars from verified deals, 4.67 shown as 4.7.
    verifiedReviewCount: 3,
    verifiedReviewSum: 14,
    website: "https://smith.example.com",
  });
  await insertLender(ctx.db, {
    companyName: "Unrated Lending",
    description: null,
    state: "Unknown",
    // An imported figure alone gives no aggregateRating (issue 35).
    reviewScore: 4.2,
    totalReviews: 50,
  });
  await insertLender(ctx.db, { companyName: "Retired Lending", isActive: false });
});
afterAll(() => ctx.close());

function jsonLdOf(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe("/lender/:slug page head", () => {
  test("title, description, share tags and canonical URL come from the lender", async () => {
    const response = await ctx.app.inject("/lender/smith-and-sons?loanType=bridge");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const name =
      "Smith &#38; &#34;Sons&#34; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;";
    expect(html).toContain(`<title>${name} | Private Lender Profile | LenderLane</title>`);
    const description = "Fast bridge loans &#60;b&#62;for&#60;/b&#62; Texas &#38; Ohio investors.";
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:title" content="${name} | Private Lender Profile`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${name} | Private Lender Profile`);
    const url = `${TEST_BASE_URL}/lender/smith-and-sons`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).not.toContain("noindex");
    // The only script end tag in the head is the JSON-LD's own.
    expect(html).not.toContain("</script><script>alert(1)");
  });

  test("JSON-LD describes the lender as a FinancialService", async () => {
    // One URL per page: the trailing slash is sent to the canonical path (issue 30).
    const slashed = await ctx.app.inject("/lender/smith-and-sons/");
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe("/lender/smith-and-sons");
    const html = (await ctx.app.inject("/lender/smith-and-sons")).body;
    expect(html).toContain(
      `<link rel="canonical" href="${TEST_BASE_URL}/lender/smith-and-sons" />`,
    );
    expect(jsonLdOf(html)).toEqual({
      "@context": "https://schema.org",
      "@type": "FinancialService",
      "@id": `${TEST_BASE_URL}/lender/smith-and-sons`,
      name: `Smith & "Sons" </script><script>alert(1)</script>`,
      description: "Fast bridge loans <b>for</b> Texas & Ohio investors.",
      url: `${TEST_BASE_URL}/lender/smith-and-sons`,
      sameAs: ["https://smith.example.com"],
      areaServed: [
        { "@type": "State", name: "Texas" },
        { "@type": "State", name: "Ohio" },
      ],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
      },
    });
  });

  test("a lender without states, reviews or description gets the generic summary", async () => {
    const html = (await ctx.app.inject("/lender/unrated-lending")).body;
    expect(html).toContain("<title>Unrated Lending | Private Lender Profile | LenderLane</title>");
    const data = jsonLdOf(html);
    expect(data.description).toMatch(/^Loan programs, markets and terms of Unrated Lending/);
    expect(data).not.toHaveProperty("areaServed");
    expect(data).not.toHaveProperty("aggregateRating");
  });

  test.each(["no-such-lender", "retired-lending"])(
    "/lender/%s is the 'Lender Not Found' page: 404 and noindex",
    async (slug) => {
      const response = await ctx.app.inject(`/lender/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<title>Lender Not Found | LenderLane</title>");
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain("application/ld+json");
      expect(response.body).toContain('<div id="root">');
    },
  );

  test("a lender page follows catalogue writes", async () => {
    await ctx.db
      .update(lenders)
      .set({ companyName: "Unrated Lending Group" })
      .where(eq(lenders.slug, "unrated-lending"));
    expect((await ctx.app.inject("/lender/unrated-lending")).body).toContain(
      "<title>Unrated Lending Group | Private Lender Profile",
    );
  });
});

describe("robots.txt and sitemap.xml", () => {
  test("/favicon.ico points to the committed 32 px logo", async () => {
    const response = await ctx.app.inject("/favicon.ico");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(FAVICON_PNG);
    expect(existsSync(path.join("public", FAVICON_PNG))).toBe(true);
  });

  test("robots.txt is plain text pointing to the sitemap", async () => {
    const response = await ctx.app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("User-agent: Googlebot\nAllow: /\n");
    expect(response.body).toContain("User-agent: facebookexternalhit\nAllow: /\n");
    expect(response.body).toContain("User-agent: *\nAllow: /\n");
    expect(response.body.trim().split("\n").at(-1)).toBe(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`);
  });

  test("sitemap.xml lists the pages and every active lender with its last update", async () => {
    const response = await ctx.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = response.body;
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    const entry = (loc: string) =>
      entries.find((e) => e?.startsWith(`<loc>${TEST_BASE_URL}${loc}</loc>`));
    expect(entry("/")).toBe(
      `<loc>${TEST_BASE_URL}/</loc><changefreq>weekly</changefreq><priority>1.0</priority>`,
    );
    for (const page of [
      "/fix-and-flip",
      "/bridge-loans",
      "/rental-property",
      "/commercial",
      "/land",
      "/construction",
    ]) {
      expect(entry(page)).toContain("<changefreq>weekly</changefreq><priority>0.9</priority>");
    }
    expect(entry("/privacy")).toContain("<changefreq>monthly</changefreq><priority>0.3</priority>");
    expect(entry("/terms")).toContain("<changefreq>monthly</changefreq><priority>0.3</priority>");
    // Issue 32: the public calculators.
    expect(entry("/calculators")).toContain(
      "<changefreq>monthly</changefreq><priority>0.6</priority>",
    );

    const rows = await ctx.db.select().from(lenders);
    const active = rows.filter((row) => row.isActive);
    // The fixed pages: home, six listings, privacy, terms, /inquiry, /lender-signup,
    // /brand-assets and /calculators.
    expect(entry("/inquiry")).toContain("<changefreq>monthly</changefreq><priority>0.5</priority>");
    expect(entry("/brand-assets")).toContain("<changefreq>monthly</changefreq>");
    expect(entry("/calculators")).toContain(
      "<changefreq>monthly</changefreq><priority>0.6</priority>",
    );
    expect(entries).toHaveLength(13 + active.length);
    for (const row of active) {
      expect(entry(`/lender/${row.slug}`)).toBe(
        `<loc>${TEST_BASE_URL}/lender/${row.slug}</loc><lastmod>${row.updatedAt.toISOString().slice(0, 10)}</lastmod>` +
          "<changefreq>weekly</changefreq><priority>0.7</priority>",
      );
    }
    expect(xml).not.toContain("retired-lending");
  });
});
