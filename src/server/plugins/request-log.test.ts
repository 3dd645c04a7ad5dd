/**
 * Development logs stay readable (defect: every request was two JSON lines, and the start
 * banner scrolled away): one line per request, none for static files.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type App, buildApp } from "../app";
import { formatDevLogLine } from "../cli/dev-log-stream";
import type { DatabaseHandle } from "../db/client";
import { createMailer } from "../mail/mailer";
import { createTestAuth } from "../test/test-auth";
import { openTestDatabase } from "../test/test-database";

let handle: DatabaseHandle;
let app: App;
const lines: { msg: string; statusCode?: number; level: number }[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  app = await buildApp({
    db: handle.db,
    auth: createTestAuth(handle.db),
    mailer: createMailer({ db: handle.db, smtpUrl: undefined, from: "t@example.com" }),
    baseUrl: "http://localhost:3000",
    supportEmail: "support@example.com",
    isProduction: false,
    webDistDir: "/nonexistent-web-build",
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe("request logging", () => {
  test("one line per API request, with method, URL, status and time", async () => {
    lines.length = 0;
    await app.inject({ url: "/api/health" });
    const requestLines = lines.filter((line) => line.msg.includes("/api/health"));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]?.msg).toMatch(/^GET \/api\/health 200 \d+ms$/);
    expect(lines.some((line) => /incoming request|request completed/.test(line.msg))).toBe(false);
  });

  test("tokens in mail links are not written to the log (issue 27)", async () => {
    lines.length = 0;
    const urls = [
      "/api/auth/magic-link/verify?token=MAGICSECRET1&callbackURL=%2Fauth",
      "/api/auth/verify-email?token=VERIFYSECRET2&callbackURL=%2Fauth%3Ftoken%3DNESTEDSECRET3",
      "/api/auth/reset-password/RESETSECRET4?callbackURL=%2Freset-password",
      "/unsubscribe?token=UNSUBSECRET5",
      "/api/unsubscribe?Token=UNSUBSECRET6",
      "/reset-password?token=RESETPAGE7&email=a%40example.com",
      "/api/anything?access_token=BEARER8&code=OAUTHCODE9&client_secret=S10&x=1",
    ];
    for (const url of urls) await app.inject({ url });
    // A cross-site write is logged by the origin guard with its URL too.
    await app.inject({
      method: "POST",
      url: "/api/loan-requests?token=ORIGINSECRET11",
      headers: { origin: "https://evil.example" },
      payload: {},
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      "MAGICSECRET1",
      "VERIFYSECRET2",
      "NESTEDSECRET3",
      "RESETSECRET4",
      "UNSUBSECRET5",
      "UNSUBSECRET6",
      "RESETPAGE7",
      "BEARER8",
      "OAUTHCODE9",
      "S10",
      "ORIGINSECRET11",
    ]) {
      expect(text).not.toContain(secret);
    }
    // The lines are still there, the rest of the URL readable.
    expect(text).toContain("/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fauth");
    expect(text).toContain("/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password");
    expect(text).toContain("/api/anything?access_token=[redacted]&code=[redacted]");
  });

  test("other query strings are logged as sent", async () => {
    lines.length = 0;
    await app.inject({ url: "/api/lenders?loanType=fix_and_flip&page=2" });
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^GET \/api\/lenders\?loanType=fix_and_flip&page=2 200/),
    );
  });

  test("no line for static files", async () => {
    lines.length = 0;
    await app.inject({ url: "/assets/index-abc123.js" });
    await app.inject({ url: "/favicon.ico" });
    expect(lines.filter((line) => /assets|favicon/.test(line.msg))).toEqual([]);
  });

  test("development lines read as time, level and message", () => {
    const line = formatDevLogLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 0, 1, 12, 4, 5),
        msg: "GET /api/me 200 3ms",
      }),
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/me 200 3ms\n$/);
    expect(formatDevLogLine("not json")).toBe("not json\n");
  });
});
