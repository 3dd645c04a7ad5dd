import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LENDER_SIGNUP_LIMIT, TOO_MANY_SIGN_UPS_MESSAGE } from "../../auth/auth-limits";
import { profiles, users } from "../../db/schema";
import { createTestContext, linkIn, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const password = "s3cret-pass";

describe("email and password", () => {
  test("sign-up → verification mail → verify → sign-in → session → sign-out", async () => {
    const client = ctx.client();
    const email = "Ada.Investor@example.com";
    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password,
      name: "",
      callbackURL: "/auth",
    });
    expect(signUp.statusCode).toBe(200);

    // Not signed in yet: verification comes first.
    expect((await client.get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)

    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toBe("Confirm your LenderLane email address");
    expect(mail?.html).toContain("Confirm email address");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");

    const verify = await client.visit(linkIn(mail, "/api/auth/verify-email"));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/auth?link=confirmation");

    const signIn = await ctx.client().post("/api/auth/sign-in/email", { email, password });
    expect(signIn.statusCode).toBe(200);

    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: "ada.investor@example.com", emailVerified: true },
      profile: { email: "ada.investor@example.com", userType: "borrower", approvalStatus: null },
    });

    const signOut = await client.post("/api/auth/sign-out", {});
    expect(signOut.statusCode).toBe(200);
    expect((await client.get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)
  });

  test("session cookie is httpOnly and SameSite=Lax", async () => {
    const client = ctx.client();
    const email = "cookie@example.com";
    await client.post("/api/auth/sign-up/email", { email, password, name: "" });
    const [mail] = await ctx.mailsTo(email);
    const verify = await client.visit(linkIn(mail, "/verify-email"));
    const setCookie = [verify.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  test("password sign-in before verifying the email is refused", async () => {
    const client = ctx.client();
    const email = "unverified@example.com";
    await client.post("/api/auth/sign-up/email", { email, password, name: "" });
    const signIn = await client.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe("EMAIL_NOT_VERIFIED");
    expect((await client.get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)
  });

  test("a password shorter than 6 characters is refused", async () => {
    const response = await ctx.client().post("/api/auth/sign-up/email", {
      email: "short@example.com",
      password: "12345",
      name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("PASSWORD_TOO_SHORT");
  });

  test("wrong password is refused", async () => {
    const client = ctx.client();
    const email = "wrong@example.com";
    await client.post("/api/auth/sign-up/email", { email, password, name: "" });
    await client.visit(linkIn((await ctx.mailsTo(email))[0], "/verify-email"));
    const signIn = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email, password: "not-the-password" });
    expect(signIn.statusCode).toBe(401);
  });

  test("signing up again with a registered email answers the same and mails the owner", async () => {
    const email = "twice@example.com";
    const first = await ctx.client().post("/api/auth/sign-up/email", { email, password, name: "" });
    const second = await ctx
      .client()
      .post("/api/auth/sign-up/email", { email, password, name: "" });
    expect(second.statusCode).toBe(first.statusCode);
    const mails = await ctx.mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toContain("You already have a LenderLane account");
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("magic link", () => {
  test("a new email gets a user and a borrower profile, lands on /auth, and the link works once", async () => {
    const email = "new.magic@example.com";
    const client = ctx.client();
    const send = await client.post("/api/auth/sign-in/magic-link", {
      email,
      callbackURL: "/auth",
      errorCallbackURL: "/auth",
    });
    expect(send.statusCode).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    expect(mail?.subject).toBe("Your LenderLane sign-in link");
    expect(mail?.text).toContain("expires in 1 hour");
    const link = linkIn(mail, "/api/auth/magic-link/verify");

    const verify = await client.visit(link);
    expect(verify.statusCode).toBe(302);
    expect(new URL(String(verify.headers.location), "http://x").pathname).toBe("/auth");

    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ email, userType: "borrower" });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.userType).toBe("borrower");

    // Used once: a second visit is refused with an error for the /auth page.
    const again = await ctx.client().visit(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${TEST_BASE_URL}/auth?error=INVALID_TOKEN`);
  });

  test("a magic link verifies the email of an existing password account", async () => {
    const email = "both@example.com";
    await ctx.client().post("/api/auth/sign-up/email", { email, password, name: "" });
    const client = ctx.client();
    await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth" });
    const mails = await ctx.mailsTo(email);
    const magic = mails.find((mail) => mail.subject.includes("sign-in link"));
    await client.visit(linkIn(magic, "/magic-link/verify"));
    expect((await client.get("/api/me")).json().user.emailVerified).toBe(true);
  });
});

describe("lender sign-up", () => {
  test("creates a lender profile pending approval, with its company", async () => {
    const email = "lender@example.com";
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: "Harbor Point Capital",
      email,
      password,
      website: "https://harborpoint.example.com",
    });
    expect(response.statusCode).toBe(201);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      userType: "lender",
      approvalStatus: "pending",
      companyName: "Harbor Point Capital",
      website: "https://harborpoint.example.com",
    });
    expect((await ctx.mailsTo(email))[0]?.subject).toBe("Confirm your LenderLane email address");
  });

  test("missing company name and short password get field messages", async () => {
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: " ",
      email: "x@example.com",
      password: "123",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      companyName: "Company name is required",
      password: "Password must be at least 6 characters long.",
    });
  });

  test("a password longer than the auth server accepts gets a field message", async () => {
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: "Long Pass Lending",
      email: "long.pass@example.com",
      password: "p".repeat(129),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      password: "Password must be at most 128 characters long.",
    });
  });

  test("an existing borrower's email does not turn that account into a lender", async () => {
    const email = "borrower.first@example.com";
    await ctx.client().post("/api/auth/sign-up/email", { email, password, name: "" });
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: "Sneaky Lending",
      email,
      password,
    });
    expect(response.statusCode).toBe(201);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ userType: "borrower", companyName: null });
  });

  test("is limited per client address, since each attempt sends a mail", async () => {
    const from = (address: string, n: number) =>
      ctx.client().request({
        method: "POST",
        url: "/api/lender-signup",
        headers: { "x-forwarded-for": address },
        payload: { companyName: `Flood ${n} Capital`, email: `flood${n}@example.com`, password },
      });
    for (let n = 0; n < LENDER_SIGNUP_LIMIT.maxPerAddress; n += 1) {
      expect((await from("203.0.113.50", n)).statusCode).toBe(201);
    }
    const refused = await from("203.0.113.50", 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_SIGN_UPS_MESSAGE);
    expect(refused.json().error.code).toBe("too_many_attempts");
    expect(Number(refused.headers["retry-after"])).toBe(refused.json().error.retryAfterSeconds);
    expect(refused.json().error.retryAfterSeconds).toBeGreaterThan(0);
    expect(await ctx.mailsTo("flood99@example.com")).toHaveLength(0);
    expect((await from("203.0.113.51", 100)).statusCode).toBe(201);
  });
});

describe("a lender after sign-up", () => {
  test("verifies, signs in by password and by magic link, and is pending", async () => {
    const email = "flow.lender@example.com";
    const signUp = await ctx.client().post("/api/lender-signup", {
      companyName: "Flow Lending",
      email,
      password,
      website: "https://flow.example.com",
    });
    expect(signUp.statusCode).toBe(201);
    expect(
      (await ctx.client().post("/api/auth/sign-in/email", { email, password })).statusCode,
    ).toBe(403);

    const verify = await ctx.client().visit(linkIn((await ctx.mailsTo(email))[0], "/verify-email"));
    expect(verify.headers.location).toBe("/auth?link=confirmation");

    const byPassword = ctx.client();
    expect((await byPassword.post("/api/auth/sign-in/email", { email, password })).statusCode).toBe(
      200,
    );
    expect((await byPassword.get("/api/me")).json()).toMatchObject({
      profile: { userType: "lender", approvalStatus: "pending", companyName: "Flow Lending" },
      hasPassword: true,
    });

    const byLink = ctx.client();
    await byLink.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth" });
    const magic = (await ctx.mailsTo(email)).find((mail) => mail.subject.includes("sign-in link"));
    expect((await byLink.visit(linkIn(magic, "/magic-link/verify"))).statusCode).toBe(302);
    expect((await byLink.get("/api/me")).json().profile).toMatchObject({
      userType: "lender",
      approvalStatus: "pending",
    });
  });
});
