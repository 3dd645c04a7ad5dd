import { type RefObject, useEffect } from "react";

/** The CSS variable on <html> that global.css adds to the header's height in scroll-padding-top. */
export const STICKY_BAR_HEIGHT_VAR = "--sticky-bar-height";

/**
 * Keeps `--sticky-bar-height` equal to the height of a sticky bar under the header (0 while it
 * is hidden, e.g. the filter bar under 768 px) for as long as the bar is mounted. The page's
 * scroll-padding-top then leaves anchors, scrollIntoView targets and keyboard focus below the
 * header and the bar whatever the bar's height (one row of filters or two, larger text), so
 * nothing lands under them (WCAG 2.4.11 Focus Not Obscured).
 */
export function useStickyBarHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const sync = () => root.style.setProperty(STICKY_BAR_HEIGHT_VAR, `${bar.offsetHeight}px`);
    sync();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(sync);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_BAR_HEIGHT_VAR);
    };
  }, [ref]);
}
