import { expect, test } from "@playwright/test";
import {
  clickSignIn,
  createVerifiedUser,
  expectToast,
  signInWithPassword,
  signOut,
  uniqueEmail,
} from "./support";

/** The signed-in header: the avatar menu on wide screens, the navigation drawer on phones. */

test("the avatar menu shows the email and its links, and /auth sends a signed-in user on", async ({
  page,
}) => {
  await signInWithPassword(page, "admin@example.com", "demo1234");
  await expect(page).toHaveURL(/\/admin$/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Admin" })).toBeVisible();
  await header.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("admin@example.com");
  await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await page.keyboard.press("Escape");

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);
  await expectToast(page, "Signed out");
});

test("on a phone, the drawer lists the account's links and wraps a long email", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("e2e.longmailboxnamefordrawer");
  await createVerifiedUser(request, email, "e2e-pass-123");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill("e2e-pass-123");
  await clickSignIn(page);
  await expect(page).toHaveURL(/\/borrower-dashboard$/);

  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(email)).toBeVisible();
  const links = drawer.getByRole("link", { name: /^(Profile|Dashboard)$/ });
  await expect(links).toHaveText(["Profile", "Dashboard"]);
  const body = drawer.locator(".mantine-Drawer-body");
  const { scrollWidth, clientWidth } = await body.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  await drawer.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Signed out");
});
