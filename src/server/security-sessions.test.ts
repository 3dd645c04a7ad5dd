/**
 * Session lifecycle (issue 17 'Sessions and CSRF'; SECURITY.md 'Sessions'): a sign-in replaces
 * the session the browser held and the old one stops working; sign-out ends the session on the
 * server; a password change ends every other session and replaces the current one; adding a
 * first password ends the other sessions; a password reset ends all of them. "Stops working"
 * is checked with the old Cookie header on a route that needs a session (401).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { releaseMagicLinkLock } from "./auth/magic-link-lock";
import { sessionTokenInCookieHeader, sessionTokenInSetCookies } from "./auth/session-rotation";
import { createUserWithPassword } from "./db/factories";
import { sessions, users } from "./db/schema";
import { createPgRateLimitStore } from "./rate-limit/pg-rate-limit-store";
import { createTestContext, linkIn, type TestClient, type TestContext } from "./test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The status of a borrower-only read sent with this exact Cookie header (200 or 401). */
const statusWith = async (cookie: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/loan-requests", headers: { cookie } }))
    .statusCode;

const sessionRows = async (email: string) =>
  ctx.db
    .select({ token: sessions.token })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));

const signIn = (client: TestClient, email: string, password: string) =>
  client.post("/api/auth/sign-in/email", { email, password });

async function passwordUser(email: string, password: string) {
  await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password });
  const client = ctx.client();
  expect((await signIn(client, email, password)).statusCode).toBe(200);
  return client;
}

describe("rotation at sign-in", () => {
  test("signing in again replaces the session: the old cookie no longer works", async () => {
    const email = "rotate.password@example.com";
    const client = await passwordUser(email, "rotate-pass");
    const before = client.cookieHeader;
    expect(await statusWith(before)).toBe(200);

    expect((await signIn(client, email, "rotate-pass")).statusCode).toBe(200);
    const after = client.cookieHeader;
    expect(sessionTokenInCookieHeader(after)).not.toBe(sessionTokenInCookieHeader(before));
    expect(await statusWith(after)).toBe(200);
    expect(await statusWith(before)).toBe(401);
    expect(await sessionRows(email)).toHaveLength(1);
  });

  test("an earlier session sent in another spelling better-auth reads (quoted, spaced) is ended too", async () => {
    expect(sessionTokenInCookieHeader('better-auth.session_token="tok.sig"')).toBe("tok");
    expect(sessionTokenInCookieHeader("a=1;  better-auth.session_token =tok.sig")).toBe("tok");
    const email = "rotate.quoted@example.com";
    const client = await passwordUser(email, "rotate-pass");
    const session = client.cookieHeader
      .split("; ")
      .find((pair) => pair.startsWith("better-auth.session_token="));
    if (!session) throw new Error("no session cookie");
    const quoted = `better-auth.session_token ="${session.slice(session.indexOf("=") + 1)}"`;
    expect(await statusWith(quoted)).toBe(200);
    const again = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { cookie: quoted },
      payload: { email, password: "rotate-pass" },
    });
    expect(again.statusCode).toBe(200);
    expect(await statusWith(quoted)).toBe(401);
    expect(await sessionRows(email)).toHaveLength(1);
  });

  test("a session planted before a magic-link sign-in (someone else's) is ended by it", async () => {
    // An attacker's own session cookie set in the victim's browser; the victim then signs in.
    const attacker = await ctx.signedInClient("planter@example.com");
    const planted = attacker.cookieHeader;
    const victim = "victim.rotation@example.com";
    await ctx.client().post("/api/auth/sign-in/magic-link", { email: victim });
    const link = linkIn((await ctx.mailsTo(victim))[0], "/magic-link/verify");
    const url = new URL(link);
    const verify = await ctx.app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: { cookie: planted },
    });
    expect(verify.statusCode).toBe(302);
    const setCookies = [verify.headers["set-cookie"] ?? []].flat();
    const fresh = sessionTokenInSetCookies(setCookies);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(sessionTokenInCookieHeader(planted));
    expect(await statusWith(planted)).toBe(401);
    expect(await sessionRows("planter@example.com")).toHaveLength(0);
  });

  test("a renewal or a failed sign-in does not end the current session", async () => {
    const email = "keep.session@example.com";
    const client = await passwordUser(email, "keep-pass");
    const cookie = client.cookieHeader;
    expect((await client.get("/api/auth/get-session")).statusCode).toBe(200);
    expect((await signIn(client, email, "wrong-pass")).statusCode).toBe(401);
    expect(await statusWith(cookie)).toBe(200);
  });
});

describe("sign-out", () => {
  test("ends the session on the server: the old cookie gets 401 afterwards", async () => {
    const email = "sign.out@example.com";
    const client = await ctx.signedInClient(email);
    const cookie = client.cookieHeader;
    expect(await statusWith(cookie)).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await sessionRows(email)).toHaveLength(0);
    expect(await statusWith(cookie)).toBe(401);
  });
});

describe("password change (POST /api/me/password)", () => {
  test("ends the other sessions and replaces this one, whatever the client asks", async () => {
    const email = "change.revokes@example.com";
    const here = await passwordUser(email, "first-pass");
    const elsewhere = ctx.client();
    expect((await signIn(elsewhere, email, "first-pass")).statusCode).toBe(200);
    const hereBefore = here.cookieHeader;
    const elsewhereCookie = elsewhere.cookieHeader;

    // A client cannot opt out: better-auth's revokeOtherSessions is not ours to send.
    const response = await here.post("/api/me/password", {
      currentPassword: "first-pass",
      newPassword: "second-pass",
      revokeOtherSessions: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await statusWith(elsewhereCookie)).toBe(401);
    // Rotated: a new cookie keeps this browser signed in, the one it had is ended.
    expect(here.cookieHeader).not.toBe(hereBefore);
    expect(await statusWith(here.cookieHeader)).toBe(200);
    expect(await statusWith(hereBefore)).toBe(401);
    expect(await sessionRows(email)).toHaveLength(1);
  });

  test("adding a first password ends the other sessions and keeps this one", async () => {
    const email = "add.revokes@example.com";
    const here = await ctx.signedInClient(email);
    // A second browser signs in by magic link too (the resend lock released for the test).
    await releaseMagicLinkLock(createPgRateLimitStore(ctx.db), email);
    const elsewhere = ctx.client();
    expect((await elsewhere.post("/api/auth/sign-in/magic-link", { email })).statusCode).toBe(200);
    await elsewhere.visit(linkIn((await ctx.mailsTo(email))[0], "/magic-link/verify"));
    const elsewhereCookie = elsewhere.cookieHeader;
    expect(await statusWith(elsewhereCookie)).toBe(200);
    expect(await sessionRows(email)).toHaveLength(2);

    const response = await here.post("/api/me/password", { newPassword: "brand-new-pass" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: true });
    expect(await statusWith(here.cookieHeader)).toBe(200);
    expect(await statusWith(elsewhereCookie)).toBe(401);
  });
});

describe("password reset", () => {
  test("ends every session of the account", async () => {
    const email = "reset.revokes@example.com";
    const one = await passwordUser(email, "old-pass");
    const two = ctx.client();
    expect((await signIn(two, email, "old-pass")).statusCode).toBe(200);
    const cookies = [one.cookieHeader, two.cookieHeader];

    await ctx.client().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    const visit = await ctx
      .client()
      .visit(linkIn((await ctx.mailsTo(email))[0], "/reset-password/"));
    const token = new URL(String(visit.headers.location)).searchParams.get("token");
    const reset = await ctx.client().post("/api/auth/reset-password", {
      token,
      newPassword: "new-pass-123",
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of cookies) expect(await statusWith(cookie)).toBe(401);
    expect(await sessionRows(email)).toHaveLength(0);
  });
});
