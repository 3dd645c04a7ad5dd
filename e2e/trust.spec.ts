/**
 * Issue 35 'Trust you can check', end to end: the demo lender (Cedar Ridge Capital, seeded
 * with 4 answered requests and 'Earlier request 8' waiting: demo-response-histories.ts)
 * answers that request on its dashboard, and its page shows a response time (5 answers, the
 * threshold); a borrower whose deal with it is funded reviews it; the demo admin (two-factor
 * sign-in through the fixtures) publishes the review; the lender replies from its Reviews tab;
 * the lender page shows the review with 'Verified deal' and the reply. Axe runs on each page.
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
const WAITING_REQUEST = "Earlier request 8";

test("an answer makes a response time; a funded deal's review is published, replied to and shown verified", async ({
  browser,
  page,
  context,
  request,
  extraHTTPHeaders,
}) => {
  // Four signed-in parties, nine pages and seven axe runs in one flow: more than the default
  // minute on a loaded 2-core machine.
  test.setTimeout(420_000);
  const lenderPageUrl = `/lender/${LENDER.slug}`;
  const tag = Date.now().toString(36);
  const reviewText = `Closed our Garland bridge in 15 days, exactly as quoted (${tag}).`;
  const replyText = `Thanks for trusting us with Garland (${tag}).`;

  // Before: four answers, one short of the threshold.
  await page.goto(lenderPageUrl);
  await expect(page.getByText("Not enough requests yet").first()).toBeVisible();

  // The lender answers the waiting request from its dashboard.
  const lenderContext = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(lenderContext, { email: DEMO_ACCOUNTS.lender, password: DEMO_PASSWORD });
  const lenderPage = await lenderContext.newPage();
  await lenderPage.goto(`/lender-dashboard?tab=inquiries&q=${encodeURIComponent(WAITING_REQUEST)}`);
  const inquiry = lenderPage.getByRole("article").filter({ hasText: WAITING_REQUEST });
  await inquiry.getByRole("button", { name: /^Interested in/ }).click();
  const answer = lenderPage.getByRole("dialog", { name: "Mark as Interested" });
  await answer.getByLabel("Note to the borrower").fill("Happy to quote: send the contract.");
  await answer.getByRole("button", { name: "Send Interested" }).click();
  await expect(answer).toHaveCount(0);
  await expect(inquiry).toContainText("Interested");
  await expectAccessible(lenderPage, "lender inquiries after the answer");

  // After: the page shows the figure (the catalogue picks up the refreshed row).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Usually answers within/).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText("From answers on LenderLane, last 90 days").first()).toBeVisible();
  await expectAccessible(page, "lender page with a response time");

  // A borrower's request to the lender, marked funded on the borrower's side.
  await signInNewUser(context, request, uniqueEmail("e2e.trust"));
  const loanRequest = await sendBridgeRequest(context.request, [LENDER.slug], {
    customName: "Garland duplex bridge",
    loanAmount: 400_000,
  });
  const funded = await context.request.patch(
    `/api/loan-requests/${loanRequest.id}/submissions/${loanRequest.submissions[0]?.id}`,
    { data: { status: "funded" }, headers: { Origin: APP_ORIGIN } },
  );
  expect(funded.status(), "mark funded").toBe(200);

  // The borrower reviews the lender from the dashboard.
  await page.goto("/borrower-dashboard");
  const deal = page.getByRole("region", { name: "Review your lenders" });
  await deal.getByRole("button", { name: "Write a review" }).click();
  await deal.getByRole("radio", { name: "5 stars" }).check();
  await deal.getByLabel("Your review").fill(reviewText);
  await deal.getByRole("button", { name: "Post review" }).click();
  await expect(deal.getByRole("button", { name: "Edit review" })).toBeVisible();
  await expectAccessible(page, "borrower dashboard with a pending review");

  // The demo admin (two-factor) publishes it.
  const adminContext = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(adminContext, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/reviews");
  const queued = adminPage.locator(".mantine-Card-root").filter({ hasText: reviewText });
  await expect(queued).toBeVisible();
  await expectAccessible(adminPage, "review queue");
  await queued.getByRole("button", { name: "Publish" }).click();
  await expect(adminPage.locator(".mantine-Card-root").filter({ hasText: reviewText })).toHaveCount(
    0,
  );

  // The lender replies from its Reviews tab.
  await lenderPage.goto("/lender-dashboard?tab=reviews");
  const published = lenderPage.locator(".mantine-Card-root").filter({ hasText: reviewText });
  await published.getByLabel("Your public reply").fill(replyText);
  await expectAccessible(lenderPage, "lender reviews tab");
  await published.getByRole("button", { name: "Post reply" }).click();
  await expect(published).toContainText(`Your reply: ${replyText}`);

  // The lender page shows the review, verified, with the reply.
  await expect(async () => {
    await page.goto(lenderPageUrl);
    const shown = page.getByRole("article").filter({ hasText: reviewText });
    await expect(shown).toContainText(replyText, { timeout: 1000 });
  }).toPass();
  const shown = page.getByRole("article").filter({ hasText: reviewText });
  await expect(shown.getByText("Verified deal", { exact: true })).toBeVisible();
  await expect(shown).toContainText(`Reply from ${LENDER.name}`);
  await expectAccessible(page, "lender page with the verified review");

  await lenderContext.close();
  await adminContext.close();
});
