import { test } from "vitest";
import { createTestContext } from "./test/test-app";
test("probe", async () => {
  const ctx = await createTestContext();
  const c = await ctx.signedInClient("probe@example.com");
  const cases: [string, string, string | Buffer | undefined, Record<string, string>][] = [
    ["PATCH", "/api/me/profile", JSON.stringify({ fullName: "a".repeat(1_100_000) }), { "content-type": "application/json" }],
    ["POST", "/api/auth/sign-in/email", JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }), { "content-type": "application/json" }],
    ["POST", "/api/auth/sign-up/email", JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }), { "content-type": "application/json" }],
    ["PATCH", "/api/me/profile", '{"fullName": "a",', { "content-type": "application/json" }],
    ["POST", "/api/auth/sign-in/email", '{"email": ', { "content-type": "application/json" }],
    ["PATCH", "/api/me/profile", "", { "content-type": "application/json" }],
    ["PATCH", "/api/me/profile", "fullName=a", { "content-type": "application/x-www-form-urlencoded" }],
    ["POST", "/api/auth/sign-in/email", "email=a", { "content-type": "application/x-www-form-urlencoded" }],
    ["PATCH", "/api/me/profile", '{"fullName":"a"}', { "content-type": "text/plain" }],
    ["POST", "/api/auth/sign-in/email", '{"email":"a@b.co","password":"x"}', { "content-type": "text/plain" }],
    ["PATCH", "/api/me/profile", '{"fullName":"a"}', {}],
    ["PATCH", "/api/me/profile", '{"fullName":"a"}', { "content-type": "application/json; charset=utf-16" }],
    ["PATCH", "/api/me/profile", '{"fullName":"a"}', { "content-type": "application/vnd.api+json" }],
    ["PATCH", "/api/me/profile", '{"fullName":"a"}', { "content-type": "multipart/form-data; boundary=x" }],
    ["PATCH", "/api/me/profile", '{"__proto__":{"x":1},"fullName":"a"}', { "content-type": "application/json" }],
    ["PATCH", "/api/me/profile", '{"constructor":{"prototype":{"x":1}},"fullName":"a"}', { "content-type": "application/json" }],
    ["POST", "/api/auth/sign-in/email", '{"__proto__":{"x":1},"email":"a@b.co","password":"x"}', { "content-type": "application/json" }],
    ["POST", "/api/me/linked-inquiries/ack", "garbage", { "content-type": "application/json" }],
    ["PATCH", "/api/me/profile", '{"fullName":"Ada","zz":1}', { "content-type": "application/json" }],
  ];
  for (const [method, url, payload, headers] of cases) {
    const r = await c.request({ method: method as "POST", url, payload, headers });
    console.log(method, url, JSON.stringify(headers), String(payload).slice(0, 30), "→", r.statusCode, r.body.slice(0, 300));
  }
  await ctx.close();
});
