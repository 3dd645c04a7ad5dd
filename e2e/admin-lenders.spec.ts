/**
 * Admin lenders (issue 13): the admin finds the overview, creates a lender, edits one of its
 * fields (and one of a new loan product's) through the single-field dialog and sees the change
 * in that field's history. Each
 * run creates its own lender (unique name), so it changes nothing other specs read.
 */
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

test.use({ role: "admin" });

test("overview: the stat cards, User Types and the weekly chart", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  for (const card of ["Total Lenders", "Total Inquiries", "Pending Requests", "Total Users"]) {
    await expect(page.getByRole("region", { name: card })).toContainText(/\d/);
  }
  const userTypes = page.getByRole("region", { name: "User Types" });
  await expect(userTypes.getByText("Admins")).toBeVisible();
  const chart = page.getByRole("region", { name: "New loan requests per week" });
  await expect(chart.getByRole("img")).toBeVisible();
  await chart.getByRole("switch", { name: "Show as table" }).check();
  await expect(chart.getByRole("table")).toBeVisible();
  await expect(chart.getByRole("row")).toHaveCount(13);
  await expectAccessible(page, "admin overview");
});

test("edits a lender field through the dialog and finds it in the history", async ({ page }) => {
  // One flow across four pages and three dialogs, each checked by axe: more than the default
  // minute on a busy two-core CI machine.
  test.slow();
  const name = `E2E Field Capital ${Date.now()}`;
  await page.goto("/admin/lenders");
  await expect(page.getByRole("heading", { level: 1, name: "Lenders" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Lenders" }).getByRole("link").first(),
  ).toBeVisible();
  await expectAccessible(page, "admin lenders");

  await page.getByRole("link", { name: "Add Lender" }).click();
  const form = page.getByRole("form", { name: "Add New Lender" });
  await form.getByLabel("Company Name").fill(name);
  await expectAccessible(page, "add lender form");
  await form.getByRole("button", { name: "Create Lender" }).click();
  await expect(page.getByText("Lender created successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("No User")).toBeVisible();
  await expectAccessible(page, "admin lender detail");

  // The search finds it on the server.
  await page.goto(`/admin/lenders?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("button", { name: /^Edit Phone: Not set/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Phone" });
  await expect(dialog.getByRole("textbox", { name: "Date Changed" })).toBeVisible();
  await expectAccessible(page, "edit field dialog", "[role=dialog]");
  await dialog.getByRole("textbox", { name: "New Value" }).fill("(512) 555-0142");
  await dialog.getByRole("textbox", { name: /Notes/ }).fill("Confirmed by phone");
  await dialog.getByRole("button", { name: "Update Field" }).click();
  await expect(page.getByText("Phone has been updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Edit Phone: (512) 555-0142" })).toBeVisible();

  // The same value again: 'No Changes', nothing written.
  await page.getByRole("button", { name: "Edit Phone: (512) 555-0142" }).click();
  await dialog.getByRole("button", { name: "Update Field" }).click();
  await expect(page.getByText("The new value is the same as the current value.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "History for Phone" }).click();
  const history = page.getByRole("dialog", { name: "History for Phone" });
  const row = history.getByRole("row").filter({ hasText: "(512) 555-0142" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("admin@example.com");
  await expect(row).toContainText("Confirmed by phone");
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expectAccessible(page, "field history dialog", "[role=dialog]");

  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  // A loan product: added through the form, then one of its fields edited on its own box.
  await page.getByRole("tab", { name: "Loan Products" }).click();
  await page.getByRole("button", { name: "Add product" }).click();
  await page.getByRole("switch", { name: "Offer Bridge loans" }).check();
  await page.getByRole("button", { name: "Update Lender" }).click();
  await expect(page.getByText("Lender updated successfully.")).toBeVisible();
  await page.getByRole("button", { name: /^Edit Bridge: Max LTV \(%\): Not set/ }).click();
  const productDialog = page.getByRole("dialog", { name: "Edit Max LTV (%)" });
  await productDialog.getByRole("textbox", { name: "New Value" }).fill("70");
  await productDialog.getByRole("button", { name: "Update Field" }).click();
  await expect(page.getByText("Max LTV (%) has been updated successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Bridge: Max LTV (%): 70" })).toBeVisible();
  await expectAccessible(page, "admin lender products tab");
  await page.getByRole("button", { name: "History for Bridge: Max LTV (%)" }).click();
  const productHistory = page.getByRole("dialog", { name: "History for Bridge: Max LTV (%)" });
  await expect(productHistory.getByRole("row").filter({ hasText: "70" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(productHistory).toBeHidden();

  // Delete, confirmed: back to the list.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete lender" });
  await expect(confirm.getByText("Are you sure you want to delete this lender?")).toBeVisible();
  await expectAccessible(page, "delete lender dialog", "[role=dialog]");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Lender deleted successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/lenders$/);
});

test("/admin-legacy: the Lenders and Loan Requests tabs", async ({ page }) => {
  await page.goto("/admin-legacy");
  await expect(
    page.getByRole("table", { name: "Lenders" }).getByRole("link").first(),
  ).toBeVisible();
  await expectAccessible(page, "admin legacy lenders");
  await page.getByRole("tab", { name: "Loan Requests" }).click();
  await expect(page).toHaveURL(/tab=loan-requests/);
  await expect(page.getByRole("table", { name: "Lenders" })).toBeHidden();
  await expect(page.getByRole("table", { name: "Loan requests" })).toBeVisible();
  await expectAccessible(page, "admin legacy loan requests");
});
