import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long to wait for the new page's h1 (a code-split chunk, then its data) before giving up. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a navigation to another path, focus goes to the new page's h1 (issue 18): a link or a
 * button such as 'Find Lenders' that took the user there is gone with the old page, and focus
 * dropped to <body>, so keyboard and screen-reader users started again from the top of the
 * document without hearing where they were. The heading gets tabindex="-1" to take focus
 * without joining the tab order.
 *
 * Focus stays where it is when the new page has already put it inside itself (a field with
 * autofocus) or in a dialog; from <body>, the header or the footer it moves. Changes of the query string or hash (filters, sort, sections)
 * are not navigations to another page and leave focus alone; so does the first page load.
 * The h1 may come late (lazy route, data loading): it is awaited with a MutationObserver.
 */
export function useFocusHeadingOnNavigate(containerId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const container = document.getElementById(containerId);
    if (!container) return;

    const tryFocus = (): boolean => {
      const active = document.activeElement;
      const placedByPage =
        active !== null &&
        active !== document.body &&
        (container.contains(active) || active.closest('[role="dialog"]') !== null);
      if (placedByPage) return true;
      const heading = container.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.dataset.routeFocus = "";
      heading.focus({ preventScroll: true });
      return true;
    };

    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, containerId]);
}
