import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * Issue 13: the admin finds a loan request by search in the server-paged list and opens its
 * detail (the four cards, the submissions per lender, Back to Requests); an unknown id shows
 * 'Loan request not found'. Issue 15: the detail shows each submission's offers and opens its
 * conversation read-only. Reads the seeded demo borrower's requests only.
 */
test.use({ role: "admin" });

test("search the loan requests, open one, and go back", async ({ page }) => {
  await page.goto("/admin/loan-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Loan Requests" })).toBeVisible();
  const table = page.getByRole("table", { name: "Loan requests" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Request Name",
    "Email",
    "Amount",
    "Purpose",
    "Status",
    "Created",
    "Actions",
  ]);
  await expect(page.getByText(/\d+ loan requests?/)).toBeVisible();
  await expectAccessible(page, "admin loan requests");

  await page.getByRole("searchbox", { name: "Search loan requests" }).fill("borrower@example.com");
  await expect(page).toHaveURL(/q=borrower%40example\.com/);
  await expect(page.getByText(/matching your search/)).toBeVisible();
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toContainText("borrower@example.com");
  const view = rows.first().getByRole("link", { name: /^View / });
  const name = ((await view.getAttribute("aria-label")) ?? "").replace(/^View /, "");
  await view.click();

  await expect(page).toHaveURL(/\/admin\/loan-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  for (const card of [
    "Borrower Information",
    "Loan Details",
    "Property Information",
    "Additional Information",
  ]) {
    await expect(page.getByRole("region", { name: card })).toBeVisible();
  }
  await expect(
    page.getByRole("region", { name: "Borrower Information" }).getByText("borrower@example.com"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Loan Submissions/ })).toBeVisible();
  await expectAccessible(page, "admin loan request detail");

  // Issue 15: the submissions' offers and conversations, read-only (every demo request was sent).
  const activity = page.getByRole("region", { name: "Offers and Conversations" });
  await expect(
    activity.getByRole("button", { name: /^View conversation with / }).first(),
  ).toBeVisible();
  await expect(activity.getByText("Loading offers...")).toHaveCount(0);
  await activity
    .getByRole("button", { name: /^View conversation with / })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: /^Conversation between the borrower and / });
  await expect(
    drawer.getByText("Read-only: admins can read this conversation but not write in it."),
  ).toBeVisible();
  await expect(drawer.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page, "admin read-only conversation");
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Requests" }).click();
  await expect(page).toHaveURL(/\/admin\/loan-requests$/);
});

test("an unknown request: 'Loan request not found'", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/loan-requests/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByRole("heading", { level: 1, name: "Loan request not found" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Requests" })).toBeVisible();
  await expectAccessible(page, "loan request not found at 375 px");
});
