/**
 * The lender workspace (issue 12): the approved demo lender (Cedar Ridge Capital, whose demo
 * products were last updated 31-60 days ago) edits a product and sees its completeness and its
 * public page change, answers an anonymous request whose borrower is mailed; pending and
 * rejected lenders see their cards; the form works at 375 px.
 */
import { expectAccessible } from "./a11y";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  signInNewUser,
  signInThroughApi,
  test,
} from "./fixtures";
import { sendBridgeRequest, uniqueEmail, waitForMail } from "./support";

const DEMO_LENDER_SLUG = "cedar-ridge-capital";

test.describe("approved lender", () => {
  test.use({ role: "lender" });
  test.describe.configure({ mode: "serial" });

  test("edits a product: completeness and the public profile follow", async ({ page }) => {
    await page.goto("/lender-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Lender Dashboard" })).toBeVisible();
    await expect(page.getByText("Manage your profile and view borrower inquiries")).toBeVisible();
    const status = page.getByRole("region", { name: "Company Status" });
    await expect(status.getByText("Cedar Ridge Capital")).toBeVisible();
    await expect(status.getByRole("link", { name: /View public profile/ })).toHaveAttribute(
      "href",
      `/lender/${DEMO_LENDER_SLUG}`,
    );
    const percent = page.getByTestId("completeness-percent");
    await expect(percent).toHaveText(/^\d+%$/);
    const before = await percent.textContent();
    const stale = page.getByText(/^Products last updated \d+ days ago$/);
    await expect(stale).toBeVisible();
    await expectAccessible(page, "lender dashboard overview");

    // 'Update Today' confirms the terms in one click (issue 28 item 11): fresh again, so the
    // score moves and the button goes.
    await page.getByRole("button", { name: "Update Today" }).click();
    await expect(page.getByText(/^Products last updated \d+ days ago$/)).toHaveCount(0);
    await expect(percent).not.toHaveText(before ?? "");
    await expect(page.getByRole("button", { name: "Update Today" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit Lender" });
    await expect(form).toBeVisible();
    await expect(
      form.getByText("Loan product changes will be saved when you submit the form."),
    ).toBeVisible();
    const penalty = `Step-down 3-2-1 (e2e ${Date.now()})`;
    const fixAndFlip = form.getByRole("region", { name: "Fix and Flip" });
    await fixAndFlip.getByLabel("Prepayment Penalty").fill(penalty);
    await expectAccessible(page, "lender edit profile form");
    await form.getByRole("button", { name: "Update Lender" }).click();
    await expect(
      page.getByText("Your lender profile has been updated successfully."),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByText(/^Products last updated \d+ days ago$/)).toHaveCount(0);

    await page.goto(`/lender/${DEMO_LENDER_SLUG}`);
    await expect(page.getByText(penalty).first()).toBeAttached();
  });

  test("answers a request: the borrower is mailed the answer and the note", async ({
    page,
    request,
  }) => {
    await page.goto("/lender-dashboard");
    await page.getByRole("tab", { name: "Loan Inquiries" }).click();
    await expect(page.getByText("Borrower inquiries sent to your company")).toBeVisible();
    const card = page.getByRole("article").filter({ hasText: "new.investor@example.com" });
    await expect(card).toContainText("$180,000");
    await expect(card).toContainText(/Received \d+ (hours?|days?) ago/);
    await expect(card).toContainText("Pending");
    await expectAccessible(page, "lender inquiries");

    await card.getByRole("button", { name: /^Interested in/ }).click();
    const dialog = page.getByRole("dialog", { name: "Mark as Interested" });
    await dialog.getByLabel("Note to the borrower").fill("Happy to look at Tulsa. Call me today.");
    await expectAccessible(page, "answer dialog", "[role=dialog]");
    await dialog.getByRole("button", { name: "Send Interested" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("Interested");
    await expect(card).toContainText("Happy to look at Tulsa. Call me today.");

    // Issue 31: the filters are a GET form; its address is the list's state.
    await page.getByRole("combobox", { name: "Answer" }).selectOption("Pending");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]answer=pending/);
    await expect(
      page.getByRole("article").filter({ hasText: "new.investor@example.com" }),
    ).toHaveCount(0);

    const mail = await waitForMail(
      request,
      "new.investor@example.com",
      "Cedar Ridge Capital is interested in your loan request",
    );
    // The dev outbox answers with each mail's text too.
    expect((mail as typeof mail & { text: string }).text).toContain(
      "Happy to look at Tulsa. Call me today.",
    );
  });

  test("the lender form at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/lender-dashboard");
    await page.getByRole("tab", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit Lender" });
    await expect(form.getByLabel("Company Name")).toHaveValue("Cedar Ridge Capital");
    await expect(form.getByRole("checkbox", { name: "Texas" })).toBeChecked();
    await form.getByRole("checkbox", { name: "Prefer not to share" }).check();
    await expect(form.getByRole("checkbox", { name: "Texas" })).toHaveCount(0);
    await expect(form.getByRole("checkbox", { name: "Select All States" })).toBeDisabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, "lender form at 375 px");
  });

  // Issue 27: last in this serial block, and it withdraws its name request at the end, so the
  // tests above see the demo lender as seeded.
  test("a lender edits its profile and cannot change its rating", async ({ page }) => {
    await page.goto("/lender-dashboard");
    await page.getByRole("tab", { name: "Edit Profile" }).click();
    const form = page.getByRole("form", { name: "Edit Lender" });
    const reviews = form.getByRole("group", { name: "Reviews" });
    await expect(
      reviews.getByText("Set by LenderLane from verified reviews — contact support to update."),
    ).toBeVisible();
    const score = reviews.getByRole("textbox", { name: "Review Score" });
    await expect(score).toHaveValue("4.8");
    await expect(score).not.toBeEditable();
    await expect(reviews.getByRole("textbox", { name: "Total Reviews" })).not.toBeEditable();
    await expect(reviews.getByRole("textbox", { name: "Google Reviews URL" })).not.toBeEditable();
    await expect(form.getByRole("spinbutton", { name: /Review Score/ })).toHaveCount(0);

    // A new name waits for LenderLane; the public name stays.
    await form.getByLabel("Company Name").fill("Cedar Ridge Capital Top Rated");
    await form.getByRole("button", { name: "Update Lender" }).click();
    await expect(
      page.getByText("Your lender profile has been updated successfully."),
    ).toBeVisible();
    await expect(
      form.getByText(/Name change to “Cedar Ridge Capital Top Rated” is pending approval/),
    ).toBeVisible();
    await expectAccessible(page, "lender form with a pending name");
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(
      page.getByRole("region", { name: "Company Status" }).getByText("Cedar Ridge Capital", {
        exact: true,
      }),
    ).toBeVisible();

    await page.goto(`/lender/${DEMO_LENDER_SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cedar Ridge Capital");
    await expect(page.getByText("reported by the lender").first()).toBeVisible();

    // Asking for the current name again withdraws the request.
    await page.goto("/lender-dashboard");
    await page.getByRole("tab", { name: "Edit Profile" }).click();
    await form.getByLabel("Company Name").fill("Cedar Ridge Capital");
    await form.getByRole("button", { name: "Update Lender" }).click();
    await expect(
      page.getByText("Your lender profile has been updated successfully."),
    ).toBeVisible();
    await expect(form.getByText(/is pending approval/)).toHaveCount(0);
  });
});

test.describe("pending lender", () => {
  test.use({ role: "pendingLender" });

  test("sees the pending card, not the tabs", async ({ page }) => {
    await page.goto("/lender-dashboard");
    await expect(page.getByRole("heading", { name: "Account Pending Approval" })).toBeVisible();
    await expect(
      page.getByText("Your lender account is currently under review by our team."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expectAccessible(page, "pending lender dashboard");
  });
});

test.describe("rejected lender", () => {
  test.use({ role: "rejectedLender" });

  test("sees the not-approved card", async ({ page }) => {
    await page.goto("/lender-dashboard");
    await expect(page.getByRole("heading", { name: "Account Not Approved" })).toBeVisible();
    await expect(
      page.getByText("Unfortunately, your lender application was not approved at this time."),
    ).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expectAccessible(page, "rejected lender dashboard");
  });
});

test.describe("the lender's answer reaches the borrower", () => {
  test("a borrower's request is declined with a reason and a note; the borrower's dashboard shows them", async ({
    browser,
    page,
    context,
    request,
    extraHTTPHeaders,
  }) => {
    const { email } = await signInNewUser(context, request, uniqueEmail("e2e.answered"));
    await sendBridgeRequest(context.request, [DEMO_LENDER_SLUG], {
      customName: "Tulsa duplex bridge",
      loanAmount: 320_000,
      propertyState: "OK",
    });

    // The demo lender, in a browser of its own, declines it with a note.
    const lenderContext = await browser.newContext({ extraHTTPHeaders });
    await signInThroughApi(lenderContext, {
      email: DEMO_ACCOUNTS.lender,
      password: DEMO_PASSWORD,
    });
    const lenderPage = await lenderContext.newPage();
    await lenderPage.goto("/lender-dashboard");
    await lenderPage.getByRole("tab", { name: "Loan Inquiries" }).click();
    const inquiry = lenderPage.getByRole("article").filter({ hasText: email });
    await expect(inquiry).toContainText("$320,000");
    await inquiry.getByRole("button", { name: /^Decline/ }).click();
    const dialog = lenderPage.getByRole("dialog", { name: "Mark as Declined" });
    const note = "Outside our Oklahoma appetite this quarter.";
    // Issue 35: a decline needs a reason from the list.
    await dialog.getByRole("combobox", { name: "Reason" }).selectOption("Outside our lending area");
    await dialog.getByLabel("Note to the borrower").fill(note);
    await dialog.getByRole("button", { name: "Send Declined" }).click();
    await expect(inquiry).toContainText(note);
    await lenderContext.close();

    await page.goto("/borrower-dashboard");
    const row = page.getByRole("main");
    await expect(row.getByText("Lender declined")).toBeVisible();
    await expect(row.getByText(note)).toBeVisible();
    await expect(row.getByText("Outside our lending area")).toBeVisible();
    await expectAccessible(page, "borrower dashboard with a lender's answer");
  });
});
