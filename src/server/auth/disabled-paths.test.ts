/**
 * better-auth endpoints the web does not use are not served: verify-password would let a
 * session holder guess the password without any lockout (issue 10, item 1).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../db/factories";
import { createTestContext, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("disabled better-auth endpoints", () => {
  test("verify-password and update-user answer 404 to a signed-in user", async () => {
    const client = await ctx.signedInClient("disabled.paths@example.com");
    const verify = await client.post("/api/auth/verify-password", { password: "anything" });
    expect(verify.statusCode).toBe(404);
    const update = await client.post("/api/auth/update-user", { name: "Someone Else" });
    expect(update.statusCode).toBe(404);
  });

  test("password sign-in still works", async () => {
    const email = "still.signs.in@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "right-pass" });
    const response = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email, password: "right-pass" });
    expect(response.statusCode).toBe(200);
  });
});
