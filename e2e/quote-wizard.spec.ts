/**
 * The borrower quote wizard /inquiry end to end (spec 2, 4, 5; issue 11): the validation
 * toasts, Back, the general inquiry for a visitor's email and for a signed-in borrower, and the
 * thank-you screen with the best-matching lenders, their match scores and the pre-filtered
 * listing; 'Start New Quote' starts over.
 */
import type { Page } from "@playwright/test";
import type { LoanRequestListResponse } from "../src/domain/contract/loan-requests";
import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { expectToast, uniqueEmail, waitForMail } from "./support";

/**
 * The page's content: the toasts of the validation steps are still on screen, and their
 * description contrast is fixed on main by issue 18 (global.css), not on this branch.
 */
const MAIN = "#main-content";

const LISTING_QUERY =
  "loanType=fix_and_flip&location=TX&loanAmount=300000&collateralType=Condo&sortBy=most-relevant";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function answerStepOne(page: Page, amount: string) {
  await choose(page, "Investment Type", "Fix & Flip");
  await choose(page, "Property Type", "Condo");
  await choose(page, "Real Estate Experience", "1-2 properties");
  await page.getByRole("combobox", { name: "Property State" }).fill("Texas");
  await page.getByRole("option", { name: "Texas", exact: true }).click();
  const loanAmount = page.getByRole("textbox", { name: "Loan Amount" });
  await loanAmount.fill("");
  await loanAmount.pressSequentially(amount);
}

test.describe("quote wizard", () => {
  test("a visitor gets a quote: toasts, Back, thank-you with the best matches, start over", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.quote.visitor");
    await page.goto("/inquiry");
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await expectAccessible(page, "quote wizard step 1", MAIN);

    await page.getByRole("button", { name: "Next" }).click();
    await expectToast(page, "Missing Information", "Please fill in all fields to continue.");

    await answerStepOne(page, "5000");
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$5,000");
    await page.getByRole("button", { name: "Next" }).click();
    await expectToast(page, "Invalid Loan Amount", "Minimum loan amount is $10,000");

    const loanAmount = page.getByRole("textbox", { name: "Loan Amount" });
    await loanAmount.fill("");
    await loanAmount.pressSequentially("300000");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    await expectAccessible(page, "quote wizard step 2", MAIN);

    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expectToast(page, "Missing Information", "Please fill in all contact information.");
    await page.getByRole("textbox", { name: "First Name" }).fill("Dana");
    await page.getByRole("textbox", { name: "Last Name" }).fill("Reyes");
    await page.getByRole("textbox", { name: "Email" }).fill("dana@@example");
    await page.getByRole("textbox", { name: "Phone Number" }).fill("2145550187");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expectToast(
      page,
      "Validation Error",
      "Please fix the validation errors before submitting.",
    );

    // Back keeps the answers.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$300,000");
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    // Beyond the spec: the best matches with their scores, and the pre-filtered listing.
    const matches = page.getByRole("region", { name: /best-matching Fix & Flip lenders/ });
    await expect(matches.getByRole("listitem").first()).toBeVisible();
    expect(await matches.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    await expect(matches.getByRole("button", { name: /^Match/ }).first()).toBeVisible();
    const listing = matches.getByRole("link", { name: /matching Fix & Flip lenders|Browse/ });
    await expect(listing).toHaveAttribute("href", `/fix-and-flip?${LISTING_QUERY}`);
    await expectAccessible(page, "quote wizard thank-you", MAIN);

    // The visitor's request is confirmed by mail.
    await waitForMail(request, email, "Your loan request was received");

    await page.getByRole("button", { name: "Start New Quote" }).click();
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("");

    await page.goto(`/fix-and-flip?${LISTING_QUERY}`);
    await expect(page.getByText(/^Showing \d+ of \d+/)).toBeVisible();
  });

  test("a borrower's quote becomes their request and goes on to a matching lender", async ({
    page,
    context,
    request,
  }) => {
    const { email } = await signInNewUser(context, request, uniqueEmail("e2e.quote.borrower"));
    await page.goto("/inquiry");
    await answerStepOne(page, "300000");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.getByRole("textbox", { name: "First Name" }).fill("Sam");
    await page.getByRole("textbox", { name: "Last Name" }).fill("Ortiz");
    await page.getByRole("textbox", { name: "Phone Number" }).fill("2145550188");
    await page.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    let items = (
      (await (await page.request.get("/api/loan-requests")).json()) as LoanRequestListResponse
    ).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      investmentType: "fix_and_flip",
      propertyType: "Condo",
      propertyState: "TX",
      loanAmount: 300000,
      experienceYears: "1-2",
      submissions: [],
    });
    expect(items[0]?.additionalNotes).toContain("Name: Sam Ortiz");

    // Get Quote on the best match opens the submit dialog with the answers filled in.
    const matches = page.getByRole("region", { name: /best-matching Fix & Flip lenders/ });
    const first = matches.getByRole("listitem").first();
    const company = (await first.getByRole("link").first().textContent()) ?? "";
    await first.getByRole("button", { name: /^Get Quote/ }).click();
    const dialog = page.getByRole("dialog", { name: `Submit Loan Request to ${company}` });
    await dialog.getByRole("radio", { name: "New loan request" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("combobox", { name: "Investment Type" })).toHaveValue(
      "Fix & Flip",
    );
    await expect(dialog.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$300,000");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Loan Request Submitted",
      `Your loan request has been submitted to ${company}.`,
    );
    items = (
      (await (await page.request.get("/api/loan-requests")).json()) as LoanRequestListResponse
    ).items;
    expect(items.flatMap((item) => item.submissions.map((s) => s.lenderName))).toEqual([company]);
  });
});
