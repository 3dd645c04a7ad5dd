/**
 * Issue 27 item 7: every /api answer to a request with a session says
 * `Cache-Control: private, no-store` (one hook, plugins/auth.ts), whatever the route set or
 * forgot, and whatever spelling of the session cookie better-auth reads. Visitors' answers
 * keep their route's caching. (The authorization matrix checks every route the same way.)
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SESSION_API_CACHE } from "./plugins/auth";
import { loanRequestApi, validRequest } from "./test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "./test/test-app";

let ctx: TestContext;
const api = loanRequestApi(() => ctx);
let borrower: TestClient;
let requestId = "";

beforeAll(async () => {
  ctx = await createTestContext();
  await api.lender({ companyName: "Cedar Ridge Capital", slug: "cedar-ridge-capital" });
  borrower = await ctx.signedInClient("cache.borrower@example.com", {
    userType: "borrower",
    fullName: "Cache Borrower",
    creditScore: 720,
    experienceYears: "3-5",
    phone: "(512) 555-0199",
  });
  const created = await api.create(borrower, { request: validRequest() });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().request.id;
});
afterAll(() => ctx.close());

const signedInUrls = () => [
  "/api/loan-requests",
  `/api/loan-requests/${requestId}/matching-lenders`,
  "/api/me",
  "/api/lenders?loanType=fix_and_flip",
  "/api/lenders/cedar-ridge-capital",
  "/api/config",
  "/api/health",
  "/api/no-such-route",
];

describe("API answers to a request with a session are private and not stored", () => {
  test("every answer, the routes that sent no Cache-Control included", async () => {
    for (const url of signedInUrls()) {
      const response = await borrower.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers["cache-control"], url).toBe(SESSION_API_CACHE);
    }
  });

  test("a refused write and better-auth's own answers too", async () => {
    const refused = await borrower.post("/api/loan-requests", {});
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe(SESSION_API_CACHE);
    const session = await borrower.get("/api/auth/get-session");
    expect(session.statusCode).toBe(200);
    expect(session.headers["cache-control"]).toBe(SESSION_API_CACHE);
  });

  test("the session cookie spelled as better-auth also reads it (space before =)", async () => {
    const cookie = borrower.cookieHeader.replace("session_token=", "session_token =");
    const response = await ctx.app.inject({ url: "/api/loan-requests", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(SESSION_API_CACHE);
  });

  test("a visitor's answers keep their route's caching", async () => {
    const lenders = await ctx.app.inject("/api/lenders?loanType=fix_and_flip");
    expect(lenders.headers["cache-control"]).toBe("public, max-age=60");
    const refused = await ctx.app.inject("/api/loan-requests");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).not.toBe(SESSION_API_CACHE);
  });
});
