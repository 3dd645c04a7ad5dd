/**
 * The account forms and the /auth tabs work before and without the page's script (issue 30):
 * real forms posted to the server, tabs that are links. With JavaScript disabled, and with the
 * scripts held back while a tab is pressed.
 */
import type { Route } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, FRESH_PASSWORD, test } from "./fixtures";
import { createVerifiedUser, uniqueEmail, waitForMail } from "./support";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Password tab is a link, and a password sign-in reaches the dashboard", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("e2e.nojs.signin");
    await createVerifiedUser(request, email, FRESH_PASSWORD);
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=password$/);
    await expect(page.getByRole("tab", { name: "Password" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(FRESH_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session is the browser's: its own API call is signed in.
    const me = await context.request.get("/api/me");
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    // Signed in, the sign-in page sends them on without a script: to the page `next` names
    // (an invitation link opened signed in, issue 31), or to the dashboard.
    await page.goto(`/auth?next=${encodeURIComponent("/team-invitation?token=e2e-no-script")}`);
    await expect(page).toHaveURL(/\/team-invitation\?token=e2e-no-script$/);
  });

  test("signed out, the invitation mail's sign-in link returns to the invitation after a password sign-in", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.nojs.next");
    await createVerifiedUser(request, email, FRESH_PASSWORD);
    // The invitation mail's link for a signed-out reader (signupLink: issue 31).
    const invitation = "/team-invitation?token=e2e-no-script-token";
    const params = new URLSearchParams({ email, mode: "signup", next: invitation });
    await page.goto(`/auth?${params}`);
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page).toHaveURL(/[?&]tab=password(&|$)/);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.getByRole("textbox", { name: "Password" }).fill(FRESH_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/team-invitation\?token=e2e-no-script-token$/);
  });

  test("a hostile next is not followed: the sign-in lands on the dashboard", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.nojs.hostile");
    await createVerifiedUser(request, email, FRESH_PASSWORD);
    await page.goto(`/auth?${new URLSearchParams({ tab: "password", next: "//evil.example" })}`);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(FRESH_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Create an account' and 'Sign Up' create the account and say to check the email", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.nojs.signup");
    await page.goto("/auth?tab=password");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/create=1/);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(FRESH_PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Please check your email to verify your account.",
    );
    await waitForMail(request, email, "Confirm your LenderLane email address");
  });

  test("a wrong password on /lender-login shows the message and keeps the email", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.nojs.lender");
    await createVerifiedUser(request, email, FRESH_PASSWORD);
    await page.goto("/lender-login");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/lender-login\?.*form_error=invalid_email_or_password/);
    await expect(page.getByRole("alert")).toContainText(
      "Please check your email and password and try again.",
    );
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: "Password" })).toHaveValue("");
    expect(page.url()).not.toContain("not-the-password");
  });

  test("a lender sign-up lands on /auth with the confirm-your-email notice", async ({ page }) => {
    const email = uniqueEmail("e2e.nojs.lendersignup");
    await page.goto("/lender-signup");
    await page.getByRole("textbox", { name: "Company Name" }).fill("No Script Lending");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(FRESH_PASSWORD);
    await page.getByRole("button", { name: "Create Lender Account" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=password&lender_signed_up=/);
    await expect(page.getByRole("status")).toContainText("Confirm your email to continue");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  });
});

test("a press on the Password tab before the page's script has run is not lost", async ({
  context,
}) => {
  // A page of its own (the fixture's page.goto waits for the app, which is what this test
  // must not do). Its scripts are held back until the tab has been pressed: the press then
  // surely comes before hydration, with no guess at how long the scripts take.
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined); // Its page may be gone by now.
  });
  await page.goto("/auth", { waitUntil: "commit" });
  const passwordTab = page.getByRole("tab", { name: "Password" });
  await expect(passwordTab).toHaveAttribute("aria-selected", "false");
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
  await passwordTab.click();
  await expect(page).toHaveURL(/\/auth\?tab=password$/);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === "true");
  await expect(passwordTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // With the script, the tabs switch in place and the address follows.
  await page.getByRole("tab", { name: "Magic Link" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=magic-link$/);
  await expect(page.getByRole("button", { name: "Send Magic Link" })).toBeVisible();
  await expectAccessible(page, "/auth pressed before hydration");
});
