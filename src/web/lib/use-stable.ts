import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps its identity across renders and calls the latest one given. Late parts
 * (lib/preloadable.ts) are memoised on their props: until a part has hydrated, any render of its
 * Suspense boundary with new props makes React give up the server's markup and show the
 * fallback (and report the boundary as switched to client rendering), so a re-render of the
 * page, with its handlers made afresh, must not reach it.
 */
export function useStable<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
