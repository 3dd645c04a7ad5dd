/**
 * Every abuse limit at its boundary, holding across server processes: two apps (two
 * buildApp, as two processes would be) on one database, and with the Redis store on one Redis
 * through two connections. For each limit the allowed number of requests is sent alternately
 * through app A and app B; the next one is refused on both with 429, its code and
 * retryAfterSeconds; once the window has passed (controlled clock) it is allowed again.
 * The Redis half is skipped only outside CI when no Redis answers (redis-test-store.ts).
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { advanceClock } from "../test/clock";
import { validRequest } from "../test/loan-request-api";
import {
  createRedisTestStore,
  type RedisTestStore,
  requireRedisUnlessLocal,
} from "../test/redis-test-store";
import { createTestContext, type TestContext } from "../test/test-app";
import {
  ANONYMOUS_LOAN_REQUEST_LIMIT,
  LENDER_SIGNUP_LIMIT,
  MAGIC_LINK_LIMIT,
  MAGIC_LINK_RESEND_LOCK_MS,
  PASSWORD_RESET_LIMIT,
  REQUEST_CONFIRMATION_LIMIT,
  SIGN_IN_THROTTLE,
  SIGN_UP_LIMIT,
} from "./limits";

const redisReachable = await requireRedisUnlessLocal();

type Send = (app: TestContext, email: string, address: string) => Promise<LightMyRequestResponse>;

const post =
  (url: string, body: (email: string) => Record<string, unknown>): Send =>
  (app, email, address) =>
    app.client().request({
      method: "POST",
      url,
      payload: body(email),
      headers: { "x-forwarded-for": address },
    });

const signIn = post("/api/auth/sign-in/email", (email) => ({ email, password: "wrong-guess" }));
const signUp = post("/api/auth/sign-up/email", (email) => ({
  email,
  password: "secret-pass-1",
  name: "",
}));
const lenderSignUp = post("/api/lender-signup", (email) => ({
  companyName: "Limit Capital",
  email,
  password: "secret-pass-1",
}));
const magicLink = post("/api/auth/sign-in/magic-link", (email) => ({
  email,
  callbackURL: "/auth",
}));
const reset = post("/api/auth/request-password-reset", (email) => ({
  email,
  redirectTo: "/reset-password",
}));
const anonymous = post("/api/loan-requests/anonymous", (email) => ({
  email,
  request: validRequest(),
}));

/** A confirmation link's POST (issue 27 item 5); a made-up token answers 404 until limited. */
const requestConfirmation = post("/api/request-confirmations/confirm", (email) => ({
  token: `made-up-${email}`,
}));

interface LimitCase {
  name: string;
  /** Which counter fills: one address with new emails, or one email from new addresses. */
  per: "address" | "email";
  max: number;
  windowMs: number;
  send: Send;
  allowed: number;
  code: "too_many_attempts" | "too_many_requests" | "magic_link_locked";
}

const CASES: LimitCase[] = [
  {
    name: "password sign-in failures per email",
    per: "email",
    max: SIGN_IN_THROTTLE.maxFailuresPerEmail,
    windowMs: SIGN_IN_THROTTLE.windowMs,
    send: signIn,
    allowed: 401,
    code: "too_many_attempts",
  },
  {
    name: "password sign-in failures per address",
    per: "address",
    max: SIGN_IN_THROTTLE.maxFailuresPerAddress,
    windowMs: SIGN_IN_THROTTLE.windowMs,
    send: signIn,
    allowed: 401,
    code: "too_many_attempts",
  },
  {
    name: "sign-up per address",
    per: "address",
    max: SIGN_UP_LIMIT.maxPerAddress,
    windowMs: SIGN_UP_LIMIT.windowMs,
    send: signUp,
    allowed: 200,
    code: "too_many_attempts",
  },
  {
    name: "sign-up per email",
    per: "email",
    max: SIGN_UP_LIMIT.maxPerEmail,
    windowMs: SIGN_UP_LIMIT.windowMs,
    send: signUp,
    allowed: 200,
    code: "too_many_attempts",
  },
  {
    name: "lender sign-up per address",
    per: "address",
    max: LENDER_SIGNUP_LIMIT.maxPerAddress,
    windowMs: LENDER_SIGNUP_LIMIT.windowMs,
    send: lenderSignUp,
    allowed: 201,
    code: "too_many_attempts",
  },
  {
    name: "lender sign-up per email (the sign-up email counter)",
    per: "email",
    max: SIGN_UP_LIMIT.maxPerEmail,
    windowMs: SIGN_UP_LIMIT.windowMs,
    send: lenderSignUp,
    allowed: 201,
    code: "too_many_attempts",
  },
  {
    name: "magic link per email (resend lock)",
    per: "email",
    max: 1,
    windowMs: MAGIC_LINK_RESEND_LOCK_MS,
    send: magicLink,
    allowed: 200,
    code: "magic_link_locked",
  },
  {
    name: "magic link per address",
    per: "address",
    max: MAGIC_LINK_LIMIT.maxPerAddress,
    windowMs: MAGIC_LINK_LIMIT.windowMs,
    send: magicLink,
    allowed: 200,
    code: "too_many_attempts",
  },
  {
    name: "password reset per address",
    per: "address",
    max: PASSWORD_RESET_LIMIT.maxPerAddress,
    windowMs: PASSWORD_RESET_LIMIT.windowMs,
    send: reset,
    allowed: 200,
    code: "too_many_attempts",
  },
  {
    name: "password reset per email",
    per: "email",
    max: PASSWORD_RESET_LIMIT.maxPerEmail,
    windowMs: PASSWORD_RESET_LIMIT.windowMs,
    send: reset,
    allowed: 200,
    code: "too_many_attempts",
  },
  {
    name: "anonymous loan request per address",
    per: "address",
    max: ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerAddress,
    windowMs: ANONYMOUS_LOAN_REQUEST_LIMIT.windowMs,
    send: anonymous,
    allowed: 202,
    code: "too_many_requests",
  },
  {
    name: "anonymous loan request per email",
    per: "email",
    max: ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail,
    windowMs: ANONYMOUS_LOAN_REQUEST_LIMIT.windowMs,
    send: anonymous,
    allowed: 202,
    code: "too_many_requests",
  },
  {
    name: "request confirmation link per address",
    per: "address",
    max: REQUEST_CONFIRMATION_LIMIT.maxPerAddress,
    windowMs: REQUEST_CONFIRMATION_LIMIT.windowMs,
    send: requestConfirmation,
    allowed: 404,
    code: "too_many_requests",
  },
];

const STORES = [
  { kind: "postgres", octet: 1, skip: false },
  { kind: "redis", octet: 2, skip: !redisReachable },
] as const;

afterEach(() => {
  vi.useRealTimers();
});

for (const { kind, octet, skip } of STORES) {
  describe.skipIf(skip)(`limits on the ${kind} store, across two app instances`, () => {
    let a: TestContext;
    let b: TestContext;
    let redis: RedisTestStore | undefined;
    beforeAll(async () => {
      redis = kind === "redis" ? createRedisTestStore() : undefined;
      a = await createTestContext({ rateLimits: redis?.store });
      b = await createTestContext({ handle: a.handle, rateLimits: redis?.another() });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await redis?.dispose();
    });

    CASES.forEach((limit, index) => {
      test(`${limit.name}: ${limit.max} pass through A and B, the next is refused on both, the window resets`, {
        timeout: 180_000,
      }, async () => {
        // Each request varies the other dimension, so only the counter under test fills.
        let n = 0;
        const next = () => {
          n += 1;
          const tag = `${kind}.${index}.${n}`;
          return limit.per === "address"
            ? { email: `limit.${tag}@example.com`, address: `198.18.${octet}.${index + 1}` }
            : { email: `limit.${kind}.${index}@example.com`, address: `198.19.${index}.${n}` };
        };
        const send = (app: TestContext) => {
          const { email, address } = next();
          return limit.send(app, email, address);
        };

        for (let i = 0; i < limit.max; i++) {
          const response = await send(i % 2 === 0 ? a : b);
          expect(response.statusCode, `request ${i + 1}: ${response.body}`).toBe(limit.allowed);
        }
        for (const app of [b, a]) {
          const refused = await send(app);
          expect(refused.statusCode, refused.body).toBe(429);
          // better-auth's endpoints answer the refusal as is, our routes inside `error`.
          const answer = refused.json();
          const body = answer.error ?? answer;
          expect(body).toEqual({
            code: limit.code,
            message: expect.any(String),
            retryAfterSeconds: expect.any(Number),
          });
          expect(body.retryAfterSeconds).toBeGreaterThan(0);
          expect(body.retryAfterSeconds).toBeLessThanOrEqual(limit.windowMs / 1000);
          expect(refused.headers["retry-after"]).toBe(String(body.retryAfterSeconds));
        }

        advanceClock(limit.windowMs);
        const again = await send(b);
        expect(again.statusCode, again.body).toBe(limit.allowed);
      });
    });
  });
}
