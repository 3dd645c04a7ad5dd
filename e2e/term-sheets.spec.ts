/**
 * Issue 32, complete term sheets and re-trades, at 375 px: the demo lender opens 'More terms'
 * by keyboard and sends an offer with itemised fees and a rehab holdback (axe on the open
 * form); the borrower accepts it; the lender changes the accepted terms and the borrower's
 * dashboard shows the change as a list (axe on the dashboard).
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

const LENDER = { slug: "cedar-ridge-capital", name: "Cedar Ridge Capital" };
const REQUEST_NAME = "Juniper fourplex rehab";

test("a complete term sheet, accepted, then re-trade shown to the borrower as a diff", async ({
  browser,
  page,
  context,
  request,
  extraHTTPHeaders,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { email } = await signInNewUser(context, request, uniqueEmail("e2e.terms"));
  const { id: inquiryId } = await sendBridgeRequest(context.request, [LENDER.slug], {
    customName: REQUEST_NAME,
    loanAmount: 300_000,
  });

  const lenderContext = await browser.newContext({
    extraHTTPHeaders,
    viewport: { width: 375, height: 812 },
  });
  await signInThroughApi(lenderContext, { email: DEMO_ACCOUNTS.lender, password: DEMO_PASSWORD });
  const lenderPage = await lenderContext.newPage();
  await lenderPage.goto("/lender-dashboard");
  await lenderPage.getByRole("tab", { name: "Loan Inquiries" }).click();
  const inquiry = lenderPage.getByRole("article").filter({ hasText: email });
  await inquiry.getByRole("button", { name: "Send offer" }).click();
  const form = lenderPage.getByRole("dialog", { name: "Send an offer" });
  await form.getByLabel("Interest rate (%)").fill("10.5");
  await form.getByLabel("Origination points").fill("1");
  await form.getByLabel("Other fees ($)").fill("0");
  const more = form.getByRole("button", { name: "More terms" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.focus();
  await lenderPage.keyboard.press("Enter");
  await expect(form.getByRole("button", { name: "Hide more terms" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await form.getByLabel("Processing fee ($)").fill("750");
  await form.getByLabel("Rehab holdback ($)").fill("60000");
  await expect(form.getByText("Net loan amount at closing: $240,000")).toBeVisible();
  await form.getByLabel("Number of draws").fill("4");
  await form.getByLabel("Minimum interest (months)").fill("6");
  await expectAccessible(lenderPage, "offer form with more terms", "[role=dialog]");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(form).toBeHidden();

  // The borrower accepts it (through the API; the comparison is offers.spec's).
  const offers = await context.request.get(`/api/loan-requests/${inquiryId}/offers`);
  const offer = (
    (await offers.json()) as {
      submissions: { current: { id: string; processingFee: number; drawCount: number } }[];
    }
  ).submissions[0]?.current;
  expect(offer).toMatchObject({ processingFee: 750, drawCount: 4 });
  const accepted = await context.request.post(
    `/api/loan-requests/${inquiryId}/offers/${offer?.id}/accept`,
    { data: { declineOthers: false }, headers: { Origin: APP_ORIGIN } },
  );
  expect(accepted.status(), "accept").toBe(200);

  // The lender changes the accepted terms from its panel.
  await lenderPage.reload();
  await lenderPage.getByRole("tab", { name: "Loan Inquiries" }).click();
  await inquiry.getByRole("button", { name: "Change accepted terms" }).click();
  const change = lenderPage.getByRole("dialog", { name: "Change accepted terms" });
  await expect(change.getByText("The borrower accepted these terms")).toBeVisible();
  await change.getByLabel("Interest rate (%)").fill("11");
  await change.getByRole("button", { name: "Send revised offer" }).click();
  await expect(change).toBeHidden();

  await page.goto("/borrower-dashboard");
  const notice = page.getByRole("alert").filter({ hasText: "changed the terms you accepted" });
  await expect(notice).toContainText(`${LENDER.name} changed the terms you accepted`);
  await expect(notice.getByRole("listitem")).toHaveText(["Interest rate 10.5% → 11%"]);
  await expectAccessible(page, "borrower dashboard with a re-trade");

  await lenderContext.close();
});
