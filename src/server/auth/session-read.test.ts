/**
 * The viewer read of a signed-in request (issue 34, session-read.ts): one query, counted here,
 * and the same answers as better-auth's getSession for revoked, expired, forged and
 * refresh-due sessions (sign-out and password reset are in routes/account; a lender removed
 * from a team in routes/lender-team).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sessions, users } from "../db/schema";
import { statementsDuring } from "../test/statements";
import { createTestContext, type TestClient, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The session row behind a client's cookie. */
async function sessionOf(client: TestClient) {
  const token = decodeURIComponent(
    client.cookieHeader.match(/session_token=([^;]+)/)?.[1] ?? "",
  ).split(".")[0];
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, token ?? ""));
  if (!row) throw new Error("no session row");
  return row;
}

describe("the viewer of a signed-in request", () => {
  test("costs one query: session, user and profile joined", async () => {
    const client = await ctx.signedInClient("one.query@example.com", { fullName: "Ona Query" });
    const sent = await statementsDuring(ctx.handle, async () => {
      const me = await client.get("/api/me");
      expect(me.json()).toMatchObject({
        user: { email: "one.query@example.com" },
        profile: { fullName: "Ona Query" },
      });
    });
    const sessionReads = sent.filter((text) => /\bfrom "sessions"/i.test(text));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toMatch(/join "users".*join "profiles"/is);
    // Nothing else reads the user or the profile on its own.
    expect(sent.filter((text) => /^select .* from "(users|profiles)"/is.test(text))).toEqual([]);
  });

  test("a visitor and a forged cookie cost no query", async () => {
    const client = await ctx.signedInClient("forged@example.com");
    const forged = ctx.client();
    forged.setCookie(
      "better-auth.session_token",
      client.cookieHeader.replace(
        /.*session_token=([^;.]+)\.[^;]*/,
        "$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
      ),
    );
    const sent = await statementsDuring(ctx.handle, async () => {
      expect((await ctx.client().get("/api/me")).json()).toBeNull();
      expect((await forged.get("/api/me")).json()).toBeNull();
    });
    expect(sent.filter((text) => /"sessions"/.test(text))).toEqual([]);
  });

  test("a deleted session (sign-out elsewhere, rotation) is signed out on the next request", async () => {
    const client = await ctx.signedInClient("deleted.session@example.com");
    expect((await client.get("/api/me")).json()).not.toBeNull();
    const row = await sessionOf(client);
    await ctx.db.delete(sessions).where(eq(sessions.id, row.id));
    expect((await client.get("/api/me")).json()).toBeNull();
  });

  test("an expired session is signed out and its row deleted, as better-auth does", async () => {
    const client = await ctx.signedInClient("expired.session@example.com");
    const row = await sessionOf(client);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row.id));
    expect((await client.get("/api/me")).json()).toBeNull();
    expect(await ctx.db.select().from(sessions).where(eq(sessions.id, row.id))).toEqual([]);
  });

  test("a session due for the daily refresh is extended by better-auth", async () => {
    const client = await ctx.signedInClient("refresh.session@example.com");
    const row = await sessionOf(client);
    // Issued 2 days ago: 28 of its 30 days left, past better-auth's one-day updateAge.
    const dayMs = 24 * 60 * 60 * 1000;
    const aged = new Date(Date.now() + 28 * dayMs);
    await ctx.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.id, row.id));
    expect((await client.get("/api/me")).json()).toMatchObject({
      user: { email: "refresh.session@example.com" },
    });
    const after = await sessionOf(client);
    expect(after.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + dayMs);
  });

  test("a user deleted with their sessions is signed out", async () => {
    const client = await ctx.signedInClient("gone.user@example.com");
    expect((await client.get("/api/me")).json()).not.toBeNull();
    await ctx.db.delete(users).where(eq(users.email, "gone.user@example.com"));
    expect((await client.get("/api/me")).json()).toBeNull();
  });
});
