/**
 * The browser's router: React Router's `<BrowserRouter>` (declarative mode), with each
 * navigation's update made in a transition of its own, so the app knows when one is waiting
 * (docs/decisions/ssr.md 'React Router in declarative mode'). A page whose code is not loaded
 * yet suspends (lazy-page.ts); inside a transition React keeps the current page on screen
 * meanwhile, and `isPending` drives the top progress bar (navigation-progress.tsx). This is
 * what the data router's `useNavigation()` gave, without its ~16 KB.
 *
 * It also tells the scroll restoration (scroll-restoration.ts) what a navigation wants: the
 * position of the page being left is recorded before anything changes, and a
 * `navigate(to, { preventScrollReset: true })` (a filter in the query string) keeps the
 * position. React Router hands a navigation's options to the navigator; the browser history
 * ignores them, so the navigator here catches that one on the way.
 */
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState, useTransition } from "react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  Router,
} from "react-router";
import {
  NavigationPendingContext,
  type NavigationScroll,
  NavigationScrollContext,
} from "./navigation-state";
import { saveScrollPosition } from "./scroll-restoration";

export type AppHistory = ReturnType<typeof createBrowserHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
  scroll: NavigationScroll;
}

export interface TransitionRouterProps {
  children: ReactNode;
  /** The first render hydrates the server's page: scroll is left where the browser put it. */
  hydrated?: boolean;
  /** Called as a navigation starts, before the next page renders (e.g. to load its code). */
  onNavigate?: (location: Location) => void;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: AppHistory;
}

export function TransitionRouter({
  children,
  hydrated = false,
  onNavigate,
  history: given,
}: TransitionRouterProps) {
  const [history] = useState(() => given ?? createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    scroll: { restore: !hydrated, preventScrollReset: false },
  }));
  const [pending, startTransition] = useTransition();
  /** The option of the push or replace under way (its listener call follows synchronously). */
  const preventScrollReset = useRef(false);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push(to, entryState, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.push(to, entryState);
      },
      replace(to, entryState, options) {
        preventScrollReset.current = options?.preventScrollReset === true;
        history.replace(to, entryState);
      },
    }),
    [history],
  );

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const scroll = {
          restore: true,
          preventScrollReset: action !== "POP" && preventScrollReset.current,
        };
        preventScrollReset.current = false;
        saveScrollPosition();
        onNavigate?.(location);
        startTransition(() => setState({ action, location, scroll }));
      }),
    [history, onNavigate],
  );

  return (
    <NavigationPendingContext value={pending}>
      <NavigationScrollContext value={state.scroll}>
        <Router location={state.location} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      </NavigationScrollContext>
    </NavigationPendingContext>
  );
}
