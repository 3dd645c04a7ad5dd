import type { LenderProfileResponse } from "../src/domain/lenders/lender-dto";
import { expect, test } from "./fixtures";

/** Issue 16: public pages arrive rendered, hydrate without refetching, and read without JS. */
const LENDER = "cedar-ridge-capital";

test.describe("server-rendered public pages", () => {
  test("a listing arrives with its results and hydrates without asking the API again", async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });

    const response = await page.goto("/fix-and-flip?sortBy=rating");
    // The results are in the HTML the server sent.
    expect(await response?.text()).toContain('href="/lender/');
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const firstCard = page.locator('main a[href^="/lender/"]').first();
    await expect(firstCard).toBeVisible();
    // Hydrated: a client-side control works (the pager moves to page 2 in place).
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const beforePage2 = apiCalls.filter((url) => !/[?&]page=2/.test(url));
    // No session probe, no search, no config on the first load: all came with the page.
    expect(beforePage2).toEqual([]);
    // A visitor's page logs no error (no 401 from the session probe, no CSP report).
    expect(consoleErrors).toEqual([]);
  });

  test("the home page and a lender page do not shift while loading, and hydrate cleanly", async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    for (const path of ["/", `/lender/${LENDER}`, "/fix-and-flip"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: "layout-shift", buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, `cumulative layout shift on ${path}`).toBeLessThanOrEqual(0.02);
      // Hydrated without a mismatch (React logs one in the development build the tests run):
      // e.g. `useId`'s ids differ when the browser's tree is not shaped like the server's.
      await page.locator("html[data-app-ready]").waitFor();
      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
    }
  });
});

test.describe("page code", () => {
  test("the page's chunk comes with the entry, public and private pages alike", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const [path, chunk] of [
      ["/", "page-home-"],
      ["/dashboard", "page-dashboard-"],
    ] as const) {
      const html = (await (await page.goto(path))?.text()) ?? "";
      // Named in the HTML (server/html/page-scripts.ts), so fetched beside the entry...
      expect(html).toMatch(
        new RegExp(
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${chunk}`,
        ),
      );
      await page.locator("html[data-app-ready]").waitFor();
      // ...and fetched once (the entry's import reuses the preload).
      expect(scripts.filter((url) => url.includes(chunk))).toHaveLength(1);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lender page is readable and the listing's page 2 opens by its link", async ({
    page,
    request,
  }) => {
    const lender = (
      (await (await request.get(`/api/lenders/${LENDER}`)).json()) as LenderProfileResponse
    ).lender;
    await page.goto(`/lender/${LENDER}`);
    await expect(page.getByRole("heading", { level: 1, name: lender.companyName })).toBeVisible();
    if (lender.description) await expect(page.getByText(lender.description)).toBeVisible();
    await expect(page.getByText("needs JavaScript")).toHaveCount(0);

    await page.goto("/fix-and-flip");
    const firstOnPage1 = await page
      .locator('main a[href^="/lender/"]')
      .first()
      .getAttribute("href");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const firstOnPage2 = await page
      .locator('main a[href^="/lender/"]')
      .first()
      .getAttribute("href");
    expect(firstOnPage2).not.toBe(firstOnPage1);
  });
});
