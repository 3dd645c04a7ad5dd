/**
 * Redis configured but unreachable (a closed port): every limited route refuses at once with
 * 503 rate_limit_unavailable, its message and Retry-After, never a 500 and never unlimited;
 * routes without a limit keep working; /api/health says which store and that it is down
 * (200 "degraded": docs/decisions/rate-limits.md). Then the same with a Redis that answers.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { validRequest } from "../test/loan-request-api";
import {
  createRedisTestStore,
  type RedisTestStore,
  requireRedisUnlessLocal,
} from "../test/redis-test-store";
import { createTestContext, type TestContext } from "../test/test-app";
import type { RateLimitStore } from "./rate-limit-store";
import {
  RATE_LIMIT_UNAVAILABLE_MESSAGE,
  RATE_LIMIT_UNAVAILABLE_RETRY_SECONDS,
} from "./rate-limit-unavailable";
import { createRedisRateLimitStore } from "./redis-rate-limit-store";

const redisReachable = await requireRedisUnlessLocal();

/** Port 1 (tcpmux): nothing listens there, so every connection is refused at once. */
const CLOSED_REDIS_URL = "redis://127.0.0.1:1";

const LIMITED: { name: string; url: string; payload: Record<string, unknown> }[] = [
  {
    name: "password sign-in",
    url: "/api/auth/sign-in/email",
    payload: { email: "down.1@example.com", password: "wrong-guess" },
  },
  {
    name: "sign-up",
    url: "/api/auth/sign-up/email",
    payload: { email: "down.2@example.com", password: "secret-pass-1", name: "" },
  },
  {
    name: "magic link",
    url: "/api/auth/sign-in/magic-link",
    payload: { email: "down.3@example.com", callbackURL: "/auth" },
  },
  {
    name: "password reset",
    url: "/api/auth/request-password-reset",
    payload: { email: "down.4@example.com", redirectTo: "/reset-password" },
  },
  {
    name: "lender sign-up",
    url: "/api/lender-signup",
    payload: {
      companyName: "Down Capital",
      email: "down.5@example.com",
      password: "secret-pass-1",
    },
  },
  {
    name: "anonymous loan request",
    url: "/api/loan-requests/anonymous",
    payload: { email: "down.6@example.com", request: validRequest() },
  },
];

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  // better-auth's endpoints answer the refusal as is, our routes inside `error`.
  const answer = response.json();
  expect(answer.error ?? answer).toEqual({
    code: "rate_limit_unavailable",
    message: RATE_LIMIT_UNAVAILABLE_MESSAGE,
    retryAfterSeconds: RATE_LIMIT_UNAVAILABLE_RETRY_SECONDS,
  });
  expect(response.headers["retry-after"]).toBe(String(RATE_LIMIT_UNAVAILABLE_RETRY_SECONDS));
}

describe("Redis configured but unreachable", () => {
  let ctx: TestContext;
  let store: RateLimitStore;
  beforeAll(async () => {
    store = createRedisRateLimitStore({ url: CLOSED_REDIS_URL });
    ctx = await createTestContext({ rateLimits: store });
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close();
  });

  test.each(LIMITED)("$name answers 503 rate_limit_unavailable with Retry-After", async (route) => {
    // Twice: the first request meets the first connection attempt, the second a client that
    // is reconnecting in the background.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await ctx.client().request({
        method: "POST",
        url: route.url,
        payload: route.payload,
        headers: { "x-forwarded-for": `198.51.100.${attempt + 1}` },
      });
      expectUnavailable(response);
    }
  });

  test("nothing was written by the refused requests", async () => {
    const mails = await ctx.app.inject({ url: "/api/dev/mail" });
    expect(mails.json().mails).toEqual([]);
  });

  test("a route without a limit keeps working", async () => {
    const response = await ctx.app.inject({ url: "/api/lenders?loanType=fix_and_flip" });
    expect(response.statusCode, response.body).toBe(200);
  });

  test("/api/health is 200 'degraded' and names the store that is down", async () => {
    const response = await ctx.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "degraded",
      database: "ok",
      rateLimitStore: { store: "redis", ok: false },
    });
  });
});

describe.skipIf(!redisReachable)("Redis configured and answering", () => {
  let ctx: TestContext;
  let redis: RedisTestStore;
  beforeAll(async () => {
    redis = createRedisTestStore();
    ctx = await createTestContext({ rateLimits: redis.store });
  });
  afterAll(async () => {
    await ctx?.close();
    await redis?.dispose();
  });

  test("/api/health is 200 'ok' with the store up", async () => {
    const response = await ctx.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      rateLimitStore: { store: "redis", ok: true },
    });
  });

  test("a limited route is answered normally", async () => {
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "up.1@example.com", password: "wrong-guess" },
    });
    expect(response.statusCode, response.body).toBe(401);
  });
});
