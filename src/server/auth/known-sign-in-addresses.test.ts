/**
 * A shared address full of failed guesses must not lock out every user behind it (issue 10,
 * item 10): who signed in from there before keeps signing in; newcomers wait as before.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../db/factories";
import { createTestContext, type TestContext } from "../test/test-app";
import { SIGN_IN_THROTTLE } from "./auth-limits";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SHARED = "192.0.2.44";
const signIn = (email: string, password: string, address = SHARED) =>
  ctx.client().request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    headers: { "x-forwarded-for": address },
  });

describe("sign-in throttle keyed on (email, address)", () => {
  test("after a spray from a shared address, its regular users still sign in", async () => {
    const regular = "office.regular@example.com";
    const newcomer = "office.newcomer@example.com";
    for (const email of [regular, newcomer]) {
      await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    }
    expect((await signIn(regular, "right-pass")).statusCode).toBe(200);

    for (let i = 0; i < SIGN_IN_THROTTLE.maxFailuresPerAddress; i++) {
      expect((await signIn(`sprayed${i}@example.com`, "guess-1")).statusCode).toBe(401);
    }

    expect((await signIn(regular, "right-pass")).statusCode).toBe(200);
    // Someone who never signed in from there waits, as before (spraying stays bounded).
    expect((await signIn(newcomer, "right-pass")).statusCode).toBe(429);
  });

  test("a known pair still meets the email's own limit", async () => {
    const email = "known.but.guessed@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    const address = "192.0.2.45";
    expect((await signIn(email, "right-pass", address)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_THROTTLE.maxFailuresPerEmail; i++) {
      expect((await signIn(email, "wrong-pass", address)).statusCode).toBe(401);
    }
    expect((await signIn(email, "right-pass", address)).statusCode).toBe(429);
  });
});
