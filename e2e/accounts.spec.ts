import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signInThroughApi, test } from "./fixtures";
import {
  APP_ORIGIN,
  clickSignIn,
  createVerifiedUser,
  expectToast,
  linkTo,
  newClientAddress,
  signInWithMagicLink,
  signOut,
  uniqueEmail,
  waitForMail,
} from "./support";

/**
 * The account flows end to end: lender sign-up and login, password reset, /profile (edit and
 * password), Complete Your Profile and inquiry linking. Magic links are rate-limited per client
 * (5 a minute), so one magic-link account covers linking, Complete Your Profile and adding a
 * password. /auth's errors and resend lock are in sign-in.spec.ts.
 */

const PASSWORD = "e2e-pass-123";

/**
 * The auth API's answer to a password sign-in, from a client address of its own: better-auth's
 * 3 sign-ins per 10 s per client are not the test's to spend.
 */
async function apiSignInStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { Origin: APP_ORIGIN, "X-Forwarded-For": newClientAddress() },
  });
  return response.status();
}

test("lender sign-up → /auth with the pending notice → verify → /dashboard is the borrower dashboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("e2e.lender");
  await page.goto("/lender-signup");
  await expect(page.getByRole("link", { name: "Lender login" })).toHaveAttribute(
    "href",
    "/lender-login",
  );
  await expect(page.getByRole("link", { name: "Borrower sign in" })).toHaveAttribute(
    "href",
    "/auth",
  );

  await page.getByRole("button", { name: "Create Lender Account" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("Company Name").fill("E2E Lending Co");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
  await page.getByLabel("Website").fill("https://e2e-lending.example.com");
  await page.getByRole("button", { name: "Create Lender Account" }).click();

  await expect(page).toHaveURL(/\/auth$/);
  // One toast, spec 8's lender text alone (not 'Account created!' above it as a second notice).
  await expectToast(
    page,
    "Account created successfully! Your lender account is pending approval. We'll notify you once it's been reviewed.",
  );
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
  await expect(page.getByText("Account created!", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Confirm your email" })).toContainText(
    email,
  );
  await expect(page.getByRole("tab", { name: "Password" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const mail = await waitForMail(request, email, "Confirm your LenderLane email address");
  await page.goto(linkTo(mail, "/api/auth/verify-email"));
  // A pending lender is not approved: /dashboard sends them to the borrower dashboard.
  await expect(page).toHaveURL(/\/borrower-dashboard$/);

  await signOut(page);
  await page.goto("/lender-login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
  await clickSignIn(page);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");
  await expect(page).toHaveURL(/\/borrower-dashboard$/);
});

test("password reset from /lender-login through the emailed link", async ({ page, request }) => {
  // A lender who signed up and resets the password before opening the confirmation link
  // (issue 28 item 13): the reset proves the email, and the lender signs in at /lender-login.
  const email = uniqueEmail("e2e.reset");
  const signup = await request.post("/api/lender-signup", {
    data: { companyName: `Reset Lending ${Date.now()}`, email, password: PASSWORD },
    headers: { Origin: APP_ORIGIN },
  });
  expect(signup.status()).toBe(201);
  const confirmation = await waitForMail(request, email, "Confirm your LenderLane email address");

  await page.goto("/lender-login");
  await expect(page.getByRole("link", { name: "Create a lender account" })).toHaveAttribute(
    "href",
    "/lender-signup",
  );
  // The email typed for the login carries over into forgot-password mode.
  await page.getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    page.getByText("Password reset link sent! Check your email for a link to reset your password."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  const mail = await waitForMail(request, email, "Reset your LenderLane password");
  const link = linkTo(mail, "/api/auth/reset-password/");
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?account=lender&token=/);

  const newPassword = "brand-new-pass-456";
  await page.getByRole("textbox", { name: "New Password", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm New Password" }).fill("something-else");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("New password and confirmation don't match.")).toBeVisible();

  await page.getByRole("textbox", { name: "Confirm New Password" }).fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password updated", "Your password has been reset.");
  await expect(page).toHaveURL(/\/lender-login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(newPassword);
  await clickSignIn(page);
  // A pending lender is not approved: /dashboard sends them to the borrower dashboard.
  await expect(page).toHaveURL(/\/borrower-dashboard$/);
  await signOut(page);

  // The confirmation link opened after the reset: no 'Invalid or expired magic link'.
  await page.goto(linkTo(confirmation, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/auth\?link=confirmation$/);
  await expect(page.getByRole("status")).toContainText("Your email address is confirmed.");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The link works once: opened again it explains and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Reset link invalid or expired");
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/lender-login\?mode=forgot$/);
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toContainText("Reset link invalid or expired");
});

test("/profile: edit with validation, and change the password", async ({ page, request }) => {
  const email = uniqueEmail("e2e.profile");
  await createVerifiedUser(request, email, PASSWORD);

  await page.goto("/profile");
  await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();

  await signInThroughApi(page.context(), { email, password: PASSWORD });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Borrower", { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, "/profile");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Email")).toHaveAttribute("readonly", "");
  await dialog.getByLabel("Full Name").fill("Jane Investor");
  await dialog.getByLabel("Phone Number").fill("555123");
  await dialog.getByLabel("Credit Score").fill("abc");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Phone number must be 10 digits")).toBeVisible();
  await expect(dialog.getByText("Credit score must be a number")).toBeVisible();
  await expectAccessible(page, "Edit Profile dialog with field errors", "[role=dialog]");

  await dialog.getByLabel("Phone Number").fill("1234567890");
  await dialog.getByLabel("Credit Score").fill("250");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(dialog.getByText("Credit score must be between 300-850")).toBeVisible();

  await dialog.getByLabel("Phone Number").fill("5551234567");
  await expect(dialog.getByLabel("Phone Number")).toHaveValue("(555) 123-4567");
  await dialog.getByLabel("Credit Score").fill("720");
  await dialog.getByRole("combobox", { name: "Real Estate Experience" }).click();
  await page.getByRole("option", { name: "3-5 properties" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated");
  await expect(dialog).toBeHidden();
  const details = page.getByRole("region", { name: "Profile details" });
  await expect(details.getByRole("heading", { name: "Jane Investor" })).toBeVisible();
  await expect(details).toContainText("(555) 123-4567");
  await expect(details).toContainText("720");
  await expect(details).toContainText("3-5 properties");
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("JI");

  // Password change: confirmation must match, the current password must be right.
  const card = page.getByRole("region", { name: "Change Password" });
  await card.getByRole("textbox", { name: "Current Password" }).fill(PASSWORD);
  await card.getByRole("textbox", { name: "New Password", exact: true }).fill("changed-pass-789");
  await card.getByRole("textbox", { name: "Confirm New Password" }).fill("changed-pass-000");
  await card.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password mismatch", "New password and confirmation don't match.");

  await card.getByRole("textbox", { name: "Current Password" }).fill("not-my-password");
  await card.getByRole("textbox", { name: "Confirm New Password" }).fill("changed-pass-789");
  await card.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Error", "Failed to update password.");

  await card.getByRole("textbox", { name: "Current Password" }).fill(PASSWORD);
  await card.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password updated", "Your password has been changed.");

  // The new password signs in and the old one no longer does (through the auth API: the
  // sign-in form is foundation.spec.ts's and sign-in.spec.ts's subject).
  await signInThroughApi(request, { email, password: "changed-pass-789" });
  expect(await apiSignInStatus(request, email, PASSWORD)).toBe(401);
});

test("a new magic-link user: earlier requests linked, Complete Your Profile, then adds a password", async ({
  page,
  request,
}) => {
  // The demo data holds an anonymous request from this address, which has no account yet.
  const email = "new.investor@example.com";
  await signInWithMagicLink(page, request, email);
  await expectToast(page, "Welcome!");
  await expectToast(
    page,
    "Previous Submissions Found",
    "Successfully linked 1 previous loan submission(s) to your account.",
  );

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  await expectAccessible(page, "Complete Your Profile");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Please choose Borrower or Lender")).toBeVisible();
  await expect(page.getByLabel("Company Name")).toHaveCount(0);
  await page.getByLabel("Lender - Providing loans").check();
  // A lender needs a company name: asked for before anything is sent.
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/me/complete-profile")) sent++;
  });
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveAttribute("required");
  await page.getByLabel("Full Name").fill("Nova Investor");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  expect(sent).toBe(0);
  await page.getByLabel("Borrower - Looking for loans").check();
  await expect(page.getByLabel("Company Name")).toHaveCount(0);
  await page.getByLabel("Phone Number").fill("4155550123");
  await page.getByLabel("Credit Score").fill("705");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expectToast(page, "Profile Updated", "Your profile is complete.");
  await expect(page.getByRole("heading", { name: "Find the Best Private Lenders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveText("NI");

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Add a Password" });
  await expect(card.getByRole("textbox", { name: "Current Password" })).toHaveCount(0);
  await card.getByRole("textbox", { name: "New Password", exact: true }).fill("nova-pass-123");
  await card.getByRole("textbox", { name: "Confirm New Password" }).fill("nova-pass-123");
  await card.getByRole("button", { name: "Add Password" }).click();
  await expectToast(page, "Password updated", "A password has been added to your account.");
  await expect(page.getByRole("region", { name: "Change Password" })).toBeVisible();

  // The added password signs in (through the auth API, as above), as the borrower the profile
  // now says.
  await signInThroughApi(request, { email, password: "nova-pass-123" });
  const me = await request.get("/api/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    profile: { userType: "borrower", fullName: "Nova Investor" },
    hasPassword: true,
  });
});
