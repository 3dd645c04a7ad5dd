/**
 * Accessibility check for the end-to-end suite: axe-core over the page as it is now (WCAG 2.0,
 * 2.1 and 2.2, levels A and AA), failing on any serious or critical violation.
 *
 *   import { expectAccessible } from "./a11y";
 *   await expectAccessible(page, "home");                      // the whole page
 *   await expectAccessible(page, "submit dialog", "[role=dialog]"); // only an opened dialog
 *
 * Call it on each page a test visits and on each dialog, sheet, menu or popover it opens,
 * once the content has rendered (after the test's own assertion that it is there).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Impacts that fail a test; moderate and minor ones are reported by axe but not blocking. */
const BLOCKING = new Set(["serious", "critical"]);

export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(blocking, `axe: serious or critical violations on ${label}`).toEqual([]);
}
