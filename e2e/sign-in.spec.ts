import { expectAccessible } from "./a11y";
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  expect,
  test,
  totpCode,
} from "./fixtures";
import {
  clickSignIn,
  createVerifiedUser,
  expectToast,
  requestMagicLink,
  uniqueEmail,
} from "./support";

/**
 * /auth end to end: password and magic-link errors, URL errors from used or expired links,
 * password guessing throttled, and the magic-link resend lock. Magic links are rate-limited
 * per client (5 a minute).
 */

const PASSWORD = "e2e-pass-123";

test.describe("sign-in errors", () => {
  test("a wrong password shows 'Invalid credentials'", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Password" }).click();
    await page.getByLabel("Email").fill("borrower@example.com");
    await page.getByRole("textbox", { name: "Password" }).fill("not-the-password");
    await clickSignIn(page);
    await expectToast(
      page,
      "Invalid credentials",
      "Please check your email and password and try again.",
    );
    await expect(page).toHaveURL(/\/auth\?tab=password$/);
  });

  test("an unverified email shows 'Email not confirmed'", async ({ page }) => {
    const email = uniqueEmail("e2e.unverified");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Password" }).click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Account created!", "Please check your email to verify your account.");

    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await clickSignIn(page);
    await expectToast(
      page,
      "Email not confirmed",
      "Please check your email and click the confirmation link. We've just sent you a new one.",
    );
  });

  test("a reused magic link comes back to /auth as an 'Authentication Error' alert", async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail("e2e.reused");
    // The link asked for through the auth API (the /auth form that asks is foundation.spec.ts's
    // subject), then used once in this browser.
    const link = await requestMagicLink(request, email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/borrower-dashboard$/);
    await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();

    // A fresh browser (no session) opens the same, already used link.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage).toHaveURL(/\/auth\?error=/);
    const alert = otherPage.getByRole("alert").filter({ hasText: "Authentication Error" });
    await expect(alert).toContainText(
      "Authentication Error: Invalid or expired magic link. Please request a new one.",
    );
    await expect(alert).toContainText("Magic links expire after 1 hour");
    await other.close();
  });

  test("an expired link's URL error and a server error show the spec's alert texts", async ({
    page,
  }) => {
    await page.goto(
      "/auth?error=access_denied&error_description=Email+link+is+invalid+or+has+expired",
    );
    await expect(page.getByRole("alert")).toContainText(
      "Authentication Error: Your magic link has expired. Please request a new one.",
    );
    await page.goto("/auth?error=server_error");
    await expect(page.getByRole("alert")).toContainText(
      "Authentication Error: Authentication server error. Please try again.",
    );
    await expectAccessible(page, "/auth with an authentication error alert");
  });

  test("after 5 wrong passwords even the right one waits", async ({ page, request }) => {
    const email = uniqueEmail("e2e.guess");
    await createVerifiedUser(request, email, PASSWORD);
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Password" }).click();
    await page.getByLabel("Email").fill(email);
    for (let guess = 1; guess <= 5; guess++) {
      await page.getByRole("textbox", { name: "Password" }).fill(`guess-${guess}`);
      expect((await clickSignIn(page)).status()).toBe(401);
    }
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    expect((await clickSignIn(page)).status()).toBe(429);
    await expectToast(
      page,
      "Error signing in",
      "Too many sign-in attempts. Please wait a few minutes and try again.",
    );
    await expect(page).toHaveURL(/\/auth\?tab=password$/);
  });

  test("the resend lock counts down, also from the server's lock", async ({ page }) => {
    const email = uniqueEmail("e2e.lock");
    await page.goto(`/auth?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel("Email")).toHaveValue(email);
    const sentAt = Date.now();
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expectToast(
      page,
      "Check your email",
      "We've sent you a magic link to sign in. The link expires in 1 hour.",
    );
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    await expectAccessible(page, "Check Your Email");
    await expect(page.getByText(email)).toBeVisible();
    const resend = page.getByRole("button", { name: /^Resend in \d+s$/ });
    await expect(resend).toBeDisabled();
    const first = Number((await resend.textContent())?.match(/\d+/)?.[0]);
    // The lock's 60 s count from the send: what shows is 60 less the seconds since (an axe run
    // on a busy machine took more than 5 of them, and a fixed '> 55' failed).
    const elapsed = Math.ceil((Date.now() - sentAt) / 1000);
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThanOrEqual(60 - elapsed - 1);
    await expect
      .poll(async () => Number((await resend.textContent())?.match(/\d+/)?.[0]), {
        timeout: 5_000,
      })
      .toBeLessThan(first);

    // Asking again for the same address: the server refuses with its remaining seconds.
    await page.getByRole("button", { name: "Use Different Email" }).click();
    // The button that had focus is gone: keyboard users continue in the email field.
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expectToast(
      page,
      "Too many requests",
      "Please wait before requesting another magic link. Check your email for the previous link.",
    );
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    const locked = page.getByRole("button", { name: /^Resend in \d+s$/ });
    await expect(locked).toBeDisabled();
    const serverSeconds = Number((await locked.textContent())?.match(/\d+/)?.[0]);
    expect(serverSeconds).toBeGreaterThan(0);
    expect(serverSeconds).toBeLessThanOrEqual(60);
    await expect
      .poll(async () => Number((await locked.textContent())?.match(/\d+/)?.[0]), {
        timeout: 5_000,
      })
      .toBeLessThan(serverSeconds);
  });
});

test("two-factor sign-in (issue 33): the demo admin gives its authenticator's code after the password", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.admin);
  await page.getByRole("textbox", { name: "Password" }).fill(DEMO_PASSWORD);
  await clickSignIn(page);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(await totpCode(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});
