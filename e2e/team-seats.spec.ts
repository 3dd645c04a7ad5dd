/**
 * Issue 31, team seats: the demo lender's owner invites a colleague from the dashboard's Team
 * tab, the colleague (a fresh account with the invited email) accepts from the mailed link and
 * answers a loan request; the owner's list then names who answered. Axe runs on every page.
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
import { linkTo, sendBridgeRequest, uniqueEmail, waitForMail } from "./support";

const DEMO_LENDER_SLUG = "cedar-ridge-capital";

test("an owner invites a member, the member accepts and answers a request", async ({
  browser,
  page,
  context,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  // A borrower's request to the demo lender, for the member to answer.
  const borrowerContext = await browser.newContext({ extraHTTPHeaders });
  const { email: borrowerEmail } = await signInNewUser(
    borrowerContext,
    request,
    uniqueEmail("e2e.team.borrower"),
  );
  await sendBridgeRequest(borrowerContext.request, [DEMO_LENDER_SLUG], {
    customName: "Team seat bridge",
    loanAmount: 275_000,
  });
  await borrowerContext.close();

  // The owner invites a colleague from the Team tab.
  const colleague = uniqueEmail("e2e.team.member");
  const ownerContext = await browser.newContext({ extraHTTPHeaders });
  await signInThroughApi(ownerContext, { email: DEMO_ACCOUNTS.lender, password: DEMO_PASSWORD });
  const owner = await ownerContext.newPage();
  await owner.goto("/lender-dashboard");
  await owner.getByRole("tab", { name: "Team" }).click();
  const invite = owner.getByRole("form", { name: "Invite a colleague" });
  await invite.getByLabel("Colleague's email").fill(colleague);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    owner.getByRole("button", { name: `Revoke the invitation to ${colleague}` }),
  ).toBeVisible();
  await expectAccessible(owner, "team tab with a pending invitation");

  // The colleague signs up with the invited email and accepts from the mailed link.
  await signInNewUser(context, request, colleague);
  const mail = await waitForMail(request, colleague, "invited you to Cedar Ridge Capital");
  await page.goto(linkTo(mail, "/team-invitation"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Join Cedar Ridge Capital" }),
  ).toBeVisible();
  await expectAccessible(page, "team invitation");
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page.getByText("You joined Cedar Ridge Capital")).toBeVisible();

  // The member works the requests, without the owner's tabs.
  await page.getByRole("link", { name: "Open the lender dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lender Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Team" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Edit Profile" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Loan Inquiries" }).click();
  const card = page.getByRole("article").filter({ hasText: borrowerEmail });
  await expect(card).toContainText("$275,000");
  await card.getByRole("button", { name: /^Interested in/ }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as Interested" });
  await dialog.getByLabel("Note to the borrower").fill("Our team can close this in three weeks.");
  await dialog.getByRole("button", { name: "Send Interested" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText("Interested");
  await expectAccessible(page, "member's loan inquiries");

  // The owner sees who answered.
  await owner.goto("/lender-dashboard");
  await owner.getByRole("tab", { name: "Loan Inquiries" }).click();
  const ownerCard = owner.getByRole("article").filter({ hasText: borrowerEmail });
  await expect(ownerCard).toContainText(`Answered by: ${colleague}`);
  await ownerContext.close();
});
