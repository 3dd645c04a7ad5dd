import { computeFixAndFlip } from "../src/domain/calculators/fix-and-flip";
import type { LenderProfileResponse } from "../src/domain/lenders/lender-dto";
import { formatUsd } from "../src/domain/reference/format";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

/** A demo lender with all six products (src/server/db/seed). */
const LENDER = "stonefield-national-lending";

test("a lender page's calculator opens with its limits, computes live and sends the deal prefilled", async ({
  page,
  request,
}) => {
  const profile = (await (
    await request.get(`/api/lenders/${LENDER}`)
  ).json()) as LenderProfileResponse;
  const flip = profile.products.find((product) => product.productType === "fix_and_flip");
  expect(flip).toBeDefined();
  await page.setViewportSize({ width: 375, height: 800 });
  // A hydration mismatch (server and browser computing different figures) would show here.
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await page.goto(`/lender/${LENDER}#product-fix-and-flip`);
  await page.getByRole("link", { name: "Size a deal with these Fix & Flip limits" }).click();
  await expect(page.getByRole("heading", { name: "Fix & Flip calculator" })).toBeVisible();
  await expect(
    page.getByText(`Prefilled with the limits and lowest rate ${profile.lender.companyName}`),
  ).toBeVisible();
  const limit = (value: number | null | undefined) => (value == null ? "" : String(value));
  await expect(page.getByLabel(/Max loan-to-value/)).toHaveValue(limit(flip?.maxLtv));
  await expect(page.getByLabel(/Max loan-to-cost/)).toHaveValue(limit(flip?.maxLtc));
  await expect(page.getByLabel(/Max loan-to-ARV/)).toHaveValue(limit(flip?.maxLtarv));

  // Live as one types; the address follows.
  const purchase = page.getByLabel(/Purchase price/);
  await purchase.fill("250000");
  await page.getByLabel("Property state").selectOption("TX");
  const expected = computeFixAndFlip({
    purchasePrice: 250_000,
    rehabBudget: 60_000,
    afterRepairValue: 475_000,
    monthsHeld: 6,
    maxLtv: flip?.maxLtv ?? undefined,
    maxLtc: flip?.maxLtc ?? undefined,
    maxLtarv: flip?.maxLtarv ?? undefined,
    interestRate: flip?.lowestRate ?? 11,
    points: 2,
    sellingCostsPercent: 6,
  });
  const maxLoan = page.locator("dt", { hasText: /^Maximum loan$/ }).locator("+ dd");
  await expect(maxLoan).toHaveText(formatUsd(expected.maxLoan));
  await expect(page).toHaveURL(/purchase=250000/);
  await expectAccessible(page, "calculators");

  // The shared address shows the same result on a fresh load (server-rendered).
  await page.goto(page.url());
  await expect(maxLoan).toHaveText(formatUsd(expected.maxLoan));

  await page.getByRole("link", { name: `Send this deal to ${profile.lender.companyName}` }).click();
  const dialog = page.getByRole("dialog", {
    name: `Submit Loan Request to ${profile.lender.companyName}`,
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByLabel(/Investment Type/)).toHaveValue("Fix & Flip");
  await expect(dialog.getByLabel(/Property State/)).toHaveValue("Texas");
  await expect(dialog.getByLabel(/Loan Amount/)).toHaveValue(
    formatUsd(Math.floor(expected.maxLoan)),
  );
  await expectAccessible(page, "submit dialog from a calculator", "[role=dialog]");
  expect(consoleErrors).toEqual([]);
});
