import { desc, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  AUTH_URL_ERROR_MESSAGES,
  authUrlErrorMessage,
  CONFIRMATION_LINK_ERROR_MESSAGES,
} from "@/web/features/auth/lib/auth-errors";
import { verifications } from "../../db/schema";
import { advanceClock } from "../../test/clock";
import { createTestContext, linkIn, TEST_BASE_URL, type TestContext } from "../../test/test-app";

/**
 * Where mail links land (the web maps `?error=` with the domain's authUrlErrorMessage):
 * magic links and verification links go to /auth, reset links to /reset-password.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const password = "s3cret-pass";

/** The query value the web maps with authUrlErrorMessage. */
const errorOf = (location: unknown) =>
  new URL(String(location), TEST_BASE_URL).searchParams.get("error");

describe("links from mails land on /auth, errors as ?error=", () => {
  test("an expired magic link: /auth?error=INVALID_TOKEN", async () => {
    const email = "expired.magic@example.com";
    await ctx.client().post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth" });
    const [row] = await ctx.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "magic-link:%"))
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, String(row?.id)));
    const visit = await ctx
      .client()
      .visit(linkIn((await ctx.mailsTo(email))[0], "/magic-link/verify"));
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(`${TEST_BASE_URL}/auth?error=INVALID_TOKEN`);
    expect(authUrlErrorMessage({ error: errorOf(visit.headers.location) })).toBe(
      AUTH_URL_ERROR_MESSAGES.invalid,
    );
  });

  test("a magic link asked for /dashboard still reports errors on /auth", async () => {
    const email = "to.dashboard@example.com";
    await ctx.client().post("/api/auth/sign-in/magic-link", { email, callbackURL: "/dashboard" });
    const link = linkIn((await ctx.mailsTo(email))[0], "/magic-link/verify");
    expect(new URL(link).searchParams.get("errorCallbackURL")).toBe("/auth");
    const ok = await ctx.client().visit(link);
    expect(ok.headers.location).toBe(`${TEST_BASE_URL}/dashboard`);
    const reused = await ctx.client().visit(link);
    expect(reused.headers.location).toBe(`${TEST_BASE_URL}/auth?error=INVALID_TOKEN`);
  });

  test("a magic link asked for without a page lands on /auth", async () => {
    const email = "no.page@example.com";
    await ctx.client().post("/api/auth/sign-in/magic-link", { email });
    const visit = await ctx
      .client()
      .visit(linkIn((await ctx.mailsTo(email))[0], "/magic-link/verify"));
    expect(visit.headers.location).toBe(`${TEST_BASE_URL}/auth`);
  });

  test("verification links: expired → /auth?error=TOKEN_EXPIRED, forged → INVALID_TOKEN", async () => {
    const email = "slow.verifier@example.com";
    await ctx.client().post("/api/auth/sign-up/email", { email, password, name: "" });
    const link = linkIn((await ctx.mailsTo(email))[0], "/verify-email");
    // Without a callbackURL from the client the link still lands on /auth, which is told the
    // link was a confirmation link (issue 28: its errors name that link).
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/auth?link=confirmation");

    const forged = new URL(link);
    forged.searchParams.set("token", `${forged.searchParams.get("token")}x`);
    const invalid = await ctx.client().visit(forged.toString());
    expect(invalid.headers.location).toBe("/auth?link=confirmation&error=INVALID_TOKEN");

    advanceClock(24 * 60 * 60 * 1000 + 1000);
    const expired = await ctx.client().visit(link);
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe("/auth?link=confirmation&error=TOKEN_EXPIRED");
    expect(authUrlErrorMessage({ error: "TOKEN_EXPIRED" })).toBe(AUTH_URL_ERROR_MESSAGES.expired);
    expect(authUrlErrorMessage({ error: "TOKEN_EXPIRED", link: "confirmation" })).toBe(
      CONFIRMATION_LINK_ERROR_MESSAGES.expired,
    );
  });

  test("callback URLs on other sites are refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await ctx.client().post("/api/auth/sign-in/magic-link", {
      email: "phish@example.com",
      callbackURL: "https://evil.example.net/auth",
    });
    expect(response.statusCode).toBe(403);
  });
});
