import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { expectToast, signOut, uniqueEmail } from "./support";

/** The signed-in header: the avatar menu on wide screens, the navigation drawer on phones. */

test.describe("as the demo admin", () => {
  test.use({ role: "admin" });

  test("the avatar menu shows the email and its links, and /auth sends a signed-in user on", async ({
    page,
  }) => {
    // Signed in through the API: /dashboard sends the admin on as the post-login redirect does.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Admin" })).toBeVisible();
    await header.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText("admin@example.com");
    await expectAccessible(page, "account menu", "[role=menu]");
    await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
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
});

test("on a phone, the drawer lists the account's links and wraps a long email", async ({
  page,
  context,
  request,
}) => {
  const { email } = await signInNewUser(
    context,
    request,
    uniqueEmail("e2e.longmailboxnamefordrawer"),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/borrower-dashboard$/);

  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(email)).toBeVisible();
  const links = drawer.getByRole("link", { name: /^(Profile|Dashboard)$/ });
  await expect(links).toHaveText(["Profile", "Dashboard"]);
  await expectAccessible(page, "navigation drawer", "[role=dialog]");
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
