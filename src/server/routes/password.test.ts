import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeAdmin } from "../services/make-admin";
import { createTestContext, linkIn, type TestClient, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function verifiedPasswordUser(email: string, password: string): Promise<TestClient> {
  const client = ctx.client();
  await client.post("/api/auth/sign-up/email", { email, password, name: "" });
  await client.visit(linkIn((await ctx.mailsTo(email))[0], "/verify-email"));
  return client;
}

const signIn = (email: string, password: string) =>
  ctx.client().post("/api/auth/sign-in/email", { email, password });

describe("password reset by email", () => {
  test("the emailed link sets a new password; the old one stops working", async () => {
    const email = "forgetful@example.com";
    await verifiedPasswordUser(email, "old-password");

    const request = await ctx.client().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/lender-login",
    });
    expect(request.statusCode).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toBe("Reset your LenderLane password");
    const visit = await ctx.client().visit(linkIn(mail, "/reset-password/"));
    expect(visit.statusCode).toBe(302);
    const target = new URL(String(visit.headers.location), "http://x");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await ctx.client().post("/api/auth/reset-password", {
      token,
      newPassword: "new-password",
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, "old-password")).statusCode).toBe(401);
    expect((await signIn(email, "new-password")).statusCode).toBe(200);
  });

  test("an unknown email gets the same answer and no mail", async () => {
    const response = await ctx.client().post("/api/auth/request-password-reset", {
      email: "nobody.here@example.com",
      redirectTo: "/lender-login",
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.mailsTo("nobody.here@example.com")).toHaveLength(0);
  });
});

describe("own password change", () => {
  test("needs the current password, then the new one works", async () => {
    const email = "changer@example.com";
    const client = await verifiedPasswordUser(email, "first-pass");

    const wrong = await client.post("/api/auth/change-password", {
      currentPassword: "not-it",
      newPassword: "second-pass",
    });
    expect(wrong.statusCode).toBe(400);

    const short = await client.post("/api/auth/change-password", {
      currentPassword: "first-pass",
      newPassword: "12345",
    });
    expect(short.statusCode).toBe(400);

    const ok = await client.post("/api/auth/change-password", {
      currentPassword: "first-pass",
      newPassword: "second-pass",
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(email, "second-pass")).statusCode).toBe(200);
  });

  test("is refused when signed out", async () => {
    const response = await ctx.client().post("/api/auth/change-password", {
      currentPassword: "x",
      newPassword: "yyyyyy",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("admin bootstrap (npm run admin:create)", () => {
  test("creates a verified admin who can sign in with the given password", async () => {
    const auth = ctx.app.auth;
    const result = await makeAdmin({
      db: ctx.db,
      auth,
      email: "Boss@Example.com",
      password: "admin-pass",
    });
    expect(result.created).toBe(true);
    const client = ctx.client();
    expect(
      (
        await client.post("/api/auth/sign-in/email", {
          email: "boss@example.com",
          password: "admin-pass",
        })
      ).statusCode,
    ).toBe(200);
    expect((await client.get("/api/me")).json().profile.userType).toBe("admin");
  });

  test("promotes an existing account without changing its password", async () => {
    const email = "promote.me@example.com";
    await verifiedPasswordUser(email, "keep-this");
    const result = await makeAdmin({ db: ctx.db, auth: ctx.app.auth, email });
    expect(result.created).toBe(false);
    const client = ctx.client();
    await client.post("/api/auth/sign-in/email", { email, password: "keep-this" });
    expect((await client.get("/api/me")).json().profile.userType).toBe("admin");
  });
});
