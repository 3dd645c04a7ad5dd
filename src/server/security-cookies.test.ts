/**
 * Cookie attributes (issue 17 'Sessions and CSRF'; SECURITY.md 'Sessions'), read from the
 * Set-Cookie headers of real sign-ins: every auth cookie is HttpOnly and SameSite=Lax; in
 * production, or whenever the public address is https, Secure with the __Secure- prefix; in
 * development over http neither (browsers drop Secure cookies on http://localhost pages in
 * some setups, and the prefix requires Secure).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuth } from "./auth/auth";
import { createUserWithPassword } from "./db/factories";
import { createMailer } from "./mail/mailer";
import { createTestContext, linkIn, type TestContext } from "./test/test-app";

interface ParsedCookie {
  name: string;
  attributes: string[];
}

function parse(setCookie: string): ParsedCookie {
  const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf("=")),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

const setCookiesOf = (headers: Record<string, unknown>) =>
  [headers["set-cookie"] ?? []].flat().map(String);

/** Signs in by magic link and by password; returns every Set-Cookie header sent. */
async function signInCookies(ctx: TestContext, email: string): Promise<ParsedCookie[]> {
  const client = ctx.client();
  await client.post("/api/auth/sign-in/magic-link", { email });
  const verify = await client.visit(linkIn((await ctx.mailsTo(email))[0], "/magic-link/verify"));
  expect(verify.statusCode).toBe(302);
  const passwordEmail = `pw.${email}`;
  await createUserWithPassword({
    db: ctx.db,
    auth: ctx.auth,
    email: passwordEmail,
    password: "cookie-pass",
  });
  const signIn = await ctx.client().post("/api/auth/sign-in/email", {
    email: passwordEmail,
    password: "cookie-pass",
  });
  expect(signIn.statusCode).toBe(200);
  return [...setCookiesOf(verify.headers), ...setCookiesOf(signIn.headers)].map(parse);
}

describe("development (http base URL)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  test("the session cookie is HttpOnly and SameSite=Lax, without Secure or a prefix", async () => {
    const cookies = await signInCookies(ctx, "dev.cookie@example.com");
    const sessions = cookies.filter((cookie) => cookie.name.endsWith("session_token"));
    expect(sessions).toHaveLength(2);
    for (const cookie of sessions) {
      expect(cookie.name).toBe("better-auth.session_token");
      expect(cookie.attributes).toContain("httponly");
      expect(cookie.attributes).toContain("samesite=lax");
      expect(cookie.attributes).not.toContain("secure");
    }
    for (const cookie of cookies) expect(cookie.attributes, cookie.name).toContain("httponly");
  });
});

describe("production", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ isProduction: true });
  });
  afterAll(() => ctx.close());

  test("every auth cookie is __Secure-, Secure, HttpOnly and SameSite=Lax", async () => {
    const cookies = await signInCookies(ctx, "prod.cookie@example.com");
    expect(cookies.filter((cookie) => cookie.name.endsWith("session_token"))).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie.name, cookie.name).toMatch(/^__Secure-better-auth\./);
      expect(cookie.attributes, cookie.name).toContain("secure");
      expect(cookie.attributes, cookie.name).toContain("httponly");
      expect(cookie.attributes, cookie.name).toContain("samesite=lax");
    }
  });

  test("the __Secure- session cookie is the one the server reads back", async () => {
    const client = await ctx.signedInClient("prod.read@example.com");
    expect(client.cookieHeader).toMatch(/^__Secure-better-auth\.session_token=/);
    expect((await client.get("/api/me")).json()).toMatchObject({
      user: { email: "prod.read@example.com" },
    });
  });
});

test("an https base URL gets Secure cookies even outside production", async () => {
  const ctx = await createTestContext();
  try {
    const auth = createAuth({
      db: ctx.db,
      mailer: createMailer({
        db: ctx.db,
        smtpUrl: undefined,
        from: "t@example.com",
        log: () => {},
      }),
      baseUrl: "https://staging.lenderlane.example",
      secret: "test-secret-that-is-long-enough-for-better-auth",
      supportEmail: "support@example.com",
      secureCookies: false,
      rateLimit: false,
      logLevel: "error",
    });
    const email = "https.cookie@example.com";
    await createUserWithPassword({ db: ctx.db, auth, email, password: "https-pass" });
    const { headers } = await auth.api.signInEmail({
      body: { email, password: "https-pass" },
      headers: new Headers({ origin: "https://staging.lenderlane.example" }),
      returnHeaders: true,
    });
    const session = headers
      .getSetCookie()
      .map(parse)
      .find((cookie) => cookie.name.endsWith("session_token"));
    expect(session?.name).toBe("__Secure-better-auth.session_token");
    expect(session?.attributes).toContain("secure");
    expect(session?.attributes).toContain("httponly");
    expect(session?.attributes).toContain("samesite=lax");
  } finally {
    await ctx.close();
  }
});
