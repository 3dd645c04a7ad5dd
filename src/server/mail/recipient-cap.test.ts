/**
 * Mail flooding (issue 10, item 7): visitor-triggered mails are capped per recipient, with the
 * usual answers; password sign-up is capped per client address.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SIGN_UP_LIMIT } from "../auth/sign-up-limit";
import { createUserWithPassword } from "../db/factories";
import { createPgRateLimitStore } from "../rate-limit/pg-rate-limit-store";
import { createTestContext, type TestContext } from "../test/test-app";
import { MAIL_RECIPIENT_CAP } from "./recipient-cap";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let addressCounter = 0;
const post = (url: string, payload: unknown, address = `198.51.100.${++addressCounter}`) =>
  ctx.client().request({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: { "x-forwarded-for": address },
  });

describe("per-recipient mail cap", () => {
  test(`at most ${MAIL_RECIPIENT_CAP.max} reset mails an hour, whatever the client address`, async () => {
    const email = "reset.flood@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    const answers = [];
    for (let i = 0; i < MAIL_RECIPIENT_CAP.max + 3; i++) {
      const response = await post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      answers.push([response.statusCode, response.body]);
    }
    // Every answer is the usual one: the cap tells nothing about the account.
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(200);
    expect(await ctx.mailsTo(email)).toHaveLength(MAIL_RECIPIENT_CAP.max);
  });

  test("'you already have an account' mails count too", async () => {
    const email = "signup.flood@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    for (let i = 0; i < MAIL_RECIPIENT_CAP.max + 2; i++) {
      const response = await post("/api/auth/sign-up/email", {
        email,
        password: "another-pass",
        name: "",
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await ctx.mailsTo(email)).toHaveLength(MAIL_RECIPIENT_CAP.max);
  });
});

describe("per-address sign-up cap", () => {
  test(`${SIGN_UP_LIMIT.maxPerAddress} sign-ups an hour from one address, then 429`, async () => {
    const address = "203.0.113.77";
    // The first attempts straight into the counter (each HTTP sign-up hashes a password: slow).
    for (let i = 0; i < SIGN_UP_LIMIT.maxPerAddress - 1; i++) {
      const reserved = await createPgRateLimitStore(ctx.db).reserveAttempt(
        `sign-up:ip:${address}`,
        SIGN_UP_LIMIT.maxPerAddress,
        SIGN_UP_LIMIT.windowMs,
      );
      expect(reserved).toBeNull();
    }
    const last = await post(
      "/api/auth/sign-up/email",
      { email: "bulk.fits@example.com", password: "secret123", name: "" },
      address,
    );
    expect(last.statusCode).toBe(200);
    const refused = await post(
      "/api/auth/sign-up/email",
      { email: "bulk.last@example.com", password: "secret123", name: "" },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "too_many_attempts" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ctx.mailsTo("bulk.last@example.com")).toHaveLength(0);
    const elsewhere = await post("/api/auth/sign-up/email", {
      email: "bulk.elsewhere@example.com",
      password: "secret123",
      name: "",
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
