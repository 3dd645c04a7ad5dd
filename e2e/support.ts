import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { AFTER_MAGIC_LINK_PATH, AUTH_ERROR_PATH } from "../src/domain/accounts/auth-forms";

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** Waits for a mail to this address whose subject contains `subject`, from the dev outbox. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find((mail) => mail.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail "${subject}" to ${to}`);
  return found;
}

export function linkTo(mail: OutboxMail, pathPart: string): string {
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in ${mail.links.join(", ")}`);
  return link;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Origin of the app under test (the same value playwright.config.ts derives from E2E_PORT). */
export const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/**
 * Creates a password account through the auth API and verifies its email from the outbox,
 * without signing the browser in.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password, name: "" },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail(request, email, "Confirm your LenderLane email address");
  const verify = await request.get(linkTo(mail, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
}

/**
 * A client address not given before in this run, for X-Forwarded-For (the e2e server trusts it
 * from loopback, playwright.config.ts). In the loopback range 127.0.0.0/8, never 127.0.0.1
 * itself: the development outbox the tests read their mail from answers loopback clients only.
 */
let addressesGiven = 0;
export function newClientAddress(): string {
  const n = addressesGiven++;
  return `127.${100 + (test.info().workerIndex % 150)}.${(n >> 8) % 256}.${n % 256}`;
}

/**
 * Clicks 'Sign In' on a filled password form. better-auth allows 3 sign-in requests per 10 s
 * per client, and each test is one client (fixtures.ts): a test that signs in more often than
 * that gets its 429, and carries on from a new client address at once instead of sleeping
 * out x-retry-after (up to 11 s). better-auth refuses before the app sees the request, so
 * nothing the app counts changes: its own limits are per email as well as per address (the
 * guessing throttle's 429 has Retry-After, no x-retry-after, and is returned as is).
 */
export async function clickSignIn(page: Page) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/auth/sign-in/email")),
      page.getByRole("button", { name: "Sign In" }).click(),
    ]);
    const retryAfter = response.headers()["x-retry-after"];
    if (response.status() !== 429 || retryAfter === undefined) return response;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": newClientAddress() });
  }
  throw new Error("Sign-in stayed rate limited");
}

/** Signs in on the /auth Password tab and waits for the post-login redirect to settle. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await clickSignIn(page);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
}

/**
 * Asks the auth API for a magic link as the /auth form does (web send-magic-link.ts: it lands on
 * /dashboard, a bad link on /auth?error=…) and returns it from the outbox, without a page: for
 * tests whose subject is what the link does, not the form that asks for it.
 */
export async function requestMagicLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/auth/sign-in/magic-link", {
    data: {
      email,
      callbackURL: AFTER_MAGIC_LINK_PATH,
      newUserCallbackURL: AFTER_MAGIC_LINK_PATH,
      errorCallbackURL: AUTH_ERROR_PATH,
    },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.status(), `magic link for ${email}`).toBe(200);
  return linkTo(await waitForMail(request, email, "sign-in link"), "/api/auth/magic-link/verify");
}

/** Requests a magic link on /auth and opens it from the outbox (the newest one). */
export async function signInWithMagicLink(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<string> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  const mail = await waitForMail(request, email, "sign-in link");
  const link = linkTo(mail, "/api/auth/magic-link/verify");
  await page.goto(link);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  return link;
}

/** A toast (Mantine notification) with this title, and its text when given. */
export async function expectToast(page: Page, title: string, text?: string) {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (text) await expect(toast.filter({ hasText: text }).first()).toBeVisible();
}

export interface SentRequest {
  id: string;
  submissions: { id: string }[];
}

/**
 * A signed-in borrower's bridge loan request (a 1-4 family rental in Texas unless told) sent
 * through the API to the lenders named by slug, as the dashboard would send it; returns the
 * request with its submissions.
 */
export async function sendBridgeRequest(
  borrower: APIRequestContext,
  lenderSlugs: string[],
  {
    customName,
    loanAmount,
    propertyState = "TX",
  }: {
    customName: string;
    loanAmount: number;
    propertyState?: string;
  },
): Promise<SentRequest> {
  const lenderIds: string[] = [];
  for (const slug of lenderSlugs) {
    const lender = await borrower.get(`/api/lenders/${slug}`);
    expect(lender.status(), `lender ${slug}`).toBe(200);
    lenderIds.push(((await lender.json()) as { lender: { id: string } }).lender.id);
  }
  const created = await borrower.post("/api/loan-requests", {
    data: {
      request: {
        customName,
        investmentType: "bridge",
        propertyType: "Non-owner occupied 1-4 family real estate",
        propertyState,
        loanAmount,
      },
      lenderIds,
    },
    headers: { Origin: APP_ORIGIN },
  });
  expect(created.status(), "create loan request").toBe(201);
  return ((await created.json()) as { request: SentRequest }).request;
}
