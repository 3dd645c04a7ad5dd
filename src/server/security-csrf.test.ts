/**
 * Cross-site request refusal (issue 17 'Sessions and CSRF'; SECURITY.md 'Cross-site requests'):
 * every state-changing method, on our routes and on better-auth's /api/auth/*, is refused when
 * another site's page sends it, and reaches its handler otherwise. Requests without Origin and
 * Sec-Fetch-Site (not a browser page) are left to the route.
 */
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "./db/factories";
import { profiles, sessions, users } from "./db/schema";
import { createTestContext, TEST_BASE_URL, type TestContext } from "./test/test-app";

const METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const PROBE = "/api/test/csrf-probe";
const EVIL = "https://evil.example";

let ctx: TestContext;
let probeCalls = 0;
beforeAll(async () => {
  ctx = await createTestContext({
    // One route per state-changing method that counts the calls reaching its handler.
    register: (app) => {
      app.route({
        method: [...METHODS],
        url: PROBE,
        handler: async () => {
          probeCalls += 1;
          return { ok: true };
        },
      });
    },
  });
});
afterAll(() => ctx.close());

const probe = async (method: (typeof METHODS)[number], headers: Record<string, string>) => {
  const before = probeCalls;
  const response = await ctx.app.inject({
    method,
    url: PROBE,
    headers: { "content-type": "application/json", ...headers },
    payload: "{}",
  });
  return { response, reached: probeCalls > before };
};

describe.each(METHODS)("%s from another site", (method) => {
  test.each([
    ["a foreign Origin", { origin: EVIL }],
    ["Origin: null (sandboxed frame, data: URL)", { origin: "null" }],
    ["a trusted-looking Origin on another port", { origin: "http://localhost:3001" }],
    ["no Origin and Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin and Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    [
      "a trusted Origin with Sec-Fetch-Site: cross-site",
      {
        origin: TEST_BASE_URL,
        "sec-fetch-site": "cross-site",
      },
    ],
  ])("is refused with %s (403 forbidden_origin, handler not run)", async (_label, headers) => {
    const { response, reached } = await probe(method, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    expect(reached).toBe(false);
  });
});

describe.each(METHODS)("%s from our own pages and from non-browser clients", (method) => {
  test.each([
    ["our Origin, same-origin", { origin: TEST_BASE_URL, "sec-fetch-site": "same-origin" }],
    ["a loopback spelling of our Origin", { origin: "http://127.0.0.1:3000" }],
    ["no Origin nor Sec-Fetch-Site (curl, a server, a test)", {}],
    ["no Origin, Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["no Origin, Sec-Fetch-Site: none (typed by the user)", { "sec-fetch-site": "none" }],
  ])("reaches the handler with %s", async (_label, headers) => {
    const { response, reached } = await probe(method, headers);
    expect(response.statusCode).toBe(200);
    expect(reached).toBe(true);
  });
});

test("safe methods are not concerned: a GET from another site is answered", async () => {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/api/health",
    headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
  });
  expect(response.statusCode).toBe(200);
});

test("a cross-site write to a real route changes nothing", async () => {
  const client = await ctx.signedInClient("csrf.victim@example.com", { fullName: "Victim" });
  const attack = await client.request({
    method: "PATCH",
    url: "/api/me/profile",
    payload: { fullName: "Changed by evil" },
    headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
  });
  expect(attack.statusCode).toBe(403);
  const [profile] = await ctx.db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.email, "csrf.victim@example.com"));
  expect(profile?.fullName).toBe("Victim");
});

describe("better-auth's endpoints", () => {
  const password = "right-pass-123";
  const auth = (url: string, payload: unknown, headers: Record<string, string>) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload: payload as InjectOptions["payload"],
      headers: { "content-type": "application/json", ...headers },
    });
  const sessionCount = async (email: string) => {
    const rows = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    return rows.length;
  };

  test("sign-in from another site, without any cookie (login CSRF), is refused", async () => {
    const email = "login.csrf@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await auth("/api/auth/sign-in/email", { email, password }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: "INVALID_ORIGIN",
        message: expect.stringContaining(`Open ${TEST_BASE_URL}`),
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await sessionCount(email)).toBe(0);
    // The same sign-in from our page works.
    const own = await auth(
      "/api/auth/sign-in/email",
      { email, password },
      { origin: TEST_BASE_URL },
    );
    expect(own.statusCode).toBe(200);
    expect(await sessionCount(email)).toBe(1);
  });

  test("sign-out from another site is refused and the session stays valid", async () => {
    const email = "signout.csrf@example.com";
    const client = await ctx.signedInClient(email);
    const attack = await auth(
      "/api/auth/sign-out",
      {},
      { origin: EVIL, cookie: client.cookieHeader },
    );
    expect(attack.statusCode).toBe(403);
    expect(await sessionCount(email)).toBe(1);
    expect((await client.get("/api/me")).json()).toMatchObject({ user: { email } });

    const own = await client.post("/api/auth/sign-out", {});
    expect(own.statusCode).toBe(200);
    expect(await sessionCount(email)).toBe(0);
  });

  test("magic link, sign-up and reset requests from another site send no mail", async () => {
    const email = "mail.csrf@example.com";
    const attempts: [string, unknown][] = [
      ["/api/auth/sign-in/magic-link", { email }],
      ["/api/auth/sign-up/email", { email, password, name: "" }],
      ["/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }],
    ];
    for (const [url, payload] of attempts) {
      const response = await auth(url, payload, { "sec-fetch-site": "cross-site" });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await ctx.mailsTo(email)).toHaveLength(0);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
