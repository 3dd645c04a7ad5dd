import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { makeAdmin } from "../../services/account/make-admin";
import {
  createTestContext,
  linkIn,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from "../../test/test-app";

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
  test("the emailed link opens /reset-password?token=…, sets a new password, signs others out", async () => {
    const email = "forgetful@example.com";
    const session = await verifiedPasswordUser(email, "old-password");
    expect((await session.get("/api/me")).statusCode).toBe(200);

    const request = await ctx.client().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(request.statusCode).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toBe("Reset your LenderLane password");
    const link = linkIn(mail, "/reset-password/");
    const visit = await ctx.client().visit(link);
    expect(visit.statusCode).toBe(302);
    const target = new URL(String(visit.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${TEST_BASE_URL}/reset-password`);
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const short = await ctx.client().post("/api/auth/reset-password", {
      token,
      newPassword: "12345",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe("PASSWORD_TOO_SHORT");

    const reset = await ctx.client().post("/api/auth/reset-password", {
      token,
      newPassword: "new-password",
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, "old-password")).statusCode).toBe(401);
    expect((await signIn(email, "new-password")).statusCode).toBe(200);
    expect((await session.get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)

    // Used once: the link now reports an invalid token, and the token is refused.
    const reused = await ctx.client().visit(link);
    expect(reused.headers.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`);
    const again = await ctx.client().post("/api/auth/reset-password", {
      token,
      newPassword: "third-password",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("INVALID_TOKEN");
  });

  test("an expired or unknown link goes to /reset-password?error=INVALID_TOKEN", async () => {
    const email = "too.late@example.com";
    await verifiedPasswordUser(email, "old-password");
    await ctx.client().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    const link = new URL(linkIn((await ctx.mailsTo(email))[0], "/reset-password/"));
    const unknown = new URL(link);
    unknown.pathname = `${link.pathname}x`;
    const invalid = await ctx.client().visit(unknown.toString());
    expect(invalid.headers.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`);

    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now + 60 * 60 * 1000 + 1000);
    try {
      const expired = await ctx.client().visit(link.toString());
      expect(expired.headers.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`);
    } finally {
      vi.useRealTimers();
    }
  });

  test("an unknown email gets the same answer and no mail", async () => {
    const response = await ctx.client().post("/api/auth/request-password-reset", {
      email: "nobody.here@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.mailsTo("nobody.here@example.com")).toHaveLength(0);
  });

  test("reset links only lead to this site", async () => {
    const response = await ctx.client().post("/api/auth/request-password-reset", {
      email: "forgetful@example.com",
      redirectTo: "https://evil.example.net/reset-password",
    });
    expect(response.statusCode).toBe(403);
  });
});

/** Follows a reset mail's link and sets the password; returns the page the link opened. */
async function resetThroughMail(email: string, newPassword: string) {
  await ctx
    .client()
    .post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  const mail = (await ctx.mailsTo(email)).find((m) => m.subject.startsWith("Reset your"));
  const opened = await ctx.client().visit(linkIn(mail, "/reset-password/"));
  const page = new URL(String(opened.headers.location));
  const token = page.searchParams.get("token") ?? "";
  const reset = await ctx.client().post("/api/auth/reset-password", { token, newPassword });
  expect(reset.statusCode, reset.body).toBe(200);
  return page;
}

describe("a reset before the email is confirmed (issue 28 item 13)", () => {
  test("a lender's reset proves the email: sign-in works, the old confirmation link still lands well", async () => {
    const email = "reset.first.lender@example.com";
    const signup = await ctx.client().post("/api/lender-signup", {
      companyName: "Reset First Lending",
      email,
      password: "first-pass-123",
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const confirmation = linkIn((await ctx.mailsTo(email))[0], "/verify-email");
    expect(new URL(confirmation).searchParams.get("callbackURL")).toBe("/auth?link=confirmation");

    const page = await resetThroughMail(email, "second-pass-456");
    // The reset page knows to send a lender on to /lender-login.
    expect(page.pathname).toBe("/reset-password");
    expect(page.searchParams.get("account")).toBe("lender");

    const signedIn = await signIn(email, "second-pass-456");
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // The confirmation link opened afterwards: no 'invalid link' error, the sign-in page.
    const opened = await ctx.client().visit(confirmation);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/auth?link=confirmation");
  });

  test("a borrower's reset link has no account mark (the page goes on to /auth)", async () => {
    const email = "reset.first.borrower@example.com";
    await ctx.client().post("/api/auth/sign-up/email", { email, password: "first-pass", name: "" });
    const page = await resetThroughMail(email, "second-pass");
    expect(page.searchParams.get("account")).toBeNull();
    expect((await signIn(email, "second-pass")).statusCode).toBe(200);
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
