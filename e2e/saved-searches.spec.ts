import { expect, signInNewUser, test } from "./fixtures";
import { expectToast, uniqueEmail } from "./support";

test.describe("saved searches (issue 32)", () => {
  test("a borrower saves a listing's search from a phone and manages it on the dashboard", async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInNewUser(context, request, uniqueEmail("e2e.saved"));
    await page.goto("/fix-and-flip?location=TX&sortBy=rating");
    await page.getByRole("button", { name: "Save this search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save this search" });
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveValue(
      "Fix & Flip lenders in TX",
    );
    await dialog.getByRole("textbox", { name: "Name" }).fill("Texas flips");
    await dialog.getByRole("radio", { name: "Daily" }).check();
    await dialog.getByRole("button", { name: "Save search" }).click();
    await expectToast(page, "Search saved");

    await page.goto("/borrower-dashboard");
    const section = page.getByRole("region", { name: "Saved searches" });
    await expect(section.getByText("Texas flips")).toBeVisible();
    await expect(section.getByText("Fix & Flip · Texas · Highest Rated")).toBeVisible();
    const alerts = section.getByRole("switch", { name: "Email alerts for Texas flips" });
    await expect(alerts).toBeChecked();
    await alerts.click();
    await expect(alerts).not.toBeChecked();
    await section.getByRole("link", { name: "Open Texas flips" }).click();
    await expect(page).toHaveURL(/\/fix-and-flip\?location=TX&sortBy=rating$/);
  });
});
