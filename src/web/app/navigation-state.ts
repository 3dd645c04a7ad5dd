/**
 * What the app's router (transition-router.tsx) tells the page frame about navigations, beyond
 * React Router's location: whether the next page is still loading (the progress bar), and what
 * the scroll position should do when it shows (scroll-restoration.ts). Outside that router
 * (the server's StaticRouter, tests' MemoryRouter) nothing is loading and scroll is left alone.
 */
import { createContext, useContext } from "react";

export interface NavigationScroll {
  /** False for the first render of a server-rendered page: the browser has placed it. */
  restore: boolean;
  /** The navigation asked to keep the position (e.g. a filter written to the query string). */
  preventScrollReset: boolean;
}

export const NavigationPendingContext = createContext(false);
export const NavigationScrollContext = createContext<NavigationScroll>({
  restore: false,
  preventScrollReset: true,
});

/** True while a navigation waits for the next page (its code): the current page stays. */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

export function useNavigationScroll(): NavigationScroll {
  return useContext(NavigationScrollContext);
}
