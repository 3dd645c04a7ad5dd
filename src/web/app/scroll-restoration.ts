/**
 * Scroll positions per history entry, as React Router's `<ScrollRestoration>` keeps them (that
 * component needs the data router; docs/decisions/ssr.md 'React Router in declarative mode'):
 * a new page opens at the top (or at its #hash target), back and forward return to where the
 * reader was. Positions are kept by the entry's location key, in sessionStorage when the page
 * is left, so they survive a reload or a visit to another site.
 */
import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { useNavigationScroll } from "./navigation-state";

/** React Router's own key: positions saved before this change still apply. */
const STORAGE_KEY = "react-router-scroll-positions";

let positions: Record<string, number> | undefined;
/** The key of the location on screen (committed): the one a navigation's position belongs to. */
let shownKey: string | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Records where the page on screen is scrolled to. The router calls it when a navigation
 * starts, before anything changes: for back and forward the browser does not move the page
 * itself (scroll restoration is 'manual' while the app runs).
 */
export function saveScrollPosition(): void {
  if (shownKey !== undefined) savedPositions()[shownKey] = window.scrollY;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    return target !== null;
  } catch {
    return false; // Not a decodable id.
  }
}

/**
 * Rendered with the routed page, inside its Suspense boundary (app-layout.tsx): the position is
 * set when the page itself is on screen, not the spinner of a first, client-rendered visit.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { restore, preventScrollReset } = useNavigationScroll();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onPageHide = () => {
      saveScrollPosition();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are then kept for this visit only.
      }
      // A reload or a return through the browser's cache: the browser puts the page back.
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    // The first render of a server-rendered page: the browser has placed it (and the reader
    // may have scrolled since), as with React Router's hydration.
    if (!restore) return;
    const saved = savedPositions()[location.key];
    if (typeof saved === "number") window.scrollTo(0, saved);
    else if (scrollToHash(location.hash)) return;
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restore, preventScrollReset]);

  return null;
}
