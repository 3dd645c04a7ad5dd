/**
 * Vitest setup for every test file. The DOM parts run only in files that opt into jsdom
 * (`// @vitest-environment jsdom` on their first line); node tests stay in node.
 */
import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());

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
