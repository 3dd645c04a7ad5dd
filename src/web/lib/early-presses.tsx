/**
 * Presses made before the code they need has arrived, for the whole page (docs/decisions/
 * 2026-11-27-early-presses.md). The server's page holds a small inline script
 * (server/html/early-press-script.ts) that keeps, from the first paint, the clicks on buttons
 * and the submits of forms without an `action` made while they are pending. This module is the
 * app's side of it:
 *
 * - `takeOverEarlyPresses()` (main.tsx, before hydrating): from then on a press is pending only
 *   inside a late part whose code has not arrived (lib/preloadable.ts; React cannot hydrate it
 *   and stops the press at its root). Elsewhere React hydrates what was pressed and handles it.
 * - `playEarlyPresses()` (once the root has hydrated, and again each time a late part has): the
 *   kept presses whose target now works are played again, once, in order: a click as a click,
 *   a submit as `requestSubmit` with the same button.
 * - `LatePartBoundary` marks a late part's region in the markup (`data-late-region`).
 *
 * Links, native selects and inputs, and real GET forms (home's search, the listing's filters)
 * work in the browser before any code; a value chosen or typed in them before hydration is
 * adopted by the field itself (features/lenders/components/progressive-select.tsx).
 */
import { type ReactNode, Suspense } from "react";

type EarlyPress =
  | { type: "click"; target: Element }
  | { type: "submit"; target: Element; submitter: HTMLElement | null };

interface EarlyPressState {
  presses: EarlyPress[];
  pending: (target: Element) => boolean;
}

declare global {
  interface Window {
    /** Written by the server's inline script (absent on a page it did not render). */
    __earlyPresses?: EarlyPressState;
  }
}

const REGION = "data-late-region";

/** Late parts by name: whether their code has arrived. */
const lateParts = new Map<string, () => boolean>();

/** A late part's code state, by the name its region carries (preloadable's `name`). */
export function registerLatePart(name: string, isLoaded: () => boolean): void {
  lateParts.set(name, isLoaded);
}

/** Inside a late part whose code has not arrived (an unknown part's has not either). */
export function isPendingPress(target: Element): boolean {
  const region = target.closest(`[${REGION}]`);
  if (!region) return false;
  return !(lateParts.get(region.getAttribute(REGION) ?? "")?.() ?? false);
}

function state(): EarlyPressState | undefined {
  return typeof window === "undefined" ? undefined : window.__earlyPresses;
}

/** From now on the app hydrates what is pressed, except late parts still on their way. */
export function takeOverEarlyPresses(): void {
  const kept = state();
  if (kept) kept.pending = isPendingPress;
}

function play(press: EarlyPress) {
  if (press.type === "click") {
    if (press.target instanceof HTMLElement) press.target.click();
    return;
  }
  if (!(press.target instanceof HTMLFormElement)) return;
  const { submitter } = press;
  const sameForm =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.isConnected &&
    submitter.form === press.target;
  press.target.requestSubmit(sameForm ? submitter : undefined);
}

/** Plays again, once each, the kept presses whose target is still there and now works. */
export function playEarlyPresses(): void {
  const kept = state();
  if (!kept || kept.presses.length === 0) return;
  const ready: EarlyPress[] = [];
  kept.presses = kept.presses.filter((press) => {
    if (!press.target.isConnected) return false;
    if (isPendingPress(press.target)) return true;
    ready.push(press);
    return false;
  });
  for (const press of ready) play(press);
}

/**
 * A late part's place in a page: its region (a layout-neutral element named after the part, so
 * the page's early presses inside it wait for its code) around its Suspense boundary
 * (`fallback` keeps the part's room while its code loads after a navigation in the app).
 * Memoise what renders it: until the part has hydrated, a render with new props makes React
 * give up the server's markup.
 */
export function LatePartBoundary({
  part,
  fallback,
  children,
}: {
  part: { name: string };
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <div {...{ [REGION]: part.name }} style={{ display: "contents" }}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}
