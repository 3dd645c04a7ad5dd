/**
 * Issue 15 threads, live: a borrower and the demo lender (Cedar Ridge Capital) in two browser
 * contexts at once. A message each way appears without a reload, the unread counts (the
 * Messages buttons and the header badge) go up and back to zero, and 'Seen' shows the read
 * receipt.
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
import { sendBridgeRequest, uniqueEmail } from "./support";

const DEMO_LENDER_SLUG = "cedar-ridge-capital";
const DEMO_LENDER_NAME = "Cedar Ridge Capital";

test("a conversation both ways, live, with unread counts and read receipts", async ({
  browser,
  page,
  context,
  request,
  extraHTTPHeaders,
}) => {
  const { email } = await signInNewUser(context, request, uniqueEmail("e2e.messages"));
  await sendBridgeRequest(context.request, [DEMO_LENDER_SLUG], {
    customName: "Waco fourplex bridge",
    loanAmount: 410_000,
  });

  // The lender, in a browser context of its own, opens its Loan Inquiries.
  const lenderContext = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(lenderContext, { email: DEMO_ACCOUNTS.lender, password: DEMO_PASSWORD });
  const lenderPage = await lenderContext.newPage();
  await lenderPage.goto("/lender-dashboard");
  await lenderPage.getByRole("tab", { name: "Loan Inquiries" }).click();
  const inquiry = lenderPage.getByRole("article").filter({ hasText: email });
  const lenderMessages = inquiry.getByRole("button", { name: /^Messages/ });
  await expect(lenderMessages).toHaveAccessibleName("Messages");

  // The borrower writes first.
  await page.goto("/borrower-dashboard");
  const submission = page.getByRole("listitem", { name: DEMO_LENDER_NAME });
  await submission.getByRole("button", { name: /^Messages/ }).click();
  const borrowerDrawer = page.getByRole("dialog", { name: `Messages with ${DEMO_LENDER_NAME}` });
  await expect(borrowerDrawer.getByText("No messages yet.", { exact: false })).toBeVisible();
  await expectAccessible(page, "empty conversation drawer", "[role=dialog]");
  const question = "Hi! Could you close in 21 days?\nThe seller wants a quick close.";
  await borrowerDrawer.getByLabel("Your message").fill(question);
  await borrowerDrawer.getByRole("button", { name: "Send" }).click();
  const borrowerLog = borrowerDrawer.getByRole("log");
  await expect(borrowerLog).toContainText("Could you close in 21 days?");

  // Without a reload, the lender's button and header badge count it.
  await expect(lenderMessages).toHaveAccessibleName("Messages 1 unread");
  await expect(lenderPage.getByRole("link", { name: "1 unread message" })).toBeVisible();
  await lenderMessages.click();
  // The lender's drawer is named after the borrower's request (issue 28 item 15).
  const lenderDrawer = lenderPage.getByRole("dialog", { name: / loan of \$[\d,]+/ });
  await expect(lenderDrawer.getByRole("log")).toContainText("The seller wants a quick close.");
  await expect(lenderPage.getByRole("link", { name: "0 unread messages" })).toBeVisible();
  await expectAccessible(lenderPage, "lender conversation drawer", "[role=dialog]");

  // The borrower sees its message was read, and the lender's reply arrives live.
  await expect(borrowerLog.getByText("Seen")).toBeVisible();
  await lenderDrawer.getByLabel("Your message").fill("Yes, 21 days works for us.");
  await lenderDrawer.getByLabel("Your message").press("Control+Enter");
  await expect(borrowerLog).toContainText("Yes, 21 days works for us.");
  // The drawer is open: the reply is read at once, so the counts go back to zero.
  await expect(page.getByRole("link", { name: "0 unread messages" })).toBeVisible();
  await expect(lenderDrawer.getByRole("log").getByText("Seen")).toBeVisible();
  await expectAccessible(page, "borrower conversation drawer", "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(borrowerDrawer).toBeHidden();
  const borrowerMessages = submission.getByRole("button", { name: /^Messages/ });
  await expect(borrowerMessages).toHaveAccessibleName("Messages");

  // With the drawer closed, the lender's next message counts on the borrower's side.
  await lenderDrawer.getByLabel("Your message").fill("Please send the appraisal when you have it.");
  await lenderDrawer.getByRole("button", { name: "Send" }).click();
  await expect(borrowerMessages).toHaveAccessibleName("Messages 1 unread");
  await expect(page.getByRole("link", { name: "1 unread message" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Waco fourplex bridge/ })).toContainText(
    "1 unread",
  );
  await borrowerMessages.click();
  await expect(borrowerDrawer.getByRole("log")).toContainText("Please send the appraisal");
  await expect(page.getByRole("link", { name: "0 unread messages" })).toBeVisible();

  await lenderContext.close();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, role: "borrower" });

  test("the drawer fills the screen and the message box works by keyboard", async ({ page }) => {
    await page.goto("/borrower-dashboard");
    const messages = page
      .getByRole("main")
      .getByRole("button", { name: /^Messages/ })
      .first();
    await messages.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: /^Messages with/ });
    await expect(drawer.getByLabel("Your message")).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(375);
    await expectAccessible(page, "conversation drawer at 375 px", "[role=dialog]");
  });
});
