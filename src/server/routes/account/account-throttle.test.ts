import { lt } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { SIGN_IN_THROTTLE } from "../../auth/auth-limits";
import { createUserWithPassword } from "../../db/factories";
import { rateLimits } from "../../db/schema";
import { advanceClock } from "../../test/clock";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("password guessing throttle", () => {
  let addressCounter = 0;
  /** A client whose requests come from their own address, so tests don't share counters. */
  function clientFrom(address = `198.51.100.${++addressCounter}`) {
    const client = ctx.client();
    return {
      address,
      signIn: (email: string, password: string) =>
        client.request({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email, password },
          headers: { "x-forwarded-for": address },
        }),
    };
  }
  const { maxFailuresPerEmail, maxFailuresPerAddress, windowMs } = SIGN_IN_THROTTLE;
  const tooMany = {
    code: "too_many_attempts",
    message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    retryAfterSeconds: expect.any(Number),
  };

  async function account(email: string, password = "right-pass") {
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
  }

  async function fail(
    times: number,
    signIn: () => ReturnType<ReturnType<typeof clientFrom>["signIn"]>,
  ) {
    for (let i = 0; i < times; i++) expect((await signIn()).statusCode).toBe(401);
  }

  test(`after ${maxFailuresPerEmail} failures for an email, even the right password waits`, async () => {
    const email = "guess.me@example.com";
    await account(email);
    const client = clientFrom();
    await fail(maxFailuresPerEmail, () => client.signIn(email, "wrong-pass"));
    const refused = await client.signIn(email, "right-pass");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is refused too: the email's counter is what counts.
    expect((await clientFrom().signIn(email, "right-pass")).statusCode).toBe(429);
  });

  test("an unknown email is refused the same way", async () => {
    const known = clientFrom();
    const unknown = clientFrom();
    await account("throttle.known@example.com");
    await fail(maxFailuresPerEmail, () => known.signIn("throttle.known@example.com", "nope-nope"));
    await fail(maxFailuresPerEmail, () =>
      unknown.signIn("throttle.nobody@example.com", "nope-nope"),
    );
    const a = await known.signIn("throttle.known@example.com", "nope-nope");
    const b = await unknown.signIn("throttle.nobody@example.com", "nope-nope");
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    // The same refusal; only the wait differs, by when each counter's last failure was.
    const withoutWait = (body: Record<string, unknown>) => ({ ...body, retryAfterSeconds: 0 });
    expect(withoutWait(b.json())).toEqual(withoutWait(a.json()));
  });

  test("a successful sign-in resets the email's counter", async () => {
    const email = "forgets.sometimes@example.com";
    await account(email);
    const client = clientFrom();
    await fail(maxFailuresPerEmail - 1, () => client.signIn(email, "wrong-pass"));
    expect((await client.signIn(email, "right-pass")).statusCode).toBe(200);
    await fail(maxFailuresPerEmail, () => client.signIn(email, "wrong-pass"));
    expect((await client.signIn(email, "wrong-pass")).statusCode).toBe(429);
  });

  test(`after ${maxFailuresPerAddress} failures from one address, it waits`, async () => {
    await account("ip.victim@example.com");
    const client = clientFrom();
    for (let i = 0; i < maxFailuresPerAddress; i++) {
      expect((await client.signIn(`spray${i}@example.com`, "guess-1")).statusCode).toBe(401);
    }
    const refused = await client.signIn("ip.victim@example.com", "right-pass");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // The account itself is not locked: from elsewhere it signs in.
    expect((await clientFrom().signIn("ip.victim@example.com", "right-pass")).statusCode).toBe(200);
  });

  test("the lock ends when the window passes, and survives better-auth's pruning", async () => {
    const email = "patient@example.com";
    await account(email);
    const client = clientFrom();
    await fail(maxFailuresPerEmail, () => client.signIn(email, "wrong-pass"));
    // better-auth deletes rate-limit rows whose last_request is older than its longest window.
    await ctx.db.delete(rateLimits).where(lt(rateLimits.lastRequest, Date.now() - 60_000));
    advanceClock(windowMs - 60_000);
    expect((await client.signIn(email, "right-pass")).statusCode).toBe(429);
    advanceClock(61_000);
    expect((await client.signIn(email, "right-pass")).statusCode).toBe(200);
  });

  test("parallel guesses cannot slip past the limit", async () => {
    const client = clientFrom();
    const results = await Promise.all(
      Array.from({ length: maxFailuresPerEmail + 3 }, () =>
        client.signIn("parallel@example.com", "guess-guess"),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(maxFailuresPerEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  test("an unverified account's right password neither counts nor clears", async () => {
    const email = "throttle.unverified@example.com";
    await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email,
      password: "right-pass",
      emailVerified: false,
    });
    const client = clientFrom();
    await fail(maxFailuresPerEmail - 1, () => client.signIn(email, "wrong-pass"));
    expect((await client.signIn(email, "right-pass")).statusCode).toBe(403);
    expect((await client.signIn(email, "wrong-pass")).statusCode).toBe(401);
    expect((await client.signIn(email, "right-pass")).statusCode).toBe(429);
  });
});
