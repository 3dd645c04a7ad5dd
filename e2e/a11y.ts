/**
 * Accessibility check for the end-to-end suite: axe-core over the page as it is now (WCAG 2.0,
 * 2.1 and 2.2, levels A and AA), failing on any serious or critical violation.
 *
 *   import { expectAccessible } from "./a11y";
 *   await expectAccessible(page, "home");                      // the whole page
 *   await expectAccessible(page, "submit dialog", "[role=dialog]"); // only an opened dialog
 *
 * Call it on each page a test visits and on each dialog, sheet, menu or popover it opens,
 * once the content has rendered (after the test's own assertion that it is there). It waits
 * for running transitions (a dialog or toast fading in) to end first, so colour contrast is
 * measured on the settled colours. Known false positives: none (ACCESSIBILITY.md keeps the list).
 *
 * expectLabelInName checks WCAG 2.5.3 (Label in Name), which axe only has as an experimental
 * rule: every control whose aria-label overrides visible text must contain that text.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Impacts that fail a test; moderate and minor ones are reported by axe but not blocking. */
const BLOCKING = new Set(["serious", "critical"]);

/** Resolves when the page's finite animations and transitions have ended (spinners run on). */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

/**
 * The address each page had when axe last checked it whole, until it navigates (fixtures.ts
 * forgets it then): the fixture's check of the page a test opened or ended on is skipped when
 * the test already checked that very page, so axe runs once per page.
 */
const checkedWhole = new WeakMap<Page, string>();

/** Whether axe checked this page whole since it last navigated. */
export function wasCheckedWhole(page: Page): boolean {
  return checkedWhole.get(page) === page.url();
}

/** The page navigated (a new document or a client-side route): its check no longer holds. */
export function forgetWholeCheck(page: Page): void {
  checkedWhole.delete(page);
}

export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  if (!include) checkedWhole.delete(page);
  await animationsSettled(page);
  // Legacy mode: axe.run in the page itself. The default (runPartial) opens a second, blank
  // page in the context and copies every rule's passes and inapplicable nodes into it to
  // finish the run; the app has no cross-origin frames, the one thing that needs it. Only
  // violations are asserted on, so only they are collected in full. Together this halves an
  // axe run (2026-11-27-test-speed.md); the rules that run are the same.
  // (options() replaces all options: it comes before withTags.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      // The markup too: a rare violation (e.g. on :root, 2026-11-27) is diagnosable from the log.
      html: violation.nodes.slice(0, 5).map((node) => node.html.slice(0, 300)),
    }));
  expect(blocking, `axe: serious or critical violations on ${label}`).toEqual([]);
  if (!include) checkedWhole.set(page, page.url());
}

/**
 * WCAG 2.5.3: links and buttons in `scope` (default: the whole page) whose aria-label replaces
 * their visible text have a name that contains that text (case and punctuation aside), so
 * speech users can say what they see ('Page 2' for a pager's '2' passes; 'View Fix & Flip
 * Lenders' for 'View Lenders' does not). Names that start with the visible text are better
 * still, and what this app's own controls do. Icon-only controls are not concerned.
 */
export async function expectLabelInName(page: Page, label: string, scope = "body"): Promise<void> {
  const mismatches = await page.locator(scope).evaluateAll((roots) => {
    const simplify = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    const found: { name: string; visible: string }[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>(
        "a[aria-label], button[aria-label]",
      )) {
        const visible = simplify(element.innerText ?? "");
        const name = simplify(element.getAttribute("aria-label") ?? "");
        if (visible && !name.includes(visible)) {
          found.push({
            name: element.getAttribute("aria-label") ?? "",
            visible: element.innerText,
          });
        }
      }
    }
    return found;
  });
  expect(mismatches, `label in name (WCAG 2.5.3) on ${label}`).toEqual([]);
}
