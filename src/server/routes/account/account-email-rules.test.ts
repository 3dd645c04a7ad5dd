/**
 * Accounts are only created for emails our own forms accept (spec 5 'Email'), so nobody ends up
 * with an account they can't sign in to. better-auth alone accepts e.g. a 65-character local part.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMAIL_MESSAGES } from "@/domain/accounts/email";
import { users } from "../../db/schema";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const longLocal = `${"a".repeat(65)}@example.com`;
const doubleDot = "jane..doe@example.com";

async function userExists(email: string) {
  return (await ctx.db.select().from(users).where(eq(users.email, email))).length > 0;
}

describe("email rules for new accounts", () => {
  test("password sign-up refuses an email the forms would reject, with the form's message", async () => {
    for (const [email, message] of [
      [longLocal, EMAIL_MESSAGES.localPartTooLong],
      [doubleDot, EMAIL_MESSAGES.invalid],
    ] as const) {
      const response = await ctx.client().post("/api/auth/sign-up/email", {
        email,
        password: "s3cret-pass",
        name: "",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_EMAIL", message });
      expect(await userExists(email)).toBe(false);
    }
  });

  test("a magic link is not sent to such an email, and takes no resend lock", async () => {
    const response = await ctx.client().post("/api/auth/sign-in/magic-link", {
      email: longLocal,
      callbackURL: "/dashboard",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_EMAIL",
      message: EMAIL_MESSAGES.localPartTooLong,
    });
    expect(await ctx.mailsTo(longLocal)).toHaveLength(0);
  });

  test("a valid email still signs up and gets its magic link", async () => {
    const signUp = await ctx.client().post("/api/auth/sign-up/email", {
      email: "valid.person@example.com",
      password: "s3cret-pass",
      name: "",
    });
    expect(signUp.statusCode).toBe(200);
    const link = await ctx.client().post("/api/auth/sign-in/magic-link", {
      email: "new.person@example.com",
      callbackURL: "/dashboard",
    });
    expect(link.statusCode).toBe(200);
    expect(await ctx.mailsTo("new.person@example.com")).toHaveLength(1);
  });
});
