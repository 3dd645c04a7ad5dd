/**
 * The app on a database that cannot be reached (nothing listens on its port): health answers
 * 503, and reads and writes answer 503 service_unavailable with Retry-After, never 500 and never
 * a stack trace; the process keeps serving.
 */

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort as closedPort } from "../../../scripts/chaos/free-port";
import { type App, buildApp } from "../app";
import { createAuth } from "../auth/auth";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createMailer } from "../mail/mailer";
import { validRequest } from "../test/loan-request-api";
import { TEST_BASE_URL } from "../test/test-app";
import { DATABASE_RETRY_AFTER_SECONDS } from "./error-handler";

let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  // A port that was free a moment ago: nothing listens there, so connections are refused.
  const url = `postgres://postgres@127.0.0.1:${await closedPort()}/unreachable`;
  handle = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: "x <x@example.com>",
    log: () => {},
  });
  const auth = createAuth({
    db: handle.db,
    mailer,
    baseUrl: TEST_BASE_URL,
    secret: "test-secret-that-is-long-enough-for-better-auth",
    supportEmail: "support@example.com",
    secureCookies: false,
    rateLimit: false,
    logLevel: "error",
  });
  app = await buildApp({
    db: handle.db,
    auth,
    mailer,
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    isProduction: false,
    trustProxy: true,
    webDistDir: "/nonexistent-web-build",
    renderer: null,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe("while the database is unreachable", () => {
  test("health answers 503", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    // The default store counts in that database, so it is down too.
    expect(response.json()).toEqual({
      status: "error",
      database: "unreachable",
      rateLimitStore: { store: "postgres", ok: false },
    });
  });

  test("a read answers 503 service_unavailable with Retry-After", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/lenders?loanType=fix_and_flip",
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const body = response.json();
    expect(body.error.code).toBe("service_unavailable");
    expect(body.error.retryAfterSeconds).toBe(DATABASE_RETRY_AFTER_SECONDS);
    expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });

  test("a write answers 503 too, and so does the next one (the server keeps serving)", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/loan-requests/anonymous",
        headers: { origin: TEST_BASE_URL, "x-forwarded-for": "198.51.100.7" },
        payload: { email: "visitor@example.com", request: validRequest() },
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error.code).toBe("service_unavailable");
    }
  });
});
