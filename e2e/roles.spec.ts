import { expectAccessible } from "./a11y";
import { DEMO_ACCOUNTS, type DemoRole, expect, type Role, test } from "./fixtures";

/**
 * /dashboard sends each role to its own page (spec 2 'Dashboard'), checked with the role
 * fixtures against the seeded demo accounts: this is also what proves each fixture signs in
 * the account it names.
 */

const DASHBOARD_OF: Record<Role, string> = {
  visitor: "/auth",
  borrower: "/borrower-dashboard",
  lender: "/lender-dashboard",
  pendingLender: "/borrower-dashboard",
  rejectedLender: "/borrower-dashboard",
  admin: "/admin",
};

for (const role of Object.keys(DASHBOARD_OF) as Role[]) {
  test.describe(`as ${role}`, () => {
    test.use({ role });

    test(`/dashboard leads to ${DASHBOARD_OF[role]}`, async ({ page, baseURL }) => {
      await page.goto("/dashboard");
      await expect(page).toHaveURL(`${baseURL}${DASHBOARD_OF[role]}`);
      // Each role's landing page, once its heading is there, meets WCAG 2.2 AA.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `${DASHBOARD_OF[role]} as ${role}`);
      const menu = page.getByRole("banner").getByRole("button", { name: "Account menu" });
      if (role === "visitor") {
        await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
        await expect(menu).toHaveCount(0);
        return;
      }
      await menu.click();
      await expect(page.getByRole("menu")).toContainText(DEMO_ACCOUNTS[role as DemoRole]);
      await expectAccessible(page, "account menu", "[role=menu]");
    });
  });
}
