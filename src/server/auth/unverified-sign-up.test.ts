/**
 * Account pre-hijacking (issue 10, item 6): an attacker signs up first with a victim's email.
 * When the victim signs up too, the attacker's password stops working and the confirmation
 * link the attacker's sign-up mailed no longer confirms the account.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../db/factories";
import { users } from "../db/schema";
import { createTestContext, linkIn, type TestContext } from "../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let addressCounter = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  ctx.client().request({
    method: "POST",
    url,
    payload,
    headers: { "x-forwarded-for": `198.51.100.${++addressCounter}` },
  });
const signUp = (email: string, password: string) =>
  post("/api/auth/sign-up/email", { email, password, name: "", callbackURL: "/auth" });
const signIn = (email: string, password: string) =>
  post("/api/auth/sign-in/email", { email, password });

async function isVerified(email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user?.emailVerified;
}

describe("a sign-up that meets an unverified account", () => {
  test("replaces the earlier password and voids the earlier confirmation link", async () => {
    const email = "prehijack.victim@example.com";
    expect((await signUp(email, "attacker-pass")).statusCode).toBe(200);
    const [attackersMail] = await ctx.mailsTo(email);
    const attackersLink = linkIn(attackersMail, "/api/auth/verify-email");
    // Tokens carry whole seconds: the victim comes along later.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await signUp(email, "victim-pass")).statusCode).toBe(200);
    const [latest] = await ctx.mailsTo(email);
    expect(latest?.subject).toBe("You already have a LenderLane account");
    expect(latest?.links.some((link) => link.includes("/lender-login?mode=forgot"))).toBe(true);

    // The attacker's password is gone.
    expect((await signIn(email, "attacker-pass")).statusCode).toBe(401);
    // Clicking the confirmation mail of the attacker's sign-up neither confirms nor signs in.
    const visit = await ctx.client().visit(attackersLink);
    expect(String(visit.headers.location)).toContain("error=INVALID_TOKEN");
    expect(visit.cookies).toEqual([]);
    expect(await isVerified(email)).toBe(false);

    // The victim's password works: signing in sends a fresh confirmation, which confirms.
    expect((await signIn(email, "victim-pass")).statusCode).toBe(403);
    const [fresh] = await ctx.mailsTo(email);
    const confirmed = await ctx.client().visit(linkIn(fresh, "/api/auth/verify-email"));
    expect(String(confirmed.headers.location ?? "")).not.toContain("error=");
    expect(await isVerified(email)).toBe(true);
    expect((await signIn(email, "victim-pass")).statusCode).toBe(200);
  });

  test("a magic link confirms the account without the earlier password (better-auth's own defence)", async () => {
    const email = "prehijack.magic@example.com";
    expect((await signUp(email, "attacker-pass")).statusCode).toBe(200);
    const client = ctx.client();
    expect((await client.post("/api/auth/sign-in/magic-link", { email })).statusCode).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    expect((await client.visit(linkIn(mail, "/magic-link/verify"))).statusCode).toBe(302);
    expect(await isVerified(email)).toBe(true);
    expect((await signIn(email, "attacker-pass")).statusCode).toBe(401);
  });

  test("a verified account keeps its password", async () => {
    const email = "prehijack.verified@example.com";
    await createUserWithPassword({ db: ctx.db, auth: ctx.auth, email, password: "owner-pass" });
    expect((await signUp(email, "intruder-pass")).statusCode).toBe(200);
    expect((await signIn(email, "owner-pass")).statusCode).toBe(200);
    expect((await signIn(email, "intruder-pass")).statusCode).toBe(401);
  });
});
