import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  MAGIC_LINK_TOASTS,
  magicLinkErrorToast,
  resendLockFromError,
} from "@/web/features/auth/lib/auth-errors";
import { buildApp } from "../../app";
import { createAuth } from "../../auth/auth";
import { createUserWithPassword } from "../../db/factories";
import { rateLimits } from "../../db/schema";
import { createMailer, type Mailer } from "../../mail/mailer";
import { advanceClock } from "../../test/clock";
import {
  createTestContext,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const sendLink = (email: string, client = ctx.client()) =>
  client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth" });

describe("magic-link resend lock", () => {
  test("a second request within 60 s is refused with the seconds left; one mail only", async () => {
    const email = "lock.first@example.com";
    const first = await sendLink(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true });

    const second = await sendLink(email);
    expect(second.statusCode).toBe(429);
    const body = second.json();
    expect(body).toEqual({
      code: "magic_link_locked",
      message: expect.stringMatching(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    expect(body.message).toContain(`after ${body.retryAfterSeconds} seconds`);
    const seconds = resendLockFromError(body);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(second.headers["retry-after"]).toBe(String(seconds));
    expect(magicLinkErrorToast({ ...body, status: 429 })).toEqual(
      MAGIC_LINK_TOASTS.tooManyRequests,
    );
    expect(await ctx.mailsTo(email)).toHaveLength(1);
  });

  test("the lock is per email, whatever its letter case", async () => {
    expect((await sendLink("Case.Lock@Example.com")).statusCode).toBe(200);
    expect((await sendLink("case.lock@example.com")).statusCode).toBe(429);
    expect((await sendLink("other.lock@example.com")).statusCode).toBe(200);
  });

  test("after 60 s a new link may be requested", async () => {
    const email = "lock.later@example.com";
    expect((await sendLink(email)).statusCode).toBe(200);
    advanceClock(30_000);
    const locked = await sendLink(email);
    expect(locked.statusCode).toBe(429);
    expect(resendLockFromError(locked.json())).toBeLessThanOrEqual(30);
    advanceClock(31_000);
    expect((await sendLink(email)).statusCode).toBe(200);
    expect(await ctx.mailsTo(email)).toHaveLength(2);
  });

  test("known and unknown emails get the same answers", async () => {
    await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email: "lock.known@example.com",
      password: "known-pass",
    });
    const known = [
      await sendLink("lock.known@example.com"),
      await sendLink("lock.known@example.com"),
    ];
    const unknown = [
      await sendLink("lock.unknown@example.com"),
      await sendLink("lock.unknown@example.com"),
    ];
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    expect(unknown.map((r) => r.json())).toEqual(known.map((r) => r.json()));
  });

  test("two requests at once: exactly one link is sent", async () => {
    const email = "lock.race@example.com";
    const results = await Promise.all([sendLink(email), sendLink(email), sendLink(email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await ctx.mailsTo(email)).toHaveLength(1);
  });

  test("an invalid email is refused by validation and takes no lock", async () => {
    const response = await sendLink("not-an-email");
    expect(response.statusCode).toBe(400);
    const rows = await ctx.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, "%not-an-email"));
    expect(rows).toHaveLength(0);
  });

  /** Another server process on the same database (its own auth instance and memory). */
  async function otherProcess(mailer: Mailer) {
    const auth = createAuth({
      db: ctx.db,
      mailer,
      baseUrl: TEST_BASE_URL,
      secret: "another-process-secret-that-is-long-enough",
      supportEmail: "support@example.com",
      secureCookies: false,
      rateLimit: false,
      logLevel: "error",
    });
    const app = await buildApp({
      db: ctx.db,
      auth,
      mailer,
      baseUrl: TEST_BASE_URL,
      supportEmail: "support@example.com",
      isProduction: false,
      webDistDir: "/nonexistent-web-build",
    });
    await app.ready();
    return app;
  }

  test("the lock holds across two server processes on the same database", async () => {
    const other = await otherProcess(
      createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    );
    try {
      const email = "lock.shared@example.com";
      expect((await sendLink(email)).statusCode).toBe(200);
      const fromOther = await sendLink(email, new TestClient(other));
      expect(fromOther.statusCode).toBe(429);
      expect(fromOther.json().code).toBe("magic_link_locked");
    } finally {
      await other.close();
    }
  });

  // A delivery failure leaves the mail queued for retries (mail-outbox.md); only a mail that
  // could not even be queued fails the request, and then the resend lock must not stay.
  test("a link that could not be queued leaves no lock", async () => {
    const broken = await otherProcess({
      kind: "smtp",
      send: () => Promise.reject(new Error("mail queue unavailable")),
      enqueue: () => Promise.reject(new Error("mail queue unavailable")),
      deliverNow: () => Promise.resolve(),
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const email = "lock.unsent@example.com";
      expect((await sendLink(email, new TestClient(broken))).statusCode).toBe(500);
      expect((await sendLink(email)).statusCode).toBe(200);
    } finally {
      quiet.mockRestore();
      await broken.close();
    }
  });
});
