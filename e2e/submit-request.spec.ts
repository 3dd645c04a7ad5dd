/**
 * The submit dialog 'Submit Loan Request to {company}' end to end (issue 11): a visitor's five
 * steps, the confirmation mail, confirming the request from its link and signing in; a signed-in borrower's new
 * request, then the same request to a second lender; the dialog on a phone.
 *
 * The request is checked on the borrower dashboard and in GET /api/loan-requests, the list that
 * dashboard reads.
 */
import type { Locator, Page } from "@playwright/test";
import type { LoanRequestListResponse } from "../src/domain/contract/loan-requests";
import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { expectToast, linkTo, uniqueEmail, waitForMail } from "./support";

const NATIONAL = { slug: "stonefield-national-lending", name: "Stonefield National Lending" };
const HALCYON = { slug: "halcyon-street-capital", name: "Halcyon Street Capital" };

const dialogOf = (page: Page, company: string) =>
  page.getByRole("dialog", { name: `Submit Loan Request to ${company}` });

async function choose(dialog: Locator, page: Page, label: string, option: string) {
  await dialog.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function expectStep(dialog: Locator, counter: string, title: string) {
  await expect(dialog.getByTestId("submit-step-counter")).toHaveText(counter);
  await expect(dialog.getByRole("heading", { level: 3, name: title })).toBeVisible();
}

/** Fills step 2 (investment type already preselected by 'Get Quote for {type}'). */
async function fillNewRequest(dialog: Locator, page: Page, name: string) {
  await dialog.getByRole("textbox", { name: "Request Name" }).fill(name);
  await choose(dialog, page, "Property Type", "Condo");
  await dialog.getByRole("combobox", { name: "Property State" }).fill("Tex");
  await page.getByRole("option", { name: "Texas", exact: true }).click();
  const amount = dialog.getByRole("textbox", { name: "Loan Amount" });
  await amount.pressSequentially("350000");
  await expect(amount).toHaveValue("$350,000");
}

async function ownRequests(page: Page): Promise<LoanRequestListResponse["items"]> {
  const response = await page.request.get("/api/loan-requests");
  expect(response.status()).toBe(200);
  return ((await response.json()) as LoanRequestListResponse).items;
}

test.describe("submit dialog", () => {
  test("a visitor submits in five steps, gets the mail and finds the request after signing in", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.visitor.submit");
    await page.goto(`/lender/${NATIONAL.slug}`);
    await page.getByRole("button", { name: "Get Quote for Bridge" }).click();
    const dialog = dialogOf(page, NATIONAL.name);

    // Step 1: visitors cannot pick existing requests.
    await expectStep(dialog, "Step 1 of 5", "Choose Request Type");
    await expect(dialog.getByRole("radio", { name: "Existing loan request" })).toBeDisabled();
    await expect(dialog.getByText("Login required")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "New loan request" })).toBeChecked();
    await expectAccessible(page, "submit dialog step 1 (visitor)", "[role=dialog]");
    await dialog.getByRole("button", { name: "Next" }).click();

    // Step 2: the type of 'Get Quote for Bridge' is preselected; the rest is required.
    await expectStep(dialog, "Step 2 of 5", "New Loan Request");
    await expect(dialog.getByRole("combobox", { name: "Investment Type" })).toHaveValue("Bridge");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectToast(page, "Missing Information", "Please fill in all fields to continue.");
    await fillNewRequest(dialog, page, "Elm Street bridge");
    await expectAccessible(page, "submit dialog step 2", "[role=dialog]");
    await dialog.getByRole("button", { name: "Next" }).click();

    // Step 4: About You; Next waits for an email.
    await expectStep(dialog, "Step 4 of 5", "About You");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("textbox", { name: "Phone Number" }).fill("5125550143");
    await expect(dialog.getByRole("textbox", { name: "Phone Number" })).toHaveValue(
      "(512) 555-0143",
    );
    await dialog.getByRole("textbox", { name: "Credit Score" }).fill("720");
    await expectAccessible(page, "submit dialog step 4", "[role=dialog]");
    // Back goes to the previous logical step and keeps what was typed.
    await dialog.getByRole("button", { name: "Back" }).click();
    await expectStep(dialog, "Step 2 of 5", "New Loan Request");
    await expect(dialog.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$350,000");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(dialog, "Step 4 of 5", "About You");
    await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await dialog.getByRole("button", { name: "Next" }).click();

    // Step 5: review, notes, the contact line; the honeypot is hidden from people and AT.
    await expectStep(dialog, "Step 5 of 5", "Review & Submit");
    await expect(dialog.getByText("Elm Street bridge")).toBeVisible();
    await expect(dialog.getByText("$350,000")).toBeVisible();
    await expect(dialog.getByText(email)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Website" })).toHaveCount(0);
    await expect(
      dialog.getByText(`${NATIONAL.name} may contact you by email or phone about this request`),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Additional Notes" }).fill("Closing in 3 weeks.");
    await expectAccessible(page, "submit dialog step 5", "[role=dialog]");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Success!",
      "Your loan request has been sent and a confirmation email is on its way.",
    );
    await expect(dialog).toBeHidden();

    // Issue 27 item 5: the mail's button opens the confirmation page; confirming there is what
    // lets the request reach this email's account, and the page then offers signing in
    // (/auth?email=...&mode=signup).
    const mail = await waitForMail(request, email, `Your loan request to ${NATIONAL.name}`);
    await page.goto(linkTo(mail, "/request-confirmation?"));
    await page.getByRole("button", { name: "Confirm my request" }).click();
    await expect(page.getByText("Your request is confirmed")).toBeVisible();
    await page.getByRole("link", { name: "Sign in to follow it" }).click();
    await expect(page).toHaveURL(/\/auth\?email=.*&mode=signup$/);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    const signIn = await waitForMail(request, email, "sign-in link");
    await page.goto(linkTo(signIn, "/api/auth/magic-link/verify"));
    await expect(page).toHaveURL(/\/borrower-dashboard$/);

    // The confirmed request and the proven email made it this borrower's.
    const requests = await ownRequests(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      customName: "Elm Street bridge",
      loanAmount: 350000,
      investmentType: "bridge",
      propertyState: "TX",
      creditScore: 720,
    });
    expect(requests[0]?.submissions.map((s) => s.lenderName)).toEqual([NATIONAL.name]);
    // …and the dashboard shows it, open, with the lender it went to.
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: /Elm Street bridge/ })).toBeVisible();
    await expect(main.getByRole("listitem", { name: NATIONAL.name })).toBeVisible();
    await expectAccessible(page, "borrower dashboard with the linked request");
  });

  test("a borrower submits a new request, then the same request to a second lender", async ({
    page,
    context,
    request,
  }) => {
    await signInNewUser(context, request, uniqueEmail("e2e.borrower.submit"));
    await page.goto(`/lender/${NATIONAL.slug}`);
    await page.getByRole("button", { name: "Get Quote for Fix & Flip" }).click();
    let dialog = dialogOf(page, NATIONAL.name);

    await expectStep(dialog, "Step 1 of 3", "Choose Request Type");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
    await expectAccessible(page, "submit dialog step 1 (borrower)", "[role=dialog]");
    await dialog.getByRole("radio", { name: "New loan request" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(dialog, "Step 2 of 3", "New Loan Request");
    await fillNewRequest(dialog, page, "Oak Avenue flip");
    await dialog.getByRole("button", { name: "Next" }).click();

    await expectStep(dialog, "Step 3 of 3", "Review & Submit");
    // About You for a signed-in user: valid values are saved to the profile.
    await dialog.getByRole("textbox", { name: "Credit Score" }).fill("705");
    await dialog.getByRole("textbox", { name: "Additional Notes" }).click();
    await expect(dialog.getByText("Saved to your profile.")).toBeVisible();
    await expectAccessible(page, "submit dialog step 3", "[role=dialog]");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Loan Request Submitted",
      `Your loan request has been submitted to ${NATIONAL.name}.`,
    );
    await expect(dialog).toBeHidden();
    const me = await (await page.request.get("/api/me")).json();
    expect(me.profile.creditScore).toBe(705);

    // The same request again to the same lender: 'Already submitted' in the picker.
    await page.getByRole("button", { name: "Get Quote", exact: true }).click();
    await dialog.getByRole("radio", { name: "Existing loan request" }).check();
    const picked = dialog.getByRole("radio", { name: "Oak Avenue flip" });
    await expect(picked).toBeDisabled();
    await expect(dialog.getByText(/Already submitted/)).toBeVisible();
    await expectAccessible(page, "submit dialog existing-request picker", "[role=dialog]");
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();

    // ...and to a second lender through the existing-request picker.
    await page.goto(`/lender/${HALCYON.slug}`);
    await page.getByRole("button", { name: "Get Quote", exact: true }).click();
    dialog = dialogOf(page, HALCYON.name);
    await dialog.getByRole("radio", { name: "Existing loan request" }).check();
    await dialog.getByRole("radio", { name: "Oak Avenue flip" }).check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(dialog, "Step 3 of 3", "Review & Submit");
    await expect(dialog.getByText("Oak Avenue flip")).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expectStep(dialog, "Step 1 of 3", "Choose Request Type");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Loan Request Submitted",
      `Your loan request has been submitted to ${HALCYON.name}.`,
    );

    const requests = await ownRequests(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.submissions.map((s) => s.lenderName).sort()).toEqual(
      [HALCYON.name, NATIONAL.name].sort(),
    );
  });

  test("a visitor who signs in first finds the request submitted on the dashboard", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("e2e.visitor.pending");
    await page.goto(`/lender/${NATIONAL.slug}`);
    await page.getByRole("button", { name: "Get Quote for Land" }).click();
    const dialog = dialogOf(page, NATIONAL.name);
    await dialog.getByRole("button", { name: "Next" }).click();
    await fillNewRequest(dialog, page, "Ridge lots");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("button", { name: "Sign in first" }).click();

    // The draft waits in local storage while the visitor signs in.
    await expect(page).toHaveURL(/\/auth\?email=/);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    const mail = await waitForMail(request, email, "sign-in link");
    await page.goto(linkTo(mail, "/api/auth/magic-link/verify"));
    await expect(page).toHaveURL(/\/borrower-dashboard/);
    await expectToast(
      page,
      "Loan Request Submitted",
      `Your loan request has been submitted to ${NATIONAL.name}.`,
    );
    await expect(page).toHaveURL(/\/borrower-dashboard$/);
    // The draft is removed as the submission settles, not necessarily before the toast shows.
    await expect
      .poll(() => page.evaluate(() => Object.keys(window.localStorage)))
      .not.toContain("lenderlane.pendingLoanSubmission");
    const requests = await ownRequests(page);
    expect(requests.map((r) => [r.customName, r.investmentType])).toEqual([["Ridge lots", "land"]]);
    expect(requests[0]?.submissions.map((s) => s.lenderName)).toEqual([NATIONAL.name]);
  });

  test("from a listing card, by keyboard only", async ({ page }) => {
    await page.goto("/bridge-loans?location=TX&sortBy=most-relevant");
    const getQuote = page.getByRole("button", { name: /^Get Quote from / }).first();
    const label = (await getQuote.getAttribute("aria-label")) ?? "";
    const company = label.replace("Get Quote from ", "");
    await getQuote.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page, company);
    await expectStep(dialog, "Step 1 of 5", "Choose Request Type");

    /** Tabs until `target` has the focus (at most 15 presses). */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 15; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
    };

    await tabTo(dialog.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expectStep(dialog, "Step 2 of 5", "New Loan Request");
    // The card's loan type is preselected; the new step's heading has the focus.
    await expect(dialog.getByRole("combobox", { name: "Investment Type" })).toHaveValue("Bridge");
    await expect(dialog.getByRole("heading", { name: "New Loan Request" })).toBeFocused();

    await tabTo(dialog.getByRole("combobox", { name: "Property Type" }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("combobox", { name: "Property Type" })).not.toHaveValue("");
    // The listing's state filter (location=TX) is already there (issue 28 item 6).
    await expect(dialog.getByRole("combobox", { name: "Property State" })).toHaveValue("Texas");
    await tabTo(dialog.getByRole("textbox", { name: "Loan Amount" }));
    await page.keyboard.type("125000");
    await page.keyboard.press("Enter");
    await expectStep(dialog, "Step 4 of 5", "About You");

    // Escape closes and gives the focus back to the card's button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(getQuote).toBeFocused();
  });

  test("on a phone the dialog fills the screen and resets when closed", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/lender/${NATIONAL.slug}`);
    await page.getByRole("button", { name: "Get Quote", exact: true }).click();
    const dialog = dialogOf(page, NATIONAL.name);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(dialog, "Step 2 of 5", "New Loan Request");
    await expectAccessible(page, "submit dialog at 375 px", "[role=dialog]");
    // No horizontal scrolling inside the dialog.
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Keyboard: Escape closes; opening again starts over at step 1.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Get Quote", exact: true }).click();
    await expectStep(dialog, "Step 1 of 5", "Choose Request Type");
  });
});
