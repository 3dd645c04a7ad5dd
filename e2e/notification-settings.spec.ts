import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { uniqueEmail } from "./support";

/** Issue 31: the notification settings page, from the avatar menu, on a phone's width too. */

test("a borrower turns lender answers off from the account menu and it stays off", async ({
  page,
  context,
  request,
}) => {
  await signInNewUser(context, request, uniqueEmail("e2e.notifications"));
  await page.goto("/profile");
  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Notification settings" }),
  ).toBeVisible();

  const answers = page.getByRole("switch", { name: /^Lender answers/ });
  await expect(answers).toBeChecked();
  await expectAccessible(page, "notification settings");
  await answers.focus();
  await page.keyboard.press("Space");
  await expect(answers).not.toBeChecked();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your notification settings are saved." }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: /^Lender answers/ })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /^Messages/ })).toBeChecked();

  await page.setViewportSize({ width: 375, height: 740 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAccessible(page, "notification settings at 375 px");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the page shows the saved choice", async ({ page, context, request }) => {
    await signInNewUser(context, request, uniqueEmail("e2e.notifications.nojs"));
    await page.goto("/profile/notifications");
    await page.getByRole("switch", { name: /^Messages/ }).uncheck();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(/\/profile\/notifications\?saved=1$/);
    await expect(page.getByText("Your notification settings are saved.")).toBeVisible();
    await expect(page.getByRole("switch", { name: /^Messages/ })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: /^Weekly/ })).toBeChecked();
  });
});
