import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * Issue 30: a press made before the page's code arrives is never lost
 * (docs/decisions/2026-11-27-early-presses.md). Without JavaScript, home's search, the listing's
 * filters, sort and pager are plain HTML that the server answers, and /inquiry reads; with the
 * page's scripts slowed down, a press made before they run is not lost.
 */

/** The listing's result cards. */
const cards = (page: Page) => page.locator("main article");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home's search, the listing's filters, sort and pager, and /inquiry work", async ({
    page,
  }) => {
    await page.goto("/");
    const search = page.getByRole("form", { name: "Search lenders" });
    await search.getByLabel("Type of Loan").selectOption("bridge");
    await search.getByLabel("Loan Amount").fill("$250,000");
    await search.getByRole("button", { name: "Find Lenders" }).click();
    // The server redirected the form's query to the type's listing, blank fields dropped.
    await expect(page).toHaveURL(/\/bridge-loans\?loanType=bridge&loanAmount=250000&sortBy=/);
    await expect(page.getByRole("heading", { level: 1, name: /Bridge/ })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    // The listing's filter bar and sort: one GET form, sent by 'Apply' (or 'Sort').
    await page.goto("/fix-and-flip");
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByLabel("Loan Amount").fill("100000");
    await page.getByLabel("Sort by").selectOption("lowest-rate");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      /\/fix-and-flip\?loanType=fix_and_flip&loanAmount=100000&sortBy=lowest-rate$/,
    );
    await expect(page.getByLabel("Sort by")).toHaveValue("lowest-rate");
    await expect(cards(page).first()).toBeVisible();

    // The pager's links, Next included, keep the query.
    await page.goto("/fix-and-flip?sortBy=rating");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/sortBy=rating.*page=2|page=2.*sortBy=rating/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // On a phone the filter bar is hidden and 'Refine Filters' opens a sheet that needs the
    // page's code: without it, the same fields are a form in the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/fix-and-flip?sortBy=rating");
    const refine = page.getByRole("form", { name: "Refine Your Search" });
    await refine.getByLabel("State").selectOption("TX");
    await refine.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/fix-and-flip\?loanType=fix_and_flip&location=TX/);
    await expect(
      page.getByRole("form", { name: "Refine Your Search" }).getByLabel("State"),
    ).toHaveValue("TX");
    await expect(cards(page).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // The quote wizard's page reads, and points at the listing.
    await page.goto("/inquiry");
    await expect(
      page.getByRole("heading", { level: 1, name: "Get Matched with Private Lenders" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "compare lenders" }).click();
    await expect(page).toHaveURL("/fix-and-flip");
  });
});

/** Every script of the page arrives 800 ms late: a slow phone on a first visit. */
async function delayScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

/** Opens `url` as a new document without waiting for its scripts (page.goto waits for them). */
async function openEarly(page: Page, url: string) {
  await page.evaluate((to) => window.location.assign(to), url);
  // Not "domcontentloaded": the browser runs the page's module scripts before that event.
  await page.waitForURL(url, { waitUntil: "commit" });
}

const isReady = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.appReady === "true");

test("with slow scripts, a press made before they run is not lost", async ({ page }) => {
  await page.goto("/privacy");
  await delayScripts(page);

  // A listing's match score pressed before the page's code: the explanation opens once it runs.
  await openEarly(page, "/fix-and-flip?location=TX&sortBy=most-relevant");
  const badge = page.getByRole("button", { name: /^Match \d\.\d\/5: show how it is calculated$/ });
  await badge.first().click();
  expect(await isReady(page)).toBe(false);
  const explanation = page.getByRole("dialog", { name: /Match score/ });
  await expect(explanation).toBeVisible();
  await expect(badge.first()).toHaveAttribute("aria-expanded", "true");
  await expectAccessible(page, "match score explained after an early press", "[role=dialog]");

  // Home's 'Find Lenders' before the page's code: the browser sends the GET form.
  await openEarly(page, "/");
  const search = page.getByRole("form", { name: "Search lenders" });
  await search.getByLabel("Type of Loan").selectOption("rental_property");
  await search.getByRole("button", { name: "Find Lenders" }).click();
  await expect(page).toHaveURL(/\/rental-property\?loanType=rental_property&sortBy=/);
  await expect(cards(page).first()).toBeVisible();
});
