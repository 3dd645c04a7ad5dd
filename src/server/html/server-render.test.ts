import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { APP_STATE_ID, type AppState } from "@/web/app/ssr-state";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "../db/factories";
import { createTestContext, type TestContext } from "../test/test-app";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "./render-body";

/** A web build with the real index.html's parts the server fills: head, #root, noscript. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-ssr-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><noscript>Needs JavaScript</noscript><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
  );
  return dir;
}

function stateOf(html: string): AppState {
  const match = new RegExp(
    `<script type="application/json" id="${APP_STATE_ID}">(.*?)</script>`,
    "s",
  ).exec(html);
  if (!match?.[1]) throw new Error("no app state in the page");
  return JSON.parse(match[1]) as AppState;
}

/** The text of #root without tags (what a reader without JavaScript sees). */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${APP_STATE_ID}"`);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** Whether the page has a `tag` element carrying every one of `attributes`, in any order. */
function hasTag(html: string, tag: string, attributes: string[]): boolean {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? []).some((found) =>
    attributes.every((attribute) => found.includes(attribute)),
  );
}

let ctx: TestContext;
const names = Array.from({ length: 23 }, (_, i) => `Lender ${String(i + 1).padStart(2, "0")}`);

beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry });
  await insertLenderWithProducts(ctx.db, {
    companyName: "Cedar <Ridge> Capital",
    slug: "cedar-ridge-capital",
    description: "Bridge loans for </script> investors in Ohio.",
  });
  for (const name of names) await insertLenderWithProducts(ctx.db, { companyName: name });
});
afterAll(() => ctx.close());

describe("server-rendered public pages", () => {
  test("a lender page holds the lender's name and description, escaped", async () => {
    const response = await ctx.app.inject("/lender/cedar-ridge-capital");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(rootText(html)).toContain("Cedar &lt;Ridge&gt; Capital");
    expect(rootText(html)).toContain("Bridge loans for &lt;/script&gt; investors in Ohio.");
    // Readable without JavaScript: no 'needs JavaScript' notice.
    expect(html).not.toContain("<noscript>");
    // The AI note's icon is rendered, its tooltip's code loaded after the page's (one late part).
    expect(html).toContain('aria-label="AI-generated description"');
    expect(html.match(/<template data-late-part/g)).toHaveLength(1);
    // The data goes along, as data: the JSON cannot close its script element.
    const state = stateOf(html);
    const lender = state.queries.queries.find((query) =>
      JSON.stringify(query.queryKey).includes("cedar-ridge-capital"),
    );
    expect(lender?.state.status).toBe("success");
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(response.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
  });

  test("a listing holds its first page of results and a link to page 2", async () => {
    const html = (await ctx.app.inject("/fix-and-flip")).body;
    const text = rootText(html);
    // 24 fix-and-flip lenders, 20 a page.
    const shown = names.filter((name) => text.includes(name));
    expect(shown.length).toBeGreaterThanOrEqual(19);
    expect(shown.length).toBeLessThan(names.length);
    const link = /<a[^>]*href="([^"]*page=2[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(link).toBeDefined();

    const page2 = rootText((await ctx.app.inject(`/fix-and-flip${link}`)).body);
    const onPage2 = names.filter((name) => page2.includes(name));
    expect(onPage2.length).toBeGreaterThan(0);
    expect(onPage2.some((name) => shown.includes(name))).toBe(false);
  });

  test("home holds its search form, whose code the browser loads after the page's", async () => {
    const html = (await ctx.app.inject("/")).body;
    expect(html).toContain('aria-label="Search lenders"');
    expect(rootText(html)).toContain("Credit Score Range");
    // A GET form to the listing with named native fields: it works before and without JS.
    expect(
      hasTag(html, "form", [
        'method="get"',
        'action="/fix-and-flip"',
        'aria-label="Search lenders"',
      ]),
    ).toBe(true);
    for (const name of ["loanType", "location", "creditScore", "collateralType"]) {
      expect(hasTag(html, "select", [`name="${name}"`]), name).toBe(true);
    }
    expect(hasTag(html, "input", ['name="loanAmount"'])).toBe(true);
  });

  test("/inquiry holds the quote wizard's first step and a way to the lenders without JavaScript", async () => {
    const response = await ctx.app.inject("/inquiry");
    expect(response.statusCode).toBe(200);
    const text = rootText(response.body);
    expect(text).toContain("Get Matched with Private Lenders");
    expect(response.body).toContain(APP_STATE_ID);
    expect(response.body).toMatch(/<a[^>]*href="\/fix-and-flip"/);
  });

  /**
   * The page as a browser running scripts builds it: a <noscript>'s content is text there (the
   * phone's filter form without JavaScript holds a late part that is never loaded).
   */
  const scripted = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

  test("a listing holds its filter fields, sort and match scores, whose code the browser loads after the page's", async () => {
    const html = (await ctx.app.inject("/fix-and-flip?location=TX&sortBy=rating")).body;
    // Native selects of the filter bar's GET form until the page has hydrated (and without JS).
    expect(
      hasTag(html, "form", ['id="listing-filters"', 'method="get"', 'action="/fix-and-flip"']),
    ).toBe(true);
    expect(hasTag(html, "option", ['value="TX"', "selected"])).toBe(true);
    // The sort, beside the results, belongs to the same form.
    expect(hasTag(html, "select", ['name="sortBy"', 'form="listing-filters"'])).toBe(true);
    expect(hasTag(html, "option", ['value="rating"', "selected"])).toBe(true);
    // A filter is set: every card shows its match score, rendered by the server.
    const cards = html.match(/<article/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(html.match(/aria-label="Match \d\.\d\/5: show how it is calculated"/g)).toHaveLength(
      cards,
    );
    // Late parts, counted by main.tsx before it marks the page ready: the filter fields, the
    // sort, each card's match score, and the pager when there is more than one page.
    const pager = html.includes('aria-label="Pagination"') ? 1 : 0;
    expect(scripted(html).match(/<template data-late-part/g)).toHaveLength(2 + cards + pager);
  });

  test("a listing without filters shows no match scores: its late parts are the filters, sort and pager", async () => {
    const html = (await ctx.app.inject("/fix-and-flip")).body;
    expect(html.match(/<article/g)?.length).toBeGreaterThan(0);
    expect(html).not.toContain("show how it is calculated");
    // 24 lenders, 20 a page: the pager is rendered, its page links in the HTML.
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toMatch(/<a[^>]*href="[^"]*page=2/);
    expect(scripted(html).match(/<template data-late-part/g)).toHaveLength(3);
  });

  test("the visitor's session is part of the data: signed out is null, no 401", async () => {
    const state = stateOf((await ctx.app.inject("/")).body);
    const me = state.queries.queries.find((query) => query.queryKey[0] === "me");
    // Stale (issue 34): the copy may reach a signed-in user, whose browser then asks again.
    expect(me?.state).toMatchObject({ status: "success", data: null, dataUpdatedAt: 0 });
  });

  test("a signed-in user's page is rendered for them and not shared by caches", async () => {
    // Issue 34: /privacy is the visitors' copy for anyone, a listing the copy for its effective
    // query (the profile's credit score included); the quote wizard is rendered for the user
    // (its 'About You' comes from the profile).
    const client = await ctx.signedInClient("reader@example.com", { creditScore: 710 });
    const response = await client.get("/inquiry");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    const me = stateOf(response.body).queries.queries.find((query) => query.queryKey[0] === "me");
    expect(me?.state.data).toMatchObject({ user: { email: "reader@example.com" } });
    // The first signed-in render of this process (issue 28's React #419): every part of the
    // signed-in header (avatar menu, unread badge) was rendered, none left to the browser.
    expect(response.body).toContain(", Account menu");
    expect(response.body).not.toContain("<!--$!-->");
  });

  test("private pages are left to the client", async () => {
    const response = await ctx.app.inject("/borrower-dashboard");
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(APP_STATE_ID);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  test("an unknown lender is a 404 with 'Lender Not Found', handed over as data", async () => {
    const response = await ctx.app.inject("/lender/nobody-here");
    expect(response.statusCode).toBe(404);
    expect(rootText(response.body)).toContain("Lender Not Found");
    expect(rootText(response.body)).toContain("Return to Home");
    // 'No such lender' is the answer the browser hydrates with (no skeleton, no second ask).
    const lender = stateOf(response.body).queries.queries.find((query) =>
      JSON.stringify(query.queryKey).includes("nobody-here"),
    );
    expect(lender?.state).toMatchObject({ status: "success", data: null });
  });

  test("an unknown path is the 'Page not found' page, rendered, with status 404", async () => {
    const response = await ctx.app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(rootText(response.body)).toContain("Page not found");
    expect(response.body).toContain(APP_STATE_ID);
  });

  test("a phone without JavaScript gets the listing's filters as a form in the page", async () => {
    const html = (await ctx.app.inject("/fix-and-flip?location=TX")).body;
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/g;
    const forms = [...html.matchAll(noscript)]
      .map((match) => match[1] ?? "")
      .filter((part) => part.includes('aria-label="Refine Your Search"'));
    expect(forms).toHaveLength(1);
    const form = forms[0] ?? "";
    const tag = /<form[^>]*>/.exec(form)?.[0] ?? "";
    expect(tag).toContain('method="get"');
    expect(tag).toContain('action="/fix-and-flip"');
    for (const name of ["loanType", "location", "loanAmount", "creditScore", "collateralType"]) {
      expect(form).toContain(`name="${name}"`);
    }
    // The listing's current filter is the form's value.
    expect(form).toMatch(/<option value="TX" selected="">/);
    expect(form).toContain("Apply Filters");
  });

  test.each(["/fix-and-flip", "/lender/cedar-ridge-capital", "/privacy", "/calculators"])(
    "%s: Mantine's responsive style rules are in the head, no <style> in the body (valid HTML)",
    async (url) => {
      const html = (await ctx.app.inject(url)).body;
      const [head = "", body = ""] = html.split("</head>");
      expect(body).not.toContain("<style");
      // Hoisted by React (the provider's deduplicateInlineStyles), found there when it hydrates.
      expect(head).toMatch(
        /<style data-precedence="mantine" data-href="mantine-[^"]+">[^<]+<\/style>$/,
      );
    },
  );
});

describe("one render per page: the routes' prefetch loads what the page asks for", () => {
  const pages = [
    "/",
    "/auth",
    "/lender-login",
    "/lender-signup",
    "/reset-password",
    "/privacy",
    "/terms",
    "/brand-assets",
    "/inquiry",
    "/fix-and-flip",
    "/fix-and-flip?location=OH&loanAmount=250000&sortBy=rating&page=2",
    "/rental-property",
    "/lender/cedar-ridge-capital",
    "/lender/nobody-here",
    "/no/such/page",
  ];

  async function passesOf(url: string, cookie?: string) {
    const result = await serverEntry.render({
      url: `http://localhost:3000${url}`,
      fetchApi: (apiPath, init) =>
        ctx.app
          .inject({
            method: (init?.method ?? "GET") as "GET",
            url: apiPath,
            headers: cookie ? { cookie } : {},
          })
          .then((answer) => new Response(answer.body, { status: answer.statusCode })),
    });
    if (!result) throw new Error(`${url} was not server-rendered`);
    const pending = result.state.queries.queries.filter((q) => q.state.status !== "success");
    return { passes: result.passes, complete: result.complete, pending: pending.length };
  }

  test.each(pages)("%s, for a visitor", async (url) => {
    expect(await passesOf(url)).toEqual({ passes: 1, complete: true, pending: 0 });
  });

  test("the listing for a signed-in borrower, whose credit score the search applies", async () => {
    const client = await ctx.signedInClient("scored@example.com", { creditScore: 700 });
    for (const url of ["/fix-and-flip", "/", "/lender/cedar-ridge-capital"]) {
      expect(await passesOf(url, client.cookieHeader)).toEqual({
        passes: 1,
        complete: true,
        pending: 0,
      });
    }
  });
});
