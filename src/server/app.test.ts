import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { HEALTH_REUSE_MS } from "./observability/health-check";
import { advanceClock } from "./test/clock";
import { statementsDuring } from "./test/statements";
import { createTestContext, linkIn, type TestContext } from "./test/test-app";

/** A stand-in web build: index.html with the head placeholder and one hashed asset. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.log("${"x".repeat(4000)}");`);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild() });
});
afterAll(() => ctx.close());

describe("system routes", () => {
  test("/api/health checks the database and the rate-limit store", async () => {
    const response = await ctx.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: "ok",
      rateLimitStore: { store: "postgres", ok: true },
    });
  });

  test("/api/health costs one statement, shared by probes at once and reused for a second", async () => {
    // Past the reuse of the answer above.
    advanceClock(HEALTH_REUSE_MS);
    try {
      const once = await statementsDuring(ctx.handle, () => ctx.app.inject("/api/health"));
      // The rate-limit table is in the database: reading it answers for both.
      expect(once).toHaveLength(1);
      expect(once[0]).toMatch(/from "rate_limits"/);
      const reused = await statementsDuring(ctx.handle, () => ctx.app.inject("/api/health"));
      expect(reused).toEqual([]);
      advanceClock(HEALTH_REUSE_MS);
      const atOnce = await statementsDuring(ctx.handle, () =>
        Promise.all(Array.from({ length: 20 }, () => ctx.app.inject("/api/health"))),
      );
      expect(atOnce).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test("/api/config gives the configured support address", async () => {
    expect((await ctx.app.inject("/api/config")).json()).toEqual({
      supportEmail: "support@example.com",
    });
  });

  test("/api/docs serves an OpenAPI description generated from the route schemas", async () => {
    const response = await ctx.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/me",
        "/api/lender-signup",
        "/api/loan-requests",
        "/api/loan-requests/anonymous",
        "/api/loan-requests/{id}/submissions/{submissionId}",
      ]),
    );
    expect((await ctx.app.inject("/api/docs")).statusCode).toBeLessThan(400);
  });

  test("an unknown API path is a JSON 404", async () => {
    const response = await ctx.app.inject("/api/nope");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });

  test("malformed JSON is a 400 in the error shape, never a 500", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/lender-signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
    expect(response.body).not.toContain("    at ");
  });

  test("the development outbox is listed at /dev/mail", async () => {
    const response = await ctx.app.inject("/dev/mail");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Development outbox");
  });
});

describe("web app hosting", () => {
  test("pages get the route's title, description and share tags in the HTML", async () => {
    const response = await ctx.app.inject("/fix-and-flip?location=TX");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<title>Fix &#38; Flip Lenders | LenderLane</title>");
    expect(response.body).toMatch(/<meta name="description" content="Compare private fix and flip/);
    expect(response.body).toContain('<meta property="og:title" content="Fix &#38; Flip Lenders');
    expect(response.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/fix-and-flip" />',
    );
    expect(response.body).toContain('<meta name="twitter:card"');
  });

  test("unknown paths get the 'Page Not Found' title and status 404 (the SPA shows its not-found page)", async () => {
    const response = await ctx.app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Page Not Found | LenderLane</title>");
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<div id="root">');
  });

  test("private pages are marked noindex", async () => {
    expect((await ctx.app.inject("/borrower-dashboard")).body).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  test("hashed assets are cached for a year and compressed", async () => {
    const response = await ctx.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  });

  test("index.html itself is never cached", async () => {
    expect((await ctx.app.inject("/")).headers["cache-control"]).toBe("no-cache");
  });

  test("a missing static file is a 404, not the app page", async () => {
    const response = await ctx.app.inject("/assets/missing-123.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  test("security headers and a strict CSP are set", async () => {
    const { headers } = await ctx.app.inject("/");
    const csp = String(headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
  });
});

describe("production mode", () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({ isProduction: true });
  });
  afterAll(() => prod.close());

  test("the development outbox does not exist", async () => {
    expect((await prod.app.inject("/dev/mail")).statusCode).toBe(404);
    expect((await prod.app.inject("/api/dev/mail")).statusCode).toBe(404);
  });

  test("the mail template previews do not exist", async () => {
    for (const url of [
      "/dev/mail/templates/magic-link/default",
      "/dev/mail/templates/magic-link/default/text",
    ]) {
      expect((await prod.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  test("session cookies are Secure, httpOnly and SameSite=Lax", async () => {
    const client = prod.client();
    await client.post("/api/auth/sign-in/magic-link", { email: "prod@example.com" });
    const [mail] = await prod.mailsTo("prod@example.com");
    const verify = await client.visit(linkIn(mail, "/magic-link/verify"));
    const session = [verify.headers["set-cookie"]]
      .flat()
      .find((cookie) => cookie?.includes("session_token="));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
  });

  test("HSTS is sent", async () => {
    expect(
      (await prod.app.inject("/api/health")).headers["strict-transport-security"],
    ).toBeTruthy();
  });
});
