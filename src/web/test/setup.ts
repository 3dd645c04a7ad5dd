/**
 * Vitest setup for every test file. The DOM parts run only in files that opt into jsdom
 * (`// @vitest-environment jsdom` on their first line); node tests stay in node.
 */
import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, vi } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  const { forgetHydration, unmountHydratedRoots } = await import("./hydrate");
  afterEach(() => cleanup());
  // Roots a test hydrated itself (hydrateInTest), with the page they were written into.
  afterEach(() => unmountHydratedRoots());
  afterAll(() => forgetHydration());

  // Mantine reads the colour scheme and breakpoints through matchMedia, which jsdom lacks.
  // The user prefers reduced motion: with the theme's respectReducedMotion, Mantine's dialogs,
  // menus and toasts then open without a transition, so a test never catches one mid-fade
  // (jest-dom's toBeVisible is false at opacity 0, which made dialog tests timing-dependent).
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes("prefers-reduced-motion: reduce"),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // ScrollArea, Table.ScrollContainer and the combobox measure themselves with ResizeObserver.
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // Combobox options scroll into view; jsdom has no layout.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

  // jsdom's getComputedStyle does not take a pseudo-element; Mantine's ScrollArea asks for one.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// Component files share a worker's module graph and DOM (the web project runs with
// isolate: false), so each file puts back what it may have changed before the next one runs.
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (typeof window === "undefined") return;
  const { notifications } = await import("@mantine/notifications");
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
  document.title = "";
  window.history.replaceState(null, "", "/");
});
