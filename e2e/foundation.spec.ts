import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { clickSignIn, linkTo, signOut, uniqueEmail, waitForMail } from "./support";

test("home loads with header and footer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/LenderLane/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /LenderLane home/i })).toBeVisible();
  await expect(header.getByRole("button", { name: /Products/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expectAccessible(page, "home");

  await header.getByRole("button", { name: /Products/ }).click();
  await expect(header.getByRole("link", { name: "Fix & Flip" })).toBeVisible();
  await page.keyboard.press("Escape");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(footer.getByRole("link", { name: "Sign up as a Lender" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectAccessible(page, "not-found page");
  await page.getByRole("link", { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test("password sign-up, verification from the outbox, then sign-in reaches the borrower dashboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("e2e.password");
  const password = "e2e-pass-123";

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();

  // The verification link signs the new user in and returns to /auth, which goes on to /dashboard.
  const mail = await waitForMail(request, email, "Confirm your LenderLane email address");
  await page.goto(linkTo(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/borrower-dashboard$/);

  await signOut(page);
  await expect(page.getByText("Signed out")).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await clickSignIn(page);
  await expect(page).toHaveURL(/\/borrower-dashboard$/);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
});

test("signing in with the wrong password shows the spec's error", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByRole("textbox", { name: "Password" }).fill("wrong-password");
  await clickSignIn(page);
  await expect(page.getByText("Invalid credentials")).toBeVisible();
  await expectAccessible(page, "/auth with a sign-in error");
  await expect(page).toHaveURL(/\/auth/);
});

test("magic-link sign-in in the browser", async ({ page, request }) => {
  const email = uniqueEmail("e2e.magic");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Magic Link" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  const mail = await waitForMail(request, email, "sign-in link");
  await page.goto(linkTo(mail, "/api/auth/magic-link/verify"));
  await expect(page).toHaveURL(/\/borrower-dashboard$/);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
});
