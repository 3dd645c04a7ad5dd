import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import type {
  LoanRequestResponse,
  MatchingLendersResponse,
} from "../src/domain/contract/loan-requests";
import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { APP_ORIGIN, expectToast, uniqueEmail } from "./support";

/** A request a borrower might send: fix & flip of a Texas condo. */
function loanRequest(customName: string) {
  return {
    customName,
    investmentType: "fix_and_flip",
    propertyType: "Condo",
    propertyState: "TX",
    loanAmount: 250_000,
    notes: "Two-bedroom condo, light rehab.",
  };
}

/** Creates a request through the API for the signed-in context, sent to the first active lender. */
async function createRequest(context: BrowserContext, customName: string) {
  const response = await context.request.post("/api/loan-requests", {
    data: { request: loanRequest(customName), useFirstActiveLender: true },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.status(), "create loan request").toBe(201);
  return ((await response.json()) as LoanRequestResponse).request;
}

async function matchingLenders(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/loan-requests/${id}/matching-lenders`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as MatchingLendersResponse).items;
}

/** Sends the request to the best `count` matching lenders that don't hold it yet. */
async function sendToMore(context: BrowserContext, id: string, count: number) {
  const open = (await matchingLenders(context.request, id)).filter((m) => !m.alreadySent);
  expect(open.length).toBeGreaterThanOrEqual(count);
  const lenders = open.slice(0, count).map((m) => m.lender);
  const response = await context.request.post(`/api/loan-requests/${id}/submissions`, {
    data: { lenderIds: lenders.map((l) => l.id) },
    headers: { Origin: APP_ORIGIN },
  });
  expect(response.status(), "send to more lenders").toBe(201);
  return lenders;
}

const card = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(name) });

test.describe("borrower dashboard", () => {
  test("a borrower changes a lender status, marks one funded declining the others, archives and restores", async ({
    page,
    context,
    request,
  }) => {
    await signInNewUser(context, request, uniqueEmail("e2e.dashboard"));
    const deal = await createRequest(context, "Maple Street flip");
    const [second] = await sendToMore(context, deal.id, 1);
    const first = deal.submissions[0];
    if (!first || !second) throw new Error("expected two lenders");

    await page.goto("/borrower-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Archived (0)" })).toBeVisible();
    await expect(card(page, "Maple Street flip")).toHaveAttribute("aria-expanded", "true");
    const lenders = page.getByRole("region", { name: "Lenders of Maple Street flip" });
    await expect(lenders.getByRole("listitem")).toHaveCount(2);
    await expectAccessible(page, "borrower dashboard");

    // A status other than funded: saved with the spec's toast.
    const secondStatus = lenders.getByRole("combobox", {
      name: `Status with ${second.companyName}`,
    });
    await secondStatus.click();
    await page.getByRole("option", { name: "Connected" }).click();
    await expectToast(page, "Status Updated", "Lender status has been updated successfully.");
    await expect(secondStatus).toHaveValue("Connected");

    // Funded: 'Loan Funded!' → 'Yes, decline others'.
    const firstStatus = lenders.getByRole("combobox", { name: `Status with ${first.lenderName}` });
    await firstStatus.click();
    await page.getByRole("option", { name: "Funded" }).click();
    const funded = page.getByRole("dialog", { name: "Loan Funded!" });
    await expect(
      funded.getByText("Congratulations! Would you like to decline all other lenders?"),
    ).toBeVisible();
    await expectAccessible(page, "Loan Funded! dialog", "[role=dialog]");
    await funded.getByRole("button", { name: "Yes, decline others" }).click();
    await expect(funded).toBeHidden();
    await expect(firstStatus).toHaveValue("Funded");
    await expect(secondStatus).toHaveValue("Declined");

    // The server holds the same: one funded, the other declined.
    const list = await context.request.get("/api/loan-requests");
    const stored = ((await list.json()) as { items: LoanRequestResponse["request"][] }).items;
    expect(stored[0]?.submissions.map((s) => [s.lenderId, s.status]).sort()).toEqual(
      [
        [first.lenderId, "funded"],
        [second.id, "declined"],
      ].sort(),
    );

    // Archive, then Restore.
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Archived (1)" })).toBeVisible();
    await expect(page.getByText("No active loan requests")).toBeVisible();
    await page.getByRole("tab", { name: "Archived (1)" }).click();
    await expect(card(page, "Maple Street flip").getByText("Archived")).toBeVisible();
    await card(page, "Maple Street flip").click();
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
    await expect(page.getByText("No archived loan requests")).toBeVisible();
  });

  test("'Send to more lenders' sends a request to three more lenders, best match first", async ({
    page,
    context,
    request,
  }) => {
    await signInNewUser(context, request, uniqueEmail("e2e.send-more"));
    const deal = await createRequest(context, "Elm Avenue condo");
    const holder = deal.submissions[0];
    if (!holder) throw new Error("expected the first active lender");

    await page.goto("/borrower-dashboard");
    await page.getByRole("button", { name: "Send to more lenders" }).click();
    const dialog = page.getByRole("dialog", { name: "Send to more lenders" });
    const options = dialog.getByRole("list", { name: "Matching lenders" }).getByRole("listitem");
    await expect(options.first()).toBeVisible();
    await expectAccessible(page, "Send to more lenders dialog", "[role=dialog]");

    // Lenders in the API's order (best match first); the one holding the request is locked.
    const matching = await matchingLenders(context.request, deal.id);
    await expect(options).toHaveCount(matching.length);
    const held = matching.find((m) => m.lender.id === holder.lenderId);
    if (held) {
      await expect(dialog.getByRole("checkbox", { name: held.lender.companyName })).toBeDisabled();
    }
    const chosen = matching.filter((m) => !m.alreadySent).slice(0, 3);
    expect(chosen).toHaveLength(3);
    for (const item of chosen) {
      await dialog.getByRole("checkbox", { name: item.lender.companyName }).check();
    }
    await expect(dialog.getByText("3 of 10 selected")).toBeVisible();
    await dialog.getByRole("button", { name: "Send to 3 lenders" }).click();
    await expectToast(page, "Loan Request Submitted", "sent to 3 more lenders");
    await expect(dialog).toBeHidden();

    const lenders = page.getByRole("region", { name: "Lenders of Elm Avenue condo" });
    await expect(lenders.getByRole("listitem")).toHaveCount(4);
    for (const item of chosen) {
      await expect(lenders.getByRole("link", { name: item.lender.companyName })).toBeVisible();
    }
    const after = await matchingLenders(context.request, deal.id);
    expect(after.filter((m) => m.alreadySent).map((m) => m.lender.id)).toEqual(
      expect.arrayContaining(chosen.map((m) => m.lender.id)),
    );
  });

  test("'New Loan Request' and Edit Profile dialogs, empty state", async ({
    page,
    context,
    request,
  }) => {
    await signInNewUser(context, request, uniqueEmail("e2e.new-request"));
    await page.goto("/borrower-dashboard");
    await expect(page.getByText("No active loan requests")).toBeVisible();
    // The empty dashboard's next steps (issue 28), beside the header's own button.
    const firstSteps = page.getByRole("tabpanel", { name: "Active (0)" });
    await expect(firstSteps.getByRole("link", { name: "Find lenders" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("button", { name: "New Loan Request" })).toHaveCount(2);

    await firstSteps.getByRole("button", { name: "New Loan Request" }).click();
    const dialog = page.getByRole("dialog", { name: "New Loan Request" });
    await expect(dialog.getByRole("textbox", { name: "Loan Name" })).toBeVisible();
    await expectAccessible(page, "New Loan Request dialog", "[role=dialog]");
    await dialog.getByRole("textbox", { name: "Loan Name" }).fill("Oak Lane rental");
    await dialog.getByRole("combobox", { name: "Investment Type" }).click();
    await page.getByRole("option", { name: "Rental Property" }).click();
    await dialog.getByRole("combobox", { name: "Property Type" }).click();
    await page.getByRole("option", { name: "Townhome" }).click();
    await dialog.getByRole("combobox", { name: "Property State" }).fill("Ohio");
    await page.getByRole("option", { name: "Ohio" }).click();
    await dialog.getByRole("textbox", { name: "Loan Amount" }).fill("400000");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Loan Request Submitted");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("tab", { name: "Active (1)" })).toBeVisible();
    await expect(card(page, "Oak Lane rental")).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(profile.getByRole("textbox", { name: "Full Name" })).toBeVisible();
    await expectAccessible(page, "Edit Profile dialog", "[role=dialog]");
    await profile.getByRole("textbox", { name: "Full Name" }).fill("Dana Borrower");
    await profile.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome, Dana Borrower" }),
    ).toBeVisible();
  });

  test("signed out: the spec's prompt", async ({ page }) => {
    await page.goto("/borrower-dashboard");
    await expect(page.getByText("Please log in to access your dashboard.")).toBeVisible();
    await expectAccessible(page, "borrower dashboard, signed out");
  });

  test.describe("a pending lender", () => {
    test.use({ role: "pendingLender" });
    test("sees the approval state and the way to the lender dashboard", async ({ page }) => {
      await page.goto("/borrower-dashboard");
      await expect(page.getByText("Account Pending Approval")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Lender Dashboard" })).toHaveAttribute(
        "href",
        "/lender-dashboard",
      );
      await expectAccessible(page, "borrower dashboard, pending lender");
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the dashboard fits 375 px and its status dropdown works", async ({
      page,
      context,
      request,
    }) => {
      await signInNewUser(context, request, uniqueEmail("e2e.dashboard-phone"));
      const deal = await createRequest(context, "Pine Court flip");
      const lender = deal.submissions[0];
      if (!lender) throw new Error("expected the first active lender");
      await page.goto("/borrower-dashboard");
      await expect(card(page, "Pine Court flip")).toHaveAttribute("aria-expanded", "true");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, "borrower dashboard at 375 px");
      const status = page.getByRole("combobox", { name: `Status with ${lender.lenderName}` });
      await status.click();
      await page.getByRole("option", { name: "Applied" }).click();
      await expect(status).toHaveValue("Applied");
    });
  });
});
