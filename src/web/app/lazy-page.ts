/**
 * A code-split page (docs/decisions/ssr.md 'React Router in declarative mode'): its chunk is
 * fetched the first time the page renders, or earlier through `load()` (a navigation starts
 * the loads of every page it matches at once; the server and a hydrating browser wait for them
 * before rendering).
 *
 * Once the module is in, the page renders synchronously. This matters for hydration: a page
 * component that suspended on the browser's first render would make React keep the server's
 * markup and hydrate it later, and a `React.lazy` always suspends on its first render. Before
 * the module is in, the page suspends on the load's promise (`use`): on a navigation, which the
 * router runs in a transition, React keeps the current page (and the progress bar runs) until
 * it resolves.
 *
 * A failed load stays failed (the route's error boundary shows 'A new version of LenderLane
 * is available...'), as React Router's lazy routes did: the browser does not fetch a module
 * again after a failed import, a reload does.
 */
import { type ComponentType, createElement, use } from "react";
import type { Prefetch } from "./prefetch";

/** A route module: the page, and the data it needs when the server renders it (prefetch.ts). */
export type PageModule = { default: ComponentType; prefetch?: Prefetch };

export interface LazyPage {
  /** Renders the page: at once when its module is loaded, else suspends until it is. */
  Component: ComponentType;
  /** Loads the module, once: later calls return the same promise. */
  load(): Promise<PageModule>;
  /** The module, once loaded. */
  loaded(): PageModule | undefined;
}

/** A promise that says how it ended, as React's `use` reads it: fulfilled ones without waiting. */
type Tracked<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

export function lazyPage(importPage: () => Promise<PageModule>): LazyPage {
  let loading: Tracked<PageModule> | undefined;
  const load = (): Promise<PageModule> => {
    if (!loading) {
      const promise: Tracked<PageModule> = importPage();
      promise.status = "pending";
      // Attached before React's own handlers: by the time React renders the page again, the
      // status says fulfilled and `use` returns the module in that render.
      promise.then(
        (value) => {
          promise.status = "fulfilled";
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = "rejected";
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Page() {
    // Always through `use` (never conditionally): React replays a component that suspended and
    // expects the same calls. A fulfilled status makes it synchronous.
    const { default: Component } = use(load());
    return createElement(Component);
  }
  return {
    Component: Page,
    load,
    loaded: () => (loading?.status === "fulfilled" ? loading.value : undefined),
  };
}
