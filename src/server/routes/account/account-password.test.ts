import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../../db/factories";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, client = ctx.client()) =>
  client.post("/api/auth/sign-in/email", { email, password });

async function passwordUser(email: string, password: string): Promise<TestClient> {
  await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
  const client = ctx.client();
  expect((await signIn(email, password, client)).statusCode).toBe(200);
  return client;
}

const changePassword = (client: TestClient, body: Record<string, unknown>) =>
  client.post("/api/me/password", body);

describe("POST /api/me/password: change", () => {
  test("checks the current password and the new one's length, then changes it", async () => {
    const email = "changer@example.com";
    const client = await passwordUser(email, "first-pass");
    const otherDevice = ctx.client();
    expect((await signIn(email, "first-pass", otherDevice)).statusCode).toBe(200);

    const wrong = await changePassword(client, {
      currentPassword: "not-it",
      newPassword: "second-pass",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: "Current password is incorrect" });

    const missing = await changePassword(client, { newPassword: "second-pass" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      currentPassword: "Current password is required",
    });

    const short = await changePassword(client, {
      currentPassword: "first-pass",
      newPassword: "12345",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      newPassword: "Password must be at least 6 characters long.",
    });

    const ok = await changePassword(client, {
      currentPassword: "first-pass",
      newPassword: "second-pass",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ added: false });

    // This browser stays signed in; the other device is signed out.
    expect((await client.get("/api/me")).statusCode).toBe(200);
    expect((await otherDevice.get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)
    expect((await signIn(email, "first-pass")).statusCode).toBe(401);
    expect((await signIn(email, "second-pass")).statusCode).toBe(200);
  });

  test("guessing the current password is throttled like sign-in", async () => {
    const email = "session.thief@example.com";
    const client = await passwordUser(email, "real-pass");
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(client, {
        currentPassword: `guess-${i}`,
        newPassword: "mine-now",
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await changePassword(client, {
      currentPassword: "real-pass",
      newPassword: "mine-now",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: "too_many_attempts",
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.headers["retry-after"]).toBe(String(refused.json().error.retryAfterSeconds));
    expect((await signIn(email, "real-pass")).statusCode).toBe(429);
  });

  test("is refused when signed out", async () => {
    const response = await ctx.client().post("/api/me/password", { newPassword: "whatever" });
    expect(response.statusCode).toBe(401);
  });

  test("better-auth's own /change-password is not served over HTTP", async () => {
    const client = await passwordUser("direct@example.com", "direct-pass");
    const response = await client.post("/api/auth/change-password", {
      currentPassword: "direct-pass",
      newPassword: "other-pass",
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/me/password: add", () => {
  test("a magic-link user adds a password without a current one, then signs in with it", async () => {
    const email = "magic.only@example.com";
    const client = await ctx.signedInClient(email);
    expect((await client.get("/api/me")).json().hasPassword).toBe(false);

    const short = await changePassword(client, { newPassword: "12345" });
    expect(short.statusCode).toBe(400);

    const added = await changePassword(client, { currentPassword: "", newPassword: "brand-new" });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ added: true });
    expect((await client.get("/api/me")).json().hasPassword).toBe(true);
    expect((await signIn(email, "brand-new")).statusCode).toBe(200);

    // From now on it is a change: the current password is required.
    const again = await changePassword(client, { newPassword: "another-one" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.currentPassword).toBe("Current password is required");
  });
});
