/**
 * A signed-in visit to /auth is sent on by the server (issue 31): to /dashboard, or to the safe
 * path `next` names, so an invitation link opened while signed in returns to the invitation
 * without JavaScript. Visitors, and cookies that are no longer a session, get the page.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestContext, type TestContext } from "../test/test-app";
import { PRIVATE_PAGE_CACHE } from "./render-body";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-auth-head-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const INVITATION = "/team-invitation?token=abc123";
let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild() });
  cookie = (await ctx.signedInClient("auth.head@example.com")).cookieHeader;
});
afterAll(() => ctx.close());

function visit(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ url, headers: { accept: "text/html", ...headers } });
}

describe("signed in", () => {
  test.each([
    ["/auth", "/dashboard"],
    [`/auth?next=${encodeURIComponent(INVITATION)}`, INVITATION],
    ["/auth?mode=signup&next=%2Fprofile", "/profile"],
    // Anything but a plain path on this site is the dashboard (safeNextPath).
    ["/auth?next=%2F%2Fevil.example", "/dashboard"],
    ["/auth?next=https%3A%2F%2Fevil.example%2F", "/dashboard"],
    ["/auth?next=%2F%5Cevil.example", "/dashboard"],
    ["/auth?next=%2F%09%2Fevil.example", "/dashboard"],
  ])("%s answers 302 to %s, privately", async (url, location) => {
    const response = await visit(url, { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers["cache-control"]).toBe(PRIVATE_PAGE_CACHE);
    expect(response.body).toBe("");
  });

  test("other pages are not sent on", async () => {
    expect((await visit("/privacy", { cookie })).statusCode).toBe(200);
  });
});

describe("not signed in", () => {
  test("a visitor gets the sign-in page, `next` and all", async () => {
    const response = await visit(`/auth?next=${encodeURIComponent(INVITATION)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  test("a cookie that is no longer a session gets the sign-in page", async () => {
    const signedOut = await ctx.signedInClient("auth.head.out@example.com");
    const stale = signedOut.cookieHeader;
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: {
        cookie: stale,
        origin: "http://localhost:3000",
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(out.statusCode).toBe(200);
    const response = await visit("/auth", { cookie: stale });
    expect(response.statusCode).toBe(200);
  });
});
