import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "../db/factories";
import { createTestContext, type TestContext } from "../test/test-app";
import { PUBLIC_PAGE_CACHE } from "./render-body";

/** A web build with the real index.html's parts the server fills: head, #root, noscript. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-calc-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><noscript>Needs JavaScript</noscript><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  return dir;
}

/** The text of #root without tags: what a reader without JavaScript sees. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html
    .slice(start)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry });
  await insertLenderWithProducts(ctx.db, { companyName: "Birch Flip Capital", slug: "birch-flip" });
});
afterAll(() => ctx.close());

describe("/calculators without JavaScript", () => {
  test("the results of the query's inputs are in the server's HTML, with a GET form", async () => {
    const response = await ctx.app.inject(
      "/calculators?calc=flip&purchase=300000&rehab=60000&arv=475000&months=6&ltv=90&ltc=90&ltarv=70&rate=12&points=2&selling=6",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
    const html = response.body;
    expect(html).toContain(
      "<title>Deal Calculators: Fix and Flip, DSCR and Bridge | LenderLane</title>",
    );
    expect(html).not.toContain("<noscript>");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/calculators"');
    expect(html).toContain('name="purchase"');
    const text = rootText(html);
    // The worked example of fix-and-flip.test.ts.
    expect(text).toContain("Maximum loan $270,000");
    expect(text).toContain("Cash needed $111,600");
    expect(text).toContain("Profit $64,900");
    expect(text).toContain("Return on cash 58.2%");
  });

  test("a DSCR query renders its figures; an invalid one its messages", async () => {
    const dscr = rootText(
      (
        await ctx.app.inject(
          "/calculators?calc=dscr&rent=2800&vacancy=5&taxes=3600&insurance=1500&hoa=0&loan=250000&rate=7.5&term=360",
        )
      ).body,
    );
    expect(dscr).toContain("Monthly payment $1,748");
    expect(dscr).toContain("DSCR 1.22");
    expect(dscr).toContain("Maximum loan at DSCR 1.25 $243,559");
    const invalid = rootText(
      (await ctx.app.inject("/calculators?calc=bridge&loan=abc&term=0")).body,
    );
    expect(invalid).toContain("Loan amount must be a number");
    expect(invalid).toContain("Term must be at least 1 month");
    expect(invalid).toContain("Check the highlighted fields");
  });

  test("opened from a lender, 'Send this deal' links to the lender page with the prefill", async () => {
    const html = (
      await ctx.app.inject(
        "/calculators?calc=flip&lender=birch-flip&ltv=90&ltc=90&ltarv=70&rate=12&state=TX",
      )
    ).body;
    expect(rootText(html)).toContain("Send this deal to Birch Flip Capital");
    expect(html).toContain(
      'href="/lender/birch-flip?loanType=fix_and_flip&amp;location=TX&amp;loanAmount=270000"',
    );
  });
});
