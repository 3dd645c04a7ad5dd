/**
 * Starts loading a late part's code when the part nears the viewport or a visitor first reaches
 * for it (points at, touches, focuses or clicks its server-rendered markup), not at start-up:
 * a part below the fold then costs a first visit neither its download nor its hydration (home's
 * search form: Mantine's combobox and Floating UI, Lighthouse's total blocking time on a phone).
 * Pair it with `preloadable(..., { onDemand: true })` inside a LatePartBoundary: a press made
 * before the code has arrived is kept by the page's early-press recorder (early-presses.tsx).
 */
import { type ReactNode, useEffect, useRef } from "react";

/**
 * How far ahead of the viewport the part starts loading: half a screen, so that a visitor
 * scrolling down finds it working, while home's form, ~700 px under a phone's first screen
 * (412 x 823, Lighthouse's phone), is not loaded at start-up.
 */
export const APPROACH_MARGIN = "50% 0px";

/**
 * A first reach for the part. On the window, in the capture phase: React stops a press on a
 * part it cannot hydrate yet at its root, before any listener inside the part would hear it.
 */
const REACH_EVENTS = ["pointerover", "touchstart", "focusin", "click"] as const;

/** The elements that have a box: the region is `display: contents`, and so may its children be. */
function boxesIn(region: Element): Element[] {
  const boxes: Element[] = [];
  for (const child of region.children) {
    const { display } = getComputedStyle(child);
    if (display === "contents") boxes.push(...boxesIn(child));
    else if (display !== "none") boxes.push(child);
  }
  return boxes;
}

interface LoadOnApproachProps {
  /** Starts loading the part's code (called once). */
  load: () => void;
  children: ReactNode;
}

export function LoadOnApproach({ load, children }: LoadOnApproachProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    let observer: IntersectionObserver | undefined;
    const stop = () => {
      observer?.disconnect();
      for (const type of REACH_EVENTS) window.removeEventListener(type, onReach, true);
    };
    const start = () => {
      stop();
      load();
    };
    function onReach(event: Event) {
      if (event.target instanceof Node && region?.contains(event.target)) start();
    }
    for (const type of REACH_EVENTS) {
      window.addEventListener(type, onReach, { capture: true, passive: true });
    }
    if (typeof IntersectionObserver !== "function") {
      start();
      return stop;
    }
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    for (const box of boxesIn(region)) observer.observe(box);
    return stop;
  }, [load]);

  return (
    <div ref={ref} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
