/**
 * Issue 34: the readable sign-in hint follows the HttpOnly session cookie. A signed-in
 * browser gets it (so a shared page asks who it is), a browser that lost its session has it
 * cleared on a private answer, and a visitor never gets a cookie.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { SIGN_IN_HINT_COOKIE } from "@/domain/accounts/sign-in-hint";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setCookies = (headers: Record<string, unknown>) =>
  ([] as string[]).concat((headers["set-cookie"] as string | string[] | undefined) ?? []);

test("a signed-in browser without the hint is given it", async () => {
  const client = await ctx.signedInClient("hint.user@example.com");
  const answer = await client.request({ method: "GET", url: "/api/me" });
  const hint = setCookies(answer.headers).find((c) => c.startsWith(`${SIGN_IN_HINT_COOKIE}=`));
  expect(hint).toMatch(/^ll_signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
});

test("a browser with the hint but no session has it cleared, privately", async () => {
  const answer = await ctx.client().request({
    method: "GET",
    url: "/api/config",
    headers: { cookie: `${SIGN_IN_HINT_COOKIE}=1` },
  });
  expect(setCookies(answer.headers)).toContain(
    `${SIGN_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
  );
  expect(answer.headers["cache-control"]).toBe("private, no-cache");
});

test("a visitor gets no cookie", async () => {
  const answer = await ctx.client().request({ method: "GET", url: "/api/config" });
  expect(setCookies(answer.headers)).toEqual([]);
});
