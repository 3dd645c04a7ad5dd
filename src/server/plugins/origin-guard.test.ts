/**
 * Cross-site refusal of the app's own state-changing routes (issue 10, item 9) and the
 * loopback spellings of a development origin (defect: sign-in broke at 127.0.0.1).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { trustedOriginsFor } from "../auth/trusted-origins";
import { createUserWithPassword } from "../db/factories";
import { createTestContext, type TestClient, type TestContext } from "../test/test-app";

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  client = await ctx.signedInClient("origin.guard@example.com");
});
afterAll(() => ctx.close());

const patchName = (headers: Record<string, string>) =>
  client.request({
    method: "PATCH",
    url: "/api/me/profile",
    payload: { fullName: "Origin Tester" },
    headers,
  });

describe("origin guard on our own API routes", () => {
  test("a foreign Origin is refused with 403 forbidden_origin", async () => {
    const response = await patchName({ origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "forbidden_origin" } });
  });

  test("Origin: null is refused", async () => {
    expect((await patchName({ origin: "null" })).statusCode).toBe(403);
    expect((await patchName({ origin: "null", "sec-fetch-site": "cross-site" })).statusCode).toBe(
      403,
    );
  });

  test("Origin: null with Sec-Fetch-Site: same-origin (our page's form post) passes", async () => {
    // Our Referrer-Policy is no-referrer, so a form our page posts says Origin: null (issue 30).
    expect((await patchName({ origin: "null", "sec-fetch-site": "same-origin" })).statusCode).toBe(
      200,
    );
  });

  test("Sec-Fetch-Site: cross-site is refused even without Origin", async () => {
    const response = await client.request({
      method: "POST",
      url: "/api/me/link-inquiries",
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
  });

  test("the configured origin and its loopback spellings pass", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect((await patchName({ origin, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    }
  });

  test("a request without Origin or Sec-Fetch-Site (not a browser) is left to the route", async () => {
    const response = await ctx.app.inject({
      method: "PATCH",
      url: "/api/me/profile",
      payload: { fullName: "Origin Tester" },
      headers: { cookie: client.cookieHeader },
    });
    expect(response.statusCode).toBe(200);
  });

  test("GET requests are not concerned", async () => {
    const response = await client.request({
      method: "GET",
      url: "/api/me",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("better-auth and the loopback spellings", () => {
  test("password sign-in from a page opened at 127.0.0.1 works", async () => {
    const email = "loopback.origin@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "right-pass" },
      headers: { origin: "http://127.0.0.1:3000", cookie: "any=1" },
    });
    expect(response.statusCode).toBe(200);
  });

  test("a foreign origin is refused with a message that says what to do", async () => {
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "someone@example.com", password: "right-pass" },
      headers: { origin: "https://evil.example", cookie: "any=1" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "INVALID_ORIGIN",
      message: expect.stringContaining("Open http://localhost:3000"),
    });
  });

  test("trusted origins: loopback spellings only for a loopback base URL", () => {
    expect(trustedOriginsFor("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOriginsFor("https://lenderlane.example.com")).toEqual([
      "https://lenderlane.example.com",
    ]);
  });
});
