/**
 * Issue 27 item 5: a request sent without an account cannot pass for its email's owner. The
 * lender sees it as 'Email not confirmed' until the visitor confirms it from the mail; 'This
 * wasn't me' withdraws it and tells the lender. Both links open a page that acts only on a
 * button press.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { DEMO_ACCOUNTS, expect, test } from "./fixtures";
import { APP_ORIGIN, linkTo, uniqueEmail, waitForMail } from "./support";

const DEMO_LENDER = { slug: "cedar-ridge-capital", name: "Cedar Ridge Capital" };

/** A visitor's request to the demo lender, as the submit dialog sends it. */
async function sendAnonymousRequest(request: APIRequestContext, email: string, name: string) {
  const lender = await request.get(`/api/lenders/${DEMO_LENDER.slug}`);
  expect(lender.status()).toBe(200);
  const { lender: record } = (await lender.json()) as { lender: { id: string } };
  const response = await request.post("/api/loan-requests/anonymous", {
    data: {
      email,
      phone: "5125550177",
      creditScore: "610",
      experience: "1-2",
      request: {
        customName: name,
        investmentType: "fix_and_flip",
        propertyType: "Condo",
        propertyState: "TX",
        loanAmount: "$215,000",
        notes: "Sent by the e2e test.",
      },
      lenderIds: [record.id],
    },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.status(), await response.text()).toBe(202);
}

async function leadCard(page: Page, email: string) {
  await page.goto("/lender-dashboard");
  await page.getByRole("tab", { name: "Loan Inquiries" }).click();
  const card = page.getByRole("article").filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}

/** The visitor's own browser (the test's `page` is the signed-in lender). */
async function visitorPage(browser: Browser, clientAddress: string) {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
  });
  return context.newPage();
}

test.describe("a visitor's request and its confirmation link", () => {
  test.use({ role: "lender" });

  test("a visitor's request shows 'Email not confirmed' to the lender until confirmed", async ({
    page,
    request,
    browser,
    clientAddress,
  }) => {
    const email = uniqueEmail("e2e.unconfirmed");
    await sendAnonymousRequest(request, email, "Unconfirmed condo flip");

    const card = await leadCard(page, email);
    await expect(card).toContainText("Email not confirmed");
    await expectAccessible(page, "lender inquiries with an unconfirmed request");

    // The visitor opens the mail's button: the page only asks, nothing is confirmed yet.
    const mail = await waitForMail(request, email, `Your loan request to ${DEMO_LENDER.name}`);
    const visitor = await visitorPage(browser, clientAddress);
    await visitor.goto(linkTo(mail, "/request-confirmation?"));
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Confirm your loan request" }),
    ).toBeVisible();
    await expect(visitor.getByText(`with the email ${email}`)).toBeVisible();
    await expectAccessible(visitor, "request confirmation page");
    await expect(await leadCard(page, email)).toContainText("Email not confirmed");

    await visitor.getByRole("button", { name: "Confirm my request" }).click();
    await expect(visitor.getByText("Your request is confirmed")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Sign in to follow it" })).toBeVisible();
    await expectAccessible(visitor, "request confirmed");
    await visitor.context().close();

    const confirmed = await leadCard(page, email);
    await expect(confirmed).toContainText("Unconfirmed condo flip");
    await expect(confirmed).not.toContainText("Email not confirmed");
  });

  test("'This wasn't me' asks first, then withdraws the request and mails the lender", async ({
    page,
    request,
    browser,
    clientAddress,
  }) => {
    const email = uniqueEmail("e2e.notme");
    await sendAnonymousRequest(request, email, "Impostor request");
    await expect(await leadCard(page, email)).toContainText("Email not confirmed");

    const mail = await waitForMail(request, email, `Your loan request to ${DEMO_LENDER.name}`);
    const visitor = await visitorPage(browser, clientAddress);
    await visitor.setViewportSize({ width: 375, height: 800 });
    await visitor.goto(linkTo(mail, "intent=withdraw"));
    await expect(visitor.getByRole("heading", { level: 1, name: "This wasn't me" })).toBeVisible();
    await expect(visitor.getByText("Withdraw this request?")).toBeVisible();
    await expectAccessible(visitor, "withdraw confirmation at 375 px");
    await visitor.getByRole("button", { name: "Yes, withdraw it" }).click();
    await expect(visitor.getByText("The request was withdrawn")).toBeVisible();
    await visitor.context().close();

    // The lender's mail goes to its record's contact address (else its account's).
    const workspace = await page.request.get("/api/lender-workspace");
    const { lender } = (await workspace.json()) as { lender: { email: string | null } };
    await waitForMail(
      request,
      lender.email ?? DEMO_ACCOUNTS.lender,
      `Loan request withdrawn: ${email} did not send it`,
    );
    await page.goto("/lender-dashboard");
    await page.getByRole("tab", { name: "Loan Inquiries" }).click();
    await expect(page.getByText("Borrower inquiries sent to your company")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(0);
  });
});
