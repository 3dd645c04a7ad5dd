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
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { Result, RunOptions } from "axe-core";

/** axe-core's browser script, the very copy @axe-core/playwright (the dev dependency) uses. */
const AXE_SOURCE: string = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
)("axe-core").source;

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

/**
 * The page states (statePrint below) axe found without a blocking violation in this worker.
 * Axe's verdict is a function of what it reads: the document, the viewport and media
 * emulation, focus, hover, form values and the style sheets. A state that passed once passes
 * again, so the same state met again (the same public page opened by another test, and left
 * as it was) is not run through axe a second time.
 */
const passedStates = new Set<string>();

/** Checks that found a state already passed, and checks run (E2E_AXE_STATS=1 prints them). */
const stats = { skipped: 0, run: 0 };

/** Axe runs made so far in this worker (fixtures.ts notes each test's share). */
export function axeRunsSoFar(): number {
  return stats.run;
}

/**
 * A SHA-256, made in the page, of everything axe's verdict depends on: the address, the whole
 * document's markup, each form field's value and checked state (properties, not in the
 * markup), the focused and hovered elements, the viewport, scroll position, device pixel
 * ratio, reduced-motion and colour-scheme emulation, each style sheet's rule count (rules
 * inserted through the CSSOM are not in the markup), and the part of the page checked.
 */
function statePrint(page: Page, include: string | undefined): Promise<string> {
  return page.evaluate(async (scope) => {
    const all = [...document.querySelectorAll("*")];
    const indexOf = (element: Element | null) => (element ? all.indexOf(element) : -1);
    const fields = [...document.querySelectorAll("input, textarea, select")].map((field) => {
      const { value, checked, indeterminate } = field as HTMLInputElement;
      return [value, checked, indeterminate];
    });
    const state = JSON.stringify({
      scope,
      url: location.href,
      html: document.documentElement.outerHTML,
      fields,
      active: indexOf(document.activeElement),
      hover: [...document.querySelectorAll(":hover")].map(indexOf),
      view: [innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY],
      media: ["(prefers-reduced-motion: reduce)", "(prefers-color-scheme: dark)"].map(
        (query) => matchMedia(query).matches,
      ),
      sheets: [...document.styleSheets].map((sheet) => {
        try {
          return `${sheet.href}:${sheet.cssRules.length}`;
        } catch {
          return `${sheet.href}:?`;
        }
      }),
    });
    // crypto.subtle is there in secure contexts only (http://localhost is one).
    if (!globalThis.crypto?.subtle) return state;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(state));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  }, include ?? null);
}

/** Only violations are asserted on, so only they are collected in full. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: AXE_TAGS },
  resultTypes: ["violations"],
};

interface AxeWindow {
  axe?: {
    run(context: unknown, options: RunOptions): Promise<{ violations: Result[] }>;
    configure(spec: unknown): void;
  };
}

/**
 * axe.run in the page itself, as @axe-core/playwright's legacy mode runs it (its default,
 * runPartial, opens a second, blank page to finish each run; the app has no cross-origin
 * frames, the one thing that needs it), with the same rules (AXE_TAGS), options and
 * configuration. One difference: axe's script (560 KB) is loaded into a document once, the
 * first time it is checked, where AxeBuilder evaluated it twice on every run (analyze() and
 * then inject()); a dialog, a client-side route or the fixture's end check on the same
 * document reuse it. Under load, loading it took longer than a run over a whole page.
 */
async function runAxe(page: Page, include: string | undefined): Promise<Result[]> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === "function");
    if (loaded) continue;
    await frame.evaluate(AXE_SOURCE);
    await frame.evaluate(() =>
      (window as AxeWindow).axe?.configure({
        allowedOrigins: ["<same_origin>"],
        branding: { application: "playwright" },
      }),
    );
  }
  const outcome = await page.evaluate(
    async ({ context, options }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) return { error: "axe is not loaded", violations: [] };
      try {
        return { error: null, violations: (await axe.run(context, options)).violations };
      } catch (error) {
        return { error: String(error), violations: [] };
      }
    },
    { context: { exclude: [], include: include ? [include] : [] }, options: AXE_OPTIONS },
  );
  if (outcome.error) throw new Error(`axe on ${page.url()}: ${outcome.error}`);
  return outcome.violations;
}

export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  if (!include) checkedWhole.delete(page);
  await animationsSettled(page);
  const state = await statePrint(page, include);
  if (passedStates.has(state)) {
    stats.skipped++;
    if (process.env.E2E_AXE_STATS) console.log(`axe: ${label}: state already passed`);
    if (!include) checkedWhole.set(page, page.url());
    return;
  }
  stats.run++;
  const started = Date.now();
  const violations = await runAxe(page, include);
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
  if (process.env.E2E_AXE_STATS) {
    console.log(
      `axe: ${label}: ${Date.now() - started} ms (run ${stats.run}, skipped ${stats.skipped})`,
    );
  }
  expect(blocking, `axe: serious or critical violations on ${label}`).toEqual([]);
  passedStates.add(state);
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
