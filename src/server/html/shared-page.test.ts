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
import { createTestContext, type TestClient, type TestContext } from "../test/test-app";
import { PageCache } from "./page-cache";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "./render-body";
import { visitorCopyServes } from "./shared-page";

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
  expect(pageCache.keys().join(" ")).not.toMatch(/733|morgan|Nora|new\.user/);
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

describe("pages whose content is the user's are rendered for them, never kept", () => {
  test("a listing without a credit filter, for a user with a credit score", async () => {
    for (const url of [
      "/fix-and-flip",
      "/fix-and-flip?creditScore=",
      "/fix-and-flip?creditScore=abc",
    ]) {
      pageCache.clear();
      const mine = await scored.get(url);
      expect(mine.headers["cache-control"], url).toBe(PRIVATE_PAGE_CACHE);
      expect(personalDataIn(mine.body), url).toContain("credit score");
      expect(pageCache.size, url).toBe(0);
      // The next visitor's page is a visitor's.
      const visitor = await ctx.app.inject(url);
      expect(personalDataIn(visitor.body), url).toEqual([]);
      expectCacheClean();
    }
  });

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

describe("visitorCopyServes", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  const viewer = (creditScore: number | null, completedAt: Date | null = new Date()) => ({
    profile: { creditScore, completedAt },
  });

  test.each([
    ["/privacy", viewer(700), true],
    ["/terms/", viewer(700), true],
    ["/lender/oak-lane", viewer(700), true],
    ["/", viewer(700), true],
    ["/", viewer(700, null), false],
    ["/fix-and-flip", viewer(null), true],
    ["/fix-and-flip", viewer(700), false],
    ["/fix-and-flip?creditScore=650", viewer(700), true],
    ["/fix-and-flip?creditScore=", viewer(700), false],
    ["/fix-and-flip?creditScore=9000", viewer(700), false],
    ["/auth", viewer(null), false],
    ["/inquiry", viewer(null), false],
    ["/dashboard", viewer(null), false],
    ["/auth", null, true],
  ] as const)("%s", (path, who, expected) => {
    expect(visitorCopyServes(url(path), who)).toBe(expected);
  });
});
