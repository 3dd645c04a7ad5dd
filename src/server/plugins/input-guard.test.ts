/**
 * Hostile input gets a 400 before it reaches better-auth or PostgreSQL (issue 10, item 3).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../db/schema";
import { createTestContext, type TestContext } from "../test/test-app";
import { findInputProblem, MAX_INPUT_DEPTH } from "./input-guard";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function expectValidationError(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
}

describe("NUL characters", () => {
  test("in a profile name", async () => {
    const client = await ctx.signedInClient("nul.profile@example.com");
    const response = await client.request({
      method: "PATCH",
      url: "/api/me/profile",
      payload: { fullName: "Ada\u0000Lovelace" },
    });
    expectValidationError(response);
    expect(response.json()).toMatchObject({ error: { fields: { fullName: expect.any(String) } } });
  });

  test("in a sign-in email", async () => {
    const response = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: "nul\u0000@example.com", password: "secret1" });
    expectValidationError(response);
  });

  test("in the development outbox's query", async () => {
    expectValidationError(await ctx.app.inject({ url: "/api/dev/mail?to=a%00b" }));
  });

  test("in a lender sign-up website: refused before any account or mail exists", async () => {
    const email = "nul.website@example.com";
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: "Nul Lending",
      email,
      password: "secret123",
      website: "https://nul.example.com/\u0000",
    });
    expectValidationError(response);
    expect(await ctx.mailsTo(email)).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test("in an object key, found by the walker", () => {
    expect(findInputProblem({ "a\u0000": 1 })).not.toBeNull();
    expect(findInputProblem({ a: ["ok", { b: "fine" }] })).toBeNull();
  });
});

describe("oversized and malformed input", () => {
  test("a 20 KB sign-in email", async () => {
    const email = `${"a".repeat(20_000)}@example.com`;
    const response = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email, password: "secret1" });
    expectValidationError(response);
    expect(response.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
  });

  test("a 20 KB magic-link email", async () => {
    const email = `${"b".repeat(20_000)}@example.com`;
    const response = await ctx.client().post("/api/auth/sign-in/magic-link", { email });
    expectValidationError(response);
  });

  test("JSON nested 100,000 deep", async () => {
    const depth = 100_000;
    const payload = `{"email":"deep@example.com","password":"secret1","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload,
      headers: { "content-type": "application/json" },
    });
    expectValidationError(response);
  });

  test("nesting up to the limit is fine for the walker", () => {
    let value: unknown = "leaf";
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) value = [value];
    expect(findInputProblem(value)).toBeNull();
    expect(findInputProblem([value])).not.toBeNull();
  });

  test.each(["exa mple.com", "[::1", "a/b", "x@y"])("a malformed Host header %j", async (host) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { host },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  test("an ordinary Host header with a port passes", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "localhost:3000" },
    });
    expect(response.statusCode).toBe(200);
  });
});
