/**
 * Playwright fixtures: every test is its own client, and a test that needs a signed-in user
 * gets one through the auth API instead of clicking through /auth.
 *
 *   import { expect, test } from "./fixtures";
 *   test.use({ role: "admin" });             // `page` and `context` start signed in as admin
 *   test("…", async ({ page }) => { … });
 *
 *   const { email } = await signInNewUser(context, request, uniqueEmail("e2e.x")); // a new user
 *
 * Axe runs by itself on every page opened with page.goto (when the test leaves it) and on the
 * page each test ends on (fixture `axeEveryPage`); call expectAccessible (a11y.ts) for dialogs, sheets and menus.
 *
 * Specs whose subject is the sign-in UI itself (foundation, sign-in, accounts) keep clicking
 * through /auth with the helpers in support.ts.
 */

import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Response,
} from "@playwright/test";
import { axeRunsSoFar, expectAccessible, forgetWholeCheck, wasCheckedWhole } from "./a11y";
import { APP_ORIGIN, createVerifiedUser, newClientAddress } from "./support";

/** Time added to a test for each axe run of the axeEveryPage fixture (a loaded CI machine). */
const AXE_RUN_ALLOWANCE_MS = 15_000;

/** A page answer worth an axe run (not JSON, an image or a file download). */
function isHtml(response: Response | null): boolean {
  return (response?.headers()["content-type"] ?? "").startsWith("text/html");
}

export { expect };

/** The demo accounts seeded on a fresh database (src/server/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = "demo1234";
export const DEMO_ACCOUNTS = {
  admin: "admin@example.com",
  lender: "lender@example.com",
  pendingLender: "pending.lender@example.com",
  rejectedLender: "rejected.lender@example.com",
  borrower: "borrower@example.com",
} as const;

/**
 * The demo admin's authenticator secret (DEMO_ADMIN_TOTP_SECRET in demo-accounts.ts, issue 33):
 * its sign-in asks for the code this secret gives now.
 */
export const DEMO_ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPLENDERLANEDEMO2A";

/** The current code of an authenticator secret (better-auth's own TOTP, as the server checks). */
export function totpCode(secretBase32: string): Promise<string> {
  return createOTP(base32.decode(secretBase32), { digits: 6, period: 30 }).totp();
}

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
/** A visitor is not signed in. */
export type Role = DemoRole | "visitor";

export interface Credentials {
  email: string;
  password: string;
}

export const FRESH_PASSWORD = "e2e-pass-123";

/**
 * Signs a browser context (or any request context) in with email and password through the
 * auth API; the session cookie lands in that context's cookie jar, so its pages are signed in.
 * The demo admin (two-factor sign-in, issue 33) then gives its authenticator's current code.
 */
export async function signInThroughApi(
  target: BrowserContext | APIRequestContext,
  { email, password }: Credentials,
): Promise<void> {
  const request = "request" in target ? target.request : target;
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.status(), `API sign-in of ${email}`).toBe(200);
  if ((await response.json()).twoFactorRedirect !== true) return;
  expect(email, "only the demo admin has an authenticator").toBe(DEMO_ACCOUNTS.admin);
  const code = await request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await totpCode(DEMO_ADMIN_TOTP_SECRET) },
    headers: { Origin: APP_ORIGIN },
  });
  expect(code.status(), `two-factor code of ${email}`).toBe(200);
}

/**
 * Creates a verified password account (a borrower) for `email` and signs `context` in
 * with it. For tests that need a clean user with a particular email.
 */
export async function signInNewUser(
  context: BrowserContext,
  request: APIRequestContext,
  email: string,
): Promise<Credentials> {
  const credentials = { email, password: FRESH_PASSWORD };
  await createVerifiedUser(request, email, FRESH_PASSWORD);
  await signInThroughApi(context, credentials);
  return credentials;
}

interface Fixtures {
  /** Who `page` and `context` are signed in as; "visitor" (the default) is nobody. */
  role: Role;
  /**
   * Axe on every page a test opens by URL (after page.goto) and on the page it ends on
   * (e2e/a11y.ts: serious and critical violations fail the test). On by default;
   * `test.use({ axeEveryPage: false })` only with a reason in ACCESSIBILITY.md.
   */
  axeEveryPage: boolean;
  /** This test's client address (X-Forwarded-For). */
  clientAddress: string;
}

export const test = base.extend<Fixtures>({
  role: ["visitor", { option: true }],
  /**
   * A client address per test, sent as X-Forwarded-For (the e2e server trusts it from loopback,
   * see playwright.config.ts). The server's per-client limits (better-auth's 3 sign-ins per 10 s,
   * 5 magic links a minute, the password-guessing and lender sign-up counters) then see each test
   * as one client, as in production where users come from different addresses, so tests in
   * parallel workers neither wait for nor trip each other's limits. A test still meets its own
   * limits (sign-in.spec.ts's guessing test meets the per-email one on purpose). The addresses
   * come from support.ts newClientAddress.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  clientAddress: async ({}, use) => {
    await use(newClientAddress());
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },
  // The built-in `request` takes no per-test options; this one is the same client as the page.
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
    await use(request);
    await request.dispose();
  },
  axeEveryPage: [true, { option: true }],
  page: async ({ page, axeEveryPage, javaScriptEnabled }, use, testInfo) => {
    // Axe is a script: a page with JavaScript disabled cannot run it (nor hydrate).
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    // A page opened by URL is checked when the test leaves it (its next page.goto) or ends,
    // not at once: an axe run takes seconds on a loaded machine, and run on arrival it made
    // the test miss what the page shows only for a while (an 8 s toast after a sign-in link).
    let unchecked: string | null = null;
    // A page the test checked itself since it last navigated is not checked again.
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) forgetWholeCheck(page);
    });
    const checkUnchecked = async () => {
      if (unchecked === null || page.isClosed()) return;
      if (wasCheckedWhole(page)) {
        unchecked = null;
        return;
      }
      const label = `${unchecked} (opened by URL)`;
      unchecked = null;
      testInfo.setTimeout(testInfo.timeout + AXE_RUN_ALLOWANCE_MS);
      await expectAccessible(page, label);
    };
    page.goto = async (url, options) => {
      await checkUnchecked();
      const response = await goto(url, options);
      if (isHtml(response)) {
        await page.waitForLoadState("load");
        // A server-rendered page shows before its handlers are attached: wait for the app
        // (main.tsx marks <html data-app-ready>), as a user's click would otherwise be lost.
        if (response?.ok()) {
          await page.waitForFunction(() => document.documentElement.dataset.appReady === "true");
        }
        if (axeEveryPage) unchecked = url;
      }
      return response;
    };
    await use(page);
    // The page the test ends on (reached by clicks as often as by URL), when the test passed
    // and left a document open (not a download or a closed page).
    if (
      axeEveryPage &&
      testInfo.status === testInfo.expectedStatus &&
      !page.isClosed() &&
      !wasCheckedWhole(page)
    ) {
      const url = page.url();
      if (
        url.startsWith("http") &&
        (await page.evaluate(() => document.contentType)) === "text/html"
      ) {
        testInfo.setTimeout(testInfo.timeout + AXE_RUN_ALLOWANCE_MS);
        const label = unchecked ?? new URL(url).pathname;
        await expectAccessible(page, `${label} (where the test ended)`);
      }
    }
  },
  context: async ({ context, role }, use, testInfo) => {
    // What a test costs beyond its own steps, noted on its result (the HTML and JSON reports
    // show it): documents loaded in its pages, and axe runs (a11y.ts). Loads and axe runs are
    // most of an end-to-end test's time, and unlike seconds they do not depend on the load.
    let loads = 0;
    const axeRunsBefore = axeRunsSoFar();
    context.on("page", (opened) => opened.on("load", () => loads++));
    if (role !== "visitor") {
      await signInThroughApi(context, { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD });
    }
    await use(context);
    testInfo.annotations.push(
      { type: "page loads", description: String(loads) },
      { type: "axe runs", description: String(axeRunsSoFar() - axeRunsBefore) },
    );
  },
});
