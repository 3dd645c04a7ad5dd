import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughApi, test } from "./fixtures";
import { APP_ORIGIN, clickSignIn, expectToast, linkTo, uniqueEmail, waitForMail } from "./support";

/**
 * Issue 13: the admin approves a lender who signed up moments ago (through the lender sign-up
 * endpoint the /lender-signup form posts to; the form itself is accounts.spec.ts's subject), and
 * that lender then signs in to the full lender dashboard. The demo pending lender is never
 * touched (roles.spec.ts needs it pending): the test finds its own lender by search.
 */

const PASSWORD = "e2e-pass-123";

/** A lender signed up and its email confirmed, as /lender-signup and the mailed link do. */
async function signUpLender(request: APIRequestContext, company: string, email: string) {
  const signup = await request.post("/api/lender-signup", {
    data: { companyName: company, email, password: PASSWORD },
    headers: { Origin: APP_ORIGIN },
  });
  expect(signup.status()).toBe(201);
  const confirm = await waitForMail(request, email, "Confirm your LenderLane email address");
  const verify = await request.get(linkTo(confirm, "/api/auth/verify-email"), { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
}

test("the admin approves a new lender, who then signs in to the full lender dashboard", async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail("e2e.approve");
  const company = `Approval Test Capital ${Date.now()}`;
  await signUpLender(request, company, email);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext();
  await signInThroughApi(adminContext, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/users");
  await expect(admin.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const panel = admin.getByRole("region", { name: /Pending Lender Approvals/ });
  await expect(panel.getByRole("checkbox", { name: company })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Approve Selected" })).toBeDisabled();
  await expectAccessible(admin, "admin users with the pending panel");

  await admin.getByRole("searchbox", { name: "Search users" }).fill(email);
  const table = admin.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("cell", { name: email })).toBeVisible();
  await table.getByRole("button", { name: `Approve ${company}` }).click();

  const dialog = admin.getByRole("dialog", { name: `Approve ${company}` });
  await expect(dialog.getByRole("textbox", { name: "Company Name" })).toHaveValue(company);
  await expectAccessible(admin, "approve dialog");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expectToast(admin, "Success", "User approval status updated successfully.");
  await expect(dialog).toHaveCount(0);
  await expect(table.getByText("Approved", { exact: true })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: company })).toHaveCount(0);
  // The lender is told by email.
  await waitForMail(request, email, "lender account is approved");

  // The user detail: the new lender record and the audit trail of the approval.
  await table.getByRole("link", { name: `View ${company}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: company })).toBeVisible();
  // The detail has an address of its own: a reload is a page, not the not-found answer.
  expect((await admin.reload())?.status()).toBe(200);
  await expect(admin.getByRole("heading", { level: 1, name: company })).toBeVisible();
  const audit = admin.getByRole("region", { name: "Audit Trail" });
  await expect(audit.getByRole("listitem").first()).toContainText("Approved lender account");
  await expect(audit.getByRole("listitem").first()).toContainText(DEMO_ACCOUNTS.admin);
  await expectAccessible(admin, "admin user detail");
  await adminContext.close();

  // The lender signs in and gets the full dashboard.
  await page.goto("/lender-login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
  await clickSignIn(page);
  // Approved now: the post-login redirect leads to the lender dashboard.
  await expect(page).toHaveURL(/\/lender-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lender Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Loan Inquiries" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Company Status" }).getByText(company),
  ).toBeVisible();
});
