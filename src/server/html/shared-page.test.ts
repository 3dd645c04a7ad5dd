/**
 * Issue 34: a signed-in user gets the visitors' copy of a public page when nothing in its
 * content is theirs; the copy is the visitor's bytes (rendered with no credentials, keyed by
 * the URL alone), the answer is private, and the user's name, email, phone, credit score and
 * avatar are never in it, in the cache or in a visitor's answer. Pages whose content is the
 * user's (the listing their credit score filters, home's 'Complete Your Profile') are
 * rendered for them and never kept.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { APP_STATE_ID, type AppState } from "@/web/app/ssr-state";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "../db/factories";
import { SHARED_RENDER_HEADER } from "../lib/shared-render-score";
import { createTestContext, type TestClient, type TestContext } from "../test/test-app";
import { PageCache } from "./page-cache";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "./render-body";
import { sharedPageFor } from "./shared-page";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-shared-page-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const USER = {
  email: "morgan.hidden@example.com",
  fullName: "Morgan Hidden",
  phone: "555-0199-4242",
  creditScore: 733,
};

function personalDataIn(html: string): string[] {
  const found: string[] = [];
  if (html.includes(USER.email)) found.push("email");
  if (html.includes(USER.fullName)) found.push("name");
  if (html.includes(", Account menu")) found.push("avatar");
  if (html.includes(USER.phone)) found.push("phone");
  if (html.includes(`"creditScore":${USER.creditScore}`)) found.push("credit score");
  return found;
}

function meOf(html: string) {
  const match = new RegExp(`id="${APP_STATE_ID}">(.*?)</script>`, "s").exec(html);
  const state = JSON.parse(match?.[1] ?? "null") as AppState;
  return state.queries.queries.find((query) => query.queryKey[0] === "me")?.state;
}

let ctx: TestContext;
const pageCache = new PageCache();
let scored: TestClient;
let unscored: TestClient;
let incomplete: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry, pageCache });
  await insertLenderWithProducts(ctx.db, { companyName: "Oak Lane Capital", slug: "oak-lane" });
  await insertLenderWithProducts(
    ctx.db,
    { companyName: "Strict Fico Funding", slug: "strict-fico" },
    [{ type: "fix_and_flip", overrides: { minimumFico: 720 } }],
  );
  const completedAt = new Date();
  scored = await ctx.signedInClient(USER.email, {
    fullName: USER.fullName,
    phone: USER.phone,
    creditScore: USER.creditScore,
    completedAt,
  });
  unscored = await ctx.signedInClient("no.score@example.com", {
    fullName: "Nora Noscore",
    creditScore: null,
    completedAt,
  });
  incomplete = await ctx.signedInClient("new.user@example.com", { completedAt: null });
});
afterAll(() => ctx.close());

function expectCacheClean() {
  // A listing's key may end with the profile score its search applied (its effective
  // query); nothing else of a user is in any key.
  const keys = pageCache.keys().map((key) => key.replace(/ profile-credit-score=\d+$/, ""));
  expect(keys.join(" ")).not.toMatch(/733|morgan|Nora|new\.user/);
  for (const key of pageCache.keys()) {
    expect(personalDataIn(pageCache.get(key)?.body.identity.toString() ?? ""), key).toEqual([]);
    expect(pageCache.get(key)?.body.identity.toString(), key).not.toContain("Nora Noscore");
  }
}

describe("the visitors' copy for a signed-in user", () => {
  test.each(["/privacy", "/lender/oak-lane", "/", "/fix-and-flip?creditScore=700"])(
    "%s: the visitor's bytes, private, nothing of the user",
    async (url) => {
      pageCache.clear();
      const mine = await scored.get(url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
      expect(mine.headers.etag).toBeUndefined();
      expect(personalDataIn(mine.body)).toEqual([]);
      // 'Nobody' handed over stale: the browser asks /api/me after hydration.
      expect(meOf(mine.body)).toMatchObject({ data: null, dataUpdatedAt: 0 });
      expect(pageCache.size).toBe(1);
      expectCacheClean();

      const visitor = await ctx.app.inject(url);
      expect(visitor.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE);
      expect(visitor.body).toBe(mine.body);
      expect(personalDataIn(visitor.body)).toEqual([]);
    },
  );

  test("a listing is the visitors' copy for a user whose profile has no credit score", async () => {
    pageCache.clear();
    const visitor = await ctx.app.inject("/fix-and-flip");
    const mine = await unscored.get("/fix-and-flip");
    expect(mine.body).toBe(visitor.body);
    expect(mine.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(mine.body).not.toContain("Nora Noscore");
    expectCacheClean();
  });
});

describe("a listing the profile's credit score filters: shared per effective query", () => {
  /** The lenders a listing shows, in order (each card links to its lender twice). */
  const lendersIn = (html: string) => [
    ...new Set([...html.matchAll(/href="\/lender\/([^"?#]+)"/g)].map((m) => m[1])),
  ];
  const stateOf = (html: string) => {
    const match = new RegExp(`id="${APP_STATE_ID}">(.*?)</script>`, "s").exec(html);
    return JSON.parse(match?.[1] ?? "null") as AppState;
  };
  const version = async () => (await ctx.app.catalogue.get()).version;

  test.each(["/fix-and-flip", "/fix-and-flip?creditScore=", "/fix-and-flip?creditScore=abc"])(
    "%s: kept under the URL and the score, nothing else of the user",
    async (url) => {
      pageCache.clear();
      const mine = await scored.get(url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
      expect(mine.headers.etag).toBeUndefined();
      // The user's name, email, phone, avatar and profile are not in it: 'nobody', stale.
      expect(personalDataIn(mine.body)).toEqual([]);
      expect(meOf(mine.body)).toMatchObject({ data: null, dataUpdatedAt: 0 });
      // The key is the effective query: the URL's, plus the score the search applied.
      const key = PageCache.key(await version(), new URL(url, "http://localhost"), 733);
      expect(pageCache.keys()).toEqual([key]);
      expect(key).not.toMatch(/morgan|hidden|example\.com|555|ll_|session/i);
      expectCacheClean();
      // The search it hydrates with is keyed by that score, which goes over with it.
      const queries = stateOf(mine.body).queries.queries.map((q) => [q.queryKey, q.state.data]);
      expect(queries).toContainEqual([["shared-page", "listing-credit-score"], 733]);
      expect(queries.find(([k]) => (k as unknown[])[1] === "search")?.[0]).toEqual([
        "lenders",
        "search",
        expect.objectContaining({ loanType: "fix_and_flip" }),
        733,
      ]);
      // A visitor's page for the same URL is not it.
      const visitor = await ctx.app.inject(url);
      expect(visitor.body).not.toBe(mine.body);
      expect(pageCache.size).toBe(2);
    },
  );

  test("users with the same score share one copy; a different score gets its own results", async () => {
    pageCache.clear();
    const twin = await ctx.signedInClient("twin.score@example.com", {
      fullName: "Tessa Twin",
      phone: "555-0100-7777",
      creditScore: USER.creditScore,
      completedAt: new Date(),
    });
    const lower = await ctx.signedInClient("lower.score@example.com", {
      fullName: "Lou Lower",
      creditScore: 690,
      completedAt: new Date(),
    });
    const mine = await scored.get("/fix-and-flip");
    const twins = await twin.get("/fix-and-flip");
    // The same bytes from the one entry: neither's name, email or phone is in the other's.
    expect(twins.body).toBe(mine.body);
    expect(pageCache.size).toBe(1);
    for (const body of [mine.body, twins.body]) {
      expect(personalDataIn(body)).toEqual([]);
      expect(body).not.toMatch(/Tessa Twin|twin\.score|555-0100-7777/);
    }
    // 690 is under 'Strict Fico Funding''s minimum of 720: not in that user's list.
    const lowers = await lower.get("/fix-and-flip");
    expect(lendersIn(mine.body)).toContain("strict-fico");
    expect(lendersIn(lowers.body)).not.toContain("strict-fico");
    expect(lendersIn(lowers.body)).toContain("oak-lane");
    expect(lowers.body).not.toMatch(/Morgan Hidden|Tessa Twin|Lou Lower|lower\.score/);
    expect(pageCache.keys()).toHaveLength(2);
    expectCacheClean();
  });

  test("the copy shows what the page rendered for the user shows, but the personal parts", async () => {
    pageCache.clear();
    const shared = await scored.get("/fix-and-flip");
    // The page as it was rendered for the user alone (credentials, nothing kept).
    const own = await createTestContext({
      handle: ctx.handle,
      webDistDir: fakeWebBuild(),
      renderer: serverEntry,
      pageCache: null,
    });
    try {
      const client = await own.signedInClient("own.render@example.com", {
        fullName: "Olive Own",
        creditScore: USER.creditScore,
        completedAt: new Date(),
      });
      const rendered = await client.get("/fix-and-flip");
      expect(rendered.body).toContain("Olive Own");
      const main = (html: string) =>
        /<main[\s\S]*<\/main>/
          .exec(html)?.[0]
          // useId's ids number by position in the tree, and the headers differ above.
          .replace(/_R_[0-9a-zA-Z]+_/g, "_R_")
          // 'Save this search' is the user's; the copy keeps its row with 'Sign in to save'.
          .replace(
            /(min-height:calc\(2\.25rem[^>]*>)[\s\S]*?(<\/div><div style="height:calc\(0\.25rem)/,
            "$1$2",
          );
      expect(main(shared.body)).toBe(main(rendered.body));
      expect(lendersIn(shared.body)).toEqual(["oak-lane", "strict-fico"]);
      expect(lendersIn(rendered.body)).toEqual(lendersIn(shared.body));
    } finally {
      await own.close();
    }
  });
});

describe("the search call's score ticket", () => {
  test("a request from outside with a made-up ticket gets a visitor's answer", async () => {
    const visitor = await ctx.app.inject("/api/lenders?loanType=fix_and_flip");
    for (const ticket of ["733", "00000000-0000-4000-8000-000000000000", ""]) {
      const forged = await ctx.app.inject({
        url: "/api/lenders?loanType=fix_and_flip",
        headers: { [SHARED_RENDER_HEADER]: ticket },
      });
      expect(forged.headers["cache-control"], ticket).toBe(visitor.headers["cache-control"]);
      expect(forged.body, ticket).toBe(visitor.body);
    }
  });
});

describe("pages whose content is the user's are rendered for them, never kept", () => {
  test("home for a user whose profile is not completed: 'Complete Your Profile'", async () => {
    pageCache.clear();
    const mine = await incomplete.get("/");
    expect(mine.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(mine.body).toContain("Complete Your Profile");
    expect(pageCache.size).toBe(0);
    const visitor = await ctx.app.inject("/");
    expect(visitor.body).not.toContain("Complete Your Profile");
    expect(visitor.body).not.toContain("new.user@example.com");
  });

  test("the sign-in pages and the quote wizard stay rendered for the user", async () => {
    for (const url of ["/auth", "/inquiry"]) {
      pageCache.clear();
      const mine = await scored.get(url);
      expect(mine.headers["cache-control"], url).toBe(PRIVATE_PAGE_CACHE);
      expect(pageCache.size, url).toBe(0);
    }
  });
});

describe("sharedPageFor", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  const viewer = (creditScore: number | null, completedAt: Date | null = new Date()) => ({
    profile: { creditScore, completedAt },
  });
  const copy = { listingCreditScore: null };

  test.each([
    ["/privacy", viewer(700), copy],
    ["/terms/", viewer(700), copy],
    ["/lender/oak-lane", viewer(700), copy],
    ["/", viewer(700), copy],
    ["/", viewer(700, null), null],
    ["/fix-and-flip", viewer(null), copy],
    ["/fix-and-flip", viewer(700), { listingCreditScore: 700 }],
    ["/fix-and-flip/?location=OH", viewer(640), { listingCreditScore: 640 }],
    ["/fix-and-flip?creditScore=650", viewer(700), copy],
    ["/fix-and-flip?creditScore=", viewer(700), { listingCreditScore: 700 }],
    ["/fix-and-flip?creditScore=9000", viewer(700), { listingCreditScore: 700 }],
    ["/auth", viewer(null), null],
    ["/inquiry", viewer(null), null],
    ["/dashboard", viewer(null), null],
    ["/auth", null, copy],
  ] as const)("%s", (path, who, expected) => {
    expect(sharedPageFor(url(path), who)).toEqual(expected);
  });
});
