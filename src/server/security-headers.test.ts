/**
 * Security headers and no inline script (issue 17 'Headers'; SECURITY.md 'Headers'): every HTML
 * answer — the SPA shell (the real src/web/index.html), server-rendered public pages, the
 * not-found page, the development outbox and a mail in it, the API docs UI — has no inline
 * executable script or event handler, and every answer, HTML or JSON, carries a CSP whose
 * script-src has no 'unsafe-inline' or 'unsafe-eval', frame-ancestors 'none', nosniff, a strict
 * referrer policy, X-Frame-Options DENY and a Permissions-Policy that turns off the browser
 * features the app does not use (issue 30 'Headers'); HSTS only in production.
 */
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { insertLenderWithProducts } from "./db/factories";
import { PERMISSIONS_POLICY } from "./plugins/permissions-policy";
import { inlineHandlers, scriptSrc, unpinnedInlineScripts } from "./test/html-scripts";
import { createTestContext, signInByMagicLink, type TestContext } from "./test/test-app";

/** A web "build" whose index.html is the real template (its script is an external module). */
function realTemplateBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-headers-"));
  copyFileSync(
    fileURLToPath(new URL("../web/index.html", import.meta.url)),
    path.join(dir, "index.html"),
  );
  return dir;
}

const STRICT_REFERRER = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, `${label}: CSP`).not.toBe("");
  const scripts = scriptSrc(csp);
  expect(scripts, `${label}: script-src`).toMatch(/^(script-src|default-src) 'self'/);
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: script-src`).not.toMatch(/\s(https?:|\*|data:)(\s|$)/);
  expect(csp, `${label}: script-src-attr`).toContain("script-src-attr 'none'");
  expect(csp, `${label}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(csp, `${label}: object-src`).toContain("object-src 'none'");
  expect(csp, `${label}: base-uri`).toContain("base-uri 'self'");
  expect(headers["x-frame-options"], `${label}: X-Frame-Options`).toBe("DENY");
  expect(headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect(STRICT_REFERRER.has(String(headers["referrer-policy"])), `${label}: Referrer-Policy`).toBe(
    true,
  );
  expect(headers["x-powered-by"], `${label}: X-Powered-By`).toBeUndefined();
  expectPermissionsPolicy(headers, label);
}

/** Features the app never uses: each must be turned off, for the site and any frame. */
const DENIED_FEATURES = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "display-capture",
  "accelerometer",
  "gyroscope",
  "magnetometer",
  "publickey-credentials-get",
  "browsing-topics",
];
/** What the site may still use itself (the browser's default), never denied. */
const SELF_FEATURES = ["clipboard-write", "fullscreen"];

function expectPermissionsPolicy(headers: Record<string, unknown>, label: string) {
  const policy = String(headers["permissions-policy"] ?? "");
  const allowlists = new Map(
    policy.split(",").map((entry) => {
      const [feature = "", allowlist = ""] = entry.trim().split("=");
      return [feature, allowlist] as const;
    }),
  );
  for (const feature of DENIED_FEATURES) {
    expect(allowlists.get(feature), `${label}: Permissions-Policy ${feature}`).toBe("()");
  }
  for (const feature of SELF_FEATURES) {
    expect(allowlists.get(feature), `${label}: Permissions-Policy ${feature}`).toBe("(self)");
  }
}

let ctx: TestContext;
let mailId = "";
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: realTemplateBuild(), renderer: serverEntry });
  await insertLenderWithProducts(ctx.db, {
    companyName: "Header Check Capital",
    slug: "header-check-capital",
    description: "Bridge loans. <img src=x onerror=alert(1)></script><script>alert(2)</script>",
  });
  // A sign-in link puts a mail in the outbox.
  await signInByMagicLink(ctx, ctx.client(), "headers.mail@example.com");
  mailId = String((await ctx.mailsTo("headers.mail@example.com"))[0]?.id);
});
afterAll(() => ctx.close());

describe("HTML answers", () => {
  const pages: [label: string, url: () => string, status: number][] = [
    ["home page (server-rendered)", () => "/", 200],
    ["lender profile (server-rendered, JSON-LD)", () => "/lender/header-check-capital", 200],
    ["loan-type listing (server-rendered)", () => "/fix-and-flip", 200],
    ["sign-in page (SPA shell)", () => "/auth", 200],
    ["private page (SPA shell)", () => "/dashboard", 200],
    ["unknown page (404)", () => "/no-such-page", 404],
    ["development outbox", () => "/dev/mail", 200],
    ["a mail in the outbox", () => `/dev/mail/${mailId}`, 200],
    ["a mail template preview", () => "/dev/mail/templates/visitor-confirmation/one-lender", 200],
    ["API docs UI", () => "/api/docs", 200],
    ["API docs UI (slash)", () => "/api/docs/", 200],
  ];

  test.each(pages)("%s: no inline script, strict headers", async (label, url, status) => {
    const response = await ctx.app.inject({ method: "GET", url: url() });
    expect(response.statusCode, label).toBe(status);
    expect(response.headers["content-type"], label).toContain("text/html");
    const html = response.body;
    expect(html, label).toMatch(/<html/i);
    // Only the early-press recorder, allowed by its hash (html/early-press-script.ts).
    const csp = String(response.headers["content-security-policy"] ?? "");
    expect(unpinnedInlineScripts(html, scriptSrc(csp)), label).toEqual([]);
    expect(inlineHandlers(html), label).toEqual([]);
    expectSecurityHeaders(response.headers, label);
    expect(response.headers["strict-transport-security"], label).toBeUndefined();
  });

  test("server-rendered pages do carry their data, as JSON blocks only", async () => {
    const html = (await ctx.app.inject("/lender/header-check-capital")).body;
    expect(html).toContain('<script type="application/json" id="app-state">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<script type="module"[^>]*src="[^"]+"/);
  });

  test("the API docs UI's own scripts are files on this origin", async () => {
    const html = (await ctx.app.inject("/api/docs/")).body;
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const file = await ctx.app.inject(new URL(source, "http://x/api/docs/").pathname);
      expect(file.statusCode, source).toBe(200);
      expect(file.headers["content-type"], source).toContain("javascript");
    }
  });
});

describe("Permissions-Policy", () => {
  test("one header, in the structured-field form browsers parse", () => {
    // feature=() or feature=(self), comma-separated: a malformed entry drops the whole header.
    for (const entry of PERMISSIONS_POLICY.split(", ")) {
      expect(entry).toMatch(/^[a-z-]+=\((self)?\)$/);
    }
  });

  test.each(["/assets/missing.js", "/robots.txt", "/sitemap.xml", "/favicon.ico", "/privacy/"])(
    "%s (static, SEO files, redirects) carries it too",
    async (url) => {
      const response = await ctx.app.inject(url);
      expectPermissionsPolicy(response.headers, url);
    },
  );
});

describe("API answers", () => {
  test.each([
    ["/api/health", 200],
    ["/api/me", 200],
    ["/api/lenders", 200],
    ["/api/no-such-route", 404],
    ["/api/docs/json", 200],
  ])("%s carries the same headers", async (url, status) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers, url);
  });

  test("a refused write carries them too", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response.headers, "refused write");
  });
});

describe("production", () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({ isProduction: true, webDistDir: realTemplateBuild() });
  });
  afterAll(() => prod.close());

  test.each(["/", "/api/health", "/api/docs/"])(
    "%s: HSTS for a year and the same CSP",
    async (url) => {
      const response = await prod.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toMatch(
        /^max-age=31536000; includeSubDomains$/,
      );
      expectSecurityHeaders(response.headers, url);
      expect(String(response.headers["content-security-policy"])).toContain(
        "upgrade-insecure-requests",
      );
    },
  );
});
