/**
 * Issue 15 offers, live: a borrower and the demo lender (Cedar Ridge Capital) in two browser
 * contexts at once. The lender sends an offer from Loan Inquiries and the borrower's dashboard
 * shows it without a reload; a second lender (Stonefield National Lending) offers through the
 * API; the borrower compares both (axe on the comparison and on the offer form), accepts one
 * and declines the other; the lender's inquiry shows 'Accepted' live. The comparison also reads
 * as stacked cards at 375 px.
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
import { APP_ORIGIN, sendBridgeRequest, uniqueEmail } from "./support";

const FIRST = { slug: "cedar-ridge-capital", name: "Cedar Ridge Capital" };
const SECOND = { slug: "stonefield-national-lending", name: "Stonefield National Lending" };
const REQUEST_NAME = "Garland duplex bridge";
/** The second approved demo lender account (src/server/db/seed/demo-accounts.ts). */
const SECOND_LENDER_EMAIL = "second.lender@example.com";

test("a lender's offer arrives live; the borrower compares two and accepts one", async ({
  browser,
  page,
  context,
  request,
  extraHTTPHeaders,
}) => {
  const { email } = await signInNewUser(context, request, uniqueEmail("e2e.offers"));
  const { id: inquiryId } = await sendBridgeRequest(context.request, [FIRST.slug, SECOND.slug], {
    customName: REQUEST_NAME,
    loanAmount: 400_000,
  });

  // The borrower's dashboard is open before any offer exists.
  await page.goto("/borrower-dashboard");
  await expect(page.getByRole("listitem", { name: FIRST.name })).toBeVisible();
  const compare = page.getByRole("button", { name: /^Compare offers/ });
  await expect(compare).toHaveCount(0);

  // The lender, in its own browser context, sends an offer from Loan Inquiries.
  const lenderContext = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(lenderContext, { email: DEMO_ACCOUNTS.lender, password: DEMO_PASSWORD });
  const lenderPage = await lenderContext.newPage();
  await lenderPage.goto("/lender-dashboard");
  await lenderPage.getByRole("tab", { name: "Loan Inquiries" }).click();
  const inquiry = lenderPage.getByRole("article").filter({ hasText: email });
  await expect(inquiry.getByText("No offer")).toBeVisible();
  await inquiry.getByRole("button", { name: "Send offer" }).click();
  const form = lenderPage.getByRole("dialog", { name: "Send an offer" });
  await expect(form.getByLabel("Loan amount")).toHaveValue("$400,000");
  await expectAccessible(lenderPage, "offer form", "[role=dialog]");
  // A rate above 30 % is refused with the domain's message, before anything is sent.
  await form.getByLabel("Interest rate (%)").fill("31");
  await form.getByLabel("Origination points").fill("1.5");
  await form.getByLabel("Other fees ($)").fill("1995");
  await form.getByLabel("Term (months)").fill("24");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(form.getByText("Interest rate must be at most 30 %")).toBeVisible();
  await form.getByLabel("Interest rate (%)").fill("10.5");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(form).toBeHidden();
  await expect(inquiry.getByText("Offer sent", { exact: true })).toBeVisible();

  // Without a reload, the borrower's request shows the offer.
  await expect(compare).toHaveText("Compare offers (1)");

  // The second lender's offer, through the API: cheaper rate, higher fees.
  const second = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(second, { email: SECOND_LENDER_EMAIL, password: DEMO_PASSWORD });
  const inquiries = await second.request.get("/api/lender-workspace/inquiries");
  const items = (
    (await inquiries.json()) as {
      items: { submissionId: string; inquiryId: string }[];
    }
  ).items;
  const submissionId = items.find((i) => i.inquiryId === inquiryId)?.submissionId;
  expect(submissionId, "the second lender's submission").toBeTruthy();
  const sent = await second.request.post(`/api/lender-workspace/inquiries/${submissionId}/offers`, {
    data: {
      loanAmount: 380_000,
      interestRate: 9.75,
      originationPoints: 3,
      otherFees: 2500,
      termMonths: 24,
      repayment: "interest_only",
      maxLtv: 75,
      maxLtc: null,
      maxLtarv: null,
      daysToClose: 10,
      expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      conditions: "Appraisal ordered by the lender.",
    },
    headers: { Origin: APP_ORIGIN },
  });
  expect(sent.status(), "second offer").toBe(201);
  await expect(compare).toHaveText("Compare offers (2)");

  // Compare side by side: every lender, the lowest of each figure marked.
  await compare.click();
  const dialog = page.getByRole("dialog", { name: `Compare offers: ${REQUEST_NAME}` });
  const table = dialog.getByRole("table");
  await expect(table.getByRole("columnheader", { name: new RegExp(FIRST.name) })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: new RegExp(SECOND.name) })).toBeVisible();
  // The corner names the row headers; 'Term' is the loan term's row, not the corner (issue 28).
  await expect(table.getByRole("columnheader", { name: "Offer detail" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Term", exact: true })).toHaveCount(1);
  await expect(table.getByRole("columnheader", { name: "Term", exact: true })).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Monthly payment/ })).toContainText("Lowest");
  await expectAccessible(page, "compare offers", "[role=dialog]");

  // Which offer is cheaper depends on how long the borrower keeps the loan (issue 32). Cedar
  // Ridge: $400,000 at 10.5 %, 1.5 points and $1,995; Stonefield: $380,000 at 9.75 %, 3 points
  // and $2,500. Held 24 months: 84,000 + 7,995 = $91,995 against 74,100 + 13,900 = $88,000;
  // held 6 months: 21,000 + 7,995 = $28,995 against 18,525 + 13,900 = $32,425.
  const hold = dialog.getByRole("textbox", { name: /How many months will you keep the loan/ });
  const holdRow = (name: string) =>
    dialog
      .getByRole("region", { name: "Cost at your hold, by lender" })
      .getByRole("row", { name: new RegExp(name) });
  await expect(hold).toHaveValue("24 months");
  await expect(holdRow(SECOND.name)).toContainText("$88,000");
  await expect(holdRow(SECOND.name)).toContainText("Lowest");
  await expect(holdRow(FIRST.name)).not.toContainText("Lowest");
  await hold.fill("6");
  await expect(holdRow(FIRST.name)).toContainText("$28,995");
  await expect(holdRow(FIRST.name)).toContainText("Lowest");
  await expect(holdRow(SECOND.name)).not.toContainText("Lowest");

  // Accept Cedar Ridge's offer and decline the other lender.
  await dialog.getByRole("button", { name: `Accept the offer of ${FIRST.name}` }).click();
  await expect(dialog.getByText("Accept this offer?")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, decline others" }).click();
  await expect(
    page.getByText("The lender has been notified and the other lenders were declined."),
  ).toBeVisible();
  await expect(
    table.getByRole("columnheader", { name: new RegExp(FIRST.name) }).getByText("Accepted"),
  ).toBeVisible();
  await expect(
    table.getByRole("columnheader", { name: new RegExp(SECOND.name) }).getByText("Declined"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("combobox", { name: `Status with ${FIRST.name}` })).toHaveValue(
    "Approved",
  );
  await expect(page.getByRole("combobox", { name: `Status with ${SECOND.name}` })).toHaveValue(
    "Declined",
  );

  // The lender sees the acceptance live.
  await expect(inquiry.getByText("Accepted", { exact: true })).toBeVisible();

  // At 375 px the comparison is a stack of cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await compare.click();
  await expect(dialog.getByRole("article", { name: FIRST.name })).toBeVisible();
  await expect(dialog.getByRole("article", { name: SECOND.name })).toBeVisible();
  // No side-by-side table (the 'Cost at your hold' table, issue 32, stays: it scrolls).
  await expect(dialog.getByRole("table", { name: /^Offers side by side/ })).toHaveCount(0);

  await second.close();
  await lenderContext.close();
});
