/**
 * Admin tables readable (issue 28, item 7): at 1280 px no status badge is cut ('AC…',
 * 'APPRO…') and each table fits its container; at 375 px each row is a card, so a row's
 * Actions are on screen without scrolling sideways. Reads the demo data only.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ role: "admin" });

const LISTS = [
  { path: "/admin/lenders", table: "Lenders", action: /^Delete / },
  { path: "/admin/loan-requests", table: "Loan requests", action: /^View / },
  { path: "/admin/users", table: "Users", action: /^View / },
] as const;

async function openList(page: Page, path: string, table: string) {
  await page.goto(path);
  const rows = page.getByRole("table", { name: table }).getByRole("row");
  await expect(rows.nth(1).getByRole("link").first()).toBeVisible();
}

test("at 1280 px badges keep their whole text and the tables fit", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const list of LISTS) {
    await openList(page, list.path, list.table);
    const measured = await page.evaluate((name) => {
      const table = [...document.querySelectorAll("table")].find((t) =>
        t.querySelector("caption")?.textContent?.includes(name),
      );
      if (!table) throw new Error(`no table ${name}`);
      const region = table.closest("[role=region]") as HTMLElement;
      const cut = [...table.querySelectorAll<HTMLElement>(".mantine-Badge-root")]
        .filter((badge) => {
          const label = badge.querySelector<HTMLElement>(".mantine-Badge-label") ?? badge;
          return badge.scrollWidth > badge.clientWidth || label.scrollWidth > label.clientWidth;
        })
        .map((badge) => badge.textContent);
      const squeezed = [...table.querySelectorAll<HTMLElement>(".mantine-Button-root")]
        .filter((button) => button.scrollWidth > button.clientWidth)
        .map((button) => button.textContent);
      return {
        badges: table.querySelectorAll(".mantine-Badge-root").length,
        cut,
        squeezed,
        table: table.scrollWidth,
        region: region.clientWidth,
        regionScroll: region.scrollWidth,
      };
    }, list.table);
    expect(measured.cut, `${list.path}: cut badges`).toEqual([]);
    expect(measured.squeezed, `${list.path}: squeezed buttons`).toEqual([]);
    expect(measured.table, `${list.path}: table width`).toBeLessThanOrEqual(measured.region);
    expect(measured.regionScroll, `${list.path}: sideways scroll`).toBeLessThanOrEqual(
      measured.region,
    );
  }
});

test("at 375 px each row's actions are on screen without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const list of LISTS) {
    await openList(page, list.path, list.table);
    const action = page
      .getByRole("table", { name: list.table })
      .getByRole("row")
      .nth(1)
      .getByRole("link", { name: list.action })
      .or(
        page
          .getByRole("table", { name: list.table })
          .getByRole("row")
          .nth(1)
          .getByRole("button", { name: list.action }),
      );
    await action.scrollIntoViewIfNeeded();
    const box = await action.boundingBox();
    expect(box, `${list.path}: action box`).not.toBeNull();
    // Within the screen's width, the page not scrolled sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    const squeezed = await action.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(squeezed, `${list.path}: action squeezed`).toBe(false);
    const scrolls = await page
      .getByRole("region", { name: list.table })
      .evaluate((region) => region.scrollWidth > region.clientWidth);
    expect(scrolls, `${list.path}: table scrolls sideways`).toBe(false);
  }
});
