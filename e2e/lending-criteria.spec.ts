/**
 * Issue 31, lending criteria end to end with the demo data's 'Coral Key Investor Finance',
 * whose Fix & Flip product makes a 680 credit score a hard limit: a visitor with a 640 score
 * sees on the submit dialog's last step why the request cannot go to this lender (Submit is
 * off), and the API refuses it anyway (409 outside_lending_criteria); with 700 it may be sent.
 */
import type { Locator, Page } from "@playwright/test";
import type { LenderProfileResponse } from "../src/domain/contract/lenders";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./support";

const CORAL_KEY = { slug: "coral-key-investor-finance", name: "Coral Key Investor Finance" };
const REASON = "Needs a credit score of 680 or more.";

async function choose(dialog: Locator, page: Page, label: string, option: string) {
  await dialog.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a visitor cannot send a request that breaks a lender's hard limit and sees why", async ({
  page,
}) => {
  const email = uniqueEmail("e2e.visitor.criteria");
  await page.goto(`/lender/${CORAL_KEY.slug}`);
  await page.getByRole("button", { name: "Get Quote for Fix & Flip" }).click();
  const dialog = page.getByRole("dialog", { name: `Submit Loan Request to ${CORAL_KEY.name}` });

  await dialog.getByRole("button", { name: "Next" }).click();
  await choose(dialog, page, "Property Type", "Condo");
  await dialog.getByRole("combobox", { name: "Property State" }).fill("Flor");
  await page.getByRole("option", { name: "Florida", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Loan Amount" }).pressSequentially("350000");
  await dialog.getByRole("button", { name: "Next" }).click();

  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  const credit = dialog.getByRole("textbox", { name: "Credit Score" });
  await credit.fill("640");
  await dialog.getByRole("button", { name: "Next" }).click();

  // The last step says why instead of sending.
  const alert = dialog.getByRole("alert").filter({ hasText: REASON });
  await expect(alert).toContainText(`${CORAL_KEY.name} does not take this request`);
  await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeDisabled();
  await expectAccessible(
    page,
    "submit dialog refusing a request outside the criteria",
    "[role=dialog]",
  );

  // The server refuses the same request sent anyway.
  const profile = (await (
    await page.request.get(`/api/lenders/${CORAL_KEY.slug}`)
  ).json()) as LenderProfileResponse;
  const refused = await page.request.post("/api/loan-requests/anonymous", {
    data: {
      email,
      creditScore: "640",
      request: {
        investmentType: "fix_and_flip",
        propertyType: "Condo",
        propertyState: "FL",
        loanAmount: 350_000,
      },
      lenderIds: [profile.lender.id],
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toMatchObject({
    code: "outside_lending_criteria",
    message: `${CORAL_KEY.name}: ${REASON}`,
  });

  // A score at the limit may be sent.
  await dialog.getByRole("button", { name: "Back" }).click();
  await credit.fill("680");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  await expect(dialog.getByText(REASON)).toHaveCount(0);
});
