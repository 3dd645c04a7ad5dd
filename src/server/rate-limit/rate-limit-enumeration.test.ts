/**
 * No account enumeration (issue 17): sign-up, magic link, password reset and the anonymous
 * loan request answer a registered email and an unknown one alike — same status, same body
 * (once the email itself and the new user's id and times are taken out), same Set-Cookie
 * presence — and so do their refusals once the email's limit is reached.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { resetEmailKey } from "../auth/password-reset-limit";
import { signUpEmailKey } from "../auth/sign-up-limit";
import { createUserWithPassword } from "../db/factories";
import { anonymousEmailKey } from "../services/loan-requests/anonymous-limits";
import { validRequest } from "../test/loan-request-api";
import { createTestContext, type TestContext } from "../test/test-app";
import { ANONYMOUS_LOAN_REQUEST_LIMIT, PASSWORD_RESET_LIMIT, SIGN_UP_LIMIT } from "./limits";
import { createPgRateLimitStore } from "./pg-rate-limit-store";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
const nextAddress = () => `198.51.100.${++n}`;
/** Registered emails: one for the answers, one whose counters are fresh for the refusals. */
const known = "enum.member@example.com";
const knownFresh = "enum.member.two@example.com";

interface Endpoint {
  name: string;
  url: string;
  body: (email: string) => Record<string, unknown>;
  /** The email's counter and its maximum, for the refusal (null: a lock, taken by one call). */
  emailLimit: { key: (email: string) => string; max: number; windowMs: number } | null;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "sign-up",
    url: "/api/auth/sign-up/email",
    body: (email) => ({ email, password: "another-pass-9", name: "" }),
    emailLimit: {
      key: signUpEmailKey,
      max: SIGN_UP_LIMIT.maxPerEmail,
      windowMs: SIGN_UP_LIMIT.windowMs,
    },
  },
  {
    name: "magic link",
    url: "/api/auth/sign-in/magic-link",
    body: (email) => ({ email, callbackURL: "/auth" }),
    emailLimit: null,
  },
  {
    name: "password reset",
    url: "/api/auth/request-password-reset",
    body: (email) => ({ email, redirectTo: "/reset-password" }),
    emailLimit: {
      key: resetEmailKey,
      max: PASSWORD_RESET_LIMIT.maxPerEmail,
      windowMs: PASSWORD_RESET_LIMIT.windowMs,
    },
  },
  {
    name: "anonymous loan request",
    url: "/api/loan-requests/anonymous",
    body: (email) => ({ email, request: validRequest() }),
    emailLimit: {
      key: anonymousEmailKey,
      max: ANONYMOUS_LOAN_REQUEST_LIMIT.maxPerEmail,
      windowMs: ANONYMOUS_LOAN_REQUEST_LIMIT.windowMs,
    },
  },
];

const send = (endpoint: Endpoint, email: string) =>
  ctx.client().request({
    method: "POST",
    url: endpoint.url,
    payload: endpoint.body(email),
    headers: { "x-forwarded-for": nextAddress() },
  });

/**
 * What an observer sees: status, body with the email replaced (the answer may echo it, as
 * the sign-up link and sign-up's user do) and the new user's id and times reduced to their
 * types, the Retry-After header, and whether a cookie is set.
 */
function observed(response: LightMyRequestResponse, email: string) {
  const text = response.body
    .replaceAll(email, "<email>")
    .replaceAll(encodeURIComponent(email), "<email>");
  const body = text === "" ? null : (JSON.parse(text) as Record<string, unknown>);
  const user = body?.user as Record<string, unknown> | undefined;
  if (body && user) {
    body.user = {
      ...user,
      id: typeof user.id,
      createdAt: typeof user.createdAt,
      updatedAt: typeof user.updatedAt,
    };
  }
  return {
    status: response.statusCode,
    body,
    retryAfter: response.headers["retry-after"] ?? null,
    setsCookie: response.headers["set-cookie"] !== undefined,
  };
}

const HOUR = 60 * 60 * 1000;
/**
 * The frozen instants start a few days after the real time (every rate-limit window here is a
 * day or less, so earlier rows have expired). Not years ahead: the worker's embedded database
 * (PGlite) arms its timers from Date while it is frozen, and a deadline more than 24.8 days
 * past the real clock overflows Node's timer once the clock is real again, which then fires
 * every millisecond for the rest of the worker's life (it tripled the test run in CI).
 */
const FROZEN_FROM = Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR;
let run = 0;

describe("no endpoint tells whether an email has an account", () => {
  beforeAll(async () => {
    for (const email of [known, knownFresh]) {
      await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass-1" });
    }
  });

  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.name}: the same answer for a registered and an unknown email`, async () => {
      run += 1;
      const unknown = `enum.nobody.${run}@example.com`;
      const a = await send(endpoint, known);
      const b = await send(endpoint, unknown);
      expect(a.statusCode, a.body).toBeLessThan(300);
      expect(observed(a, known)).toEqual(observed(b, unknown));
    });

    test(`${endpoint.name}: the same refusal over the email's limit for both`, async () => {
      run += 1;
      const unknown = `enum.ghost.${run}@example.com`;
      // One frozen instant, so both windows end at the same moment (same retryAfterSeconds).
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(FROZEN_FROM + run * HOUR * 3);
      const store = createPgRateLimitStore(ctx.db);
      const email = knownFresh;
      const { emailLimit } = endpoint;
      if (emailLimit) {
        // Fill both emails' counters as earlier requests would have (the unknown email must
        // stay unknown: a real sign-up would create its account).
        for (const target of [email, unknown]) {
          for (let i = 0; i < emailLimit.max; i++) {
            expect(
              await store.reserveAttempt(
                emailLimit.key(target),
                emailLimit.max,
                emailLimit.windowMs,
              ),
            ).toBeNull();
          }
        }
      } else {
        // The magic link's lock is taken by one request.
        expect((await send(endpoint, email)).statusCode).toBe(200);
        expect((await send(endpoint, unknown)).statusCode).toBe(200);
      }
      const a = await send(endpoint, email);
      const b = await send(endpoint, unknown);
      expect(a.statusCode, a.body).toBe(429);
      expect(observed(a, email)).toEqual(observed(b, unknown));
    });
  }
});
