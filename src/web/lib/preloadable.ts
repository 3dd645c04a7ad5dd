/**
 * A code-split component that the server can render and the browser hydrates later: heavy
 * parts of a first screen (the home profile form with the form kit and zod) stay out of the
 * first download. `React.lazy` alone would make server rendering write the fallback (its first
 * render always suspends); once `preload()` has run (the route's prefetch, on the server),
 * this lazy resolves synchronously, so the HTML holds the real component. In the browser it
 * suspends inside its <Suspense>: React keeps the server's markup and hydrates it when the
 * chunk arrives (no mismatch, no layout shift). An on-demand part (`onDemand`, home's search
 * form) waits in the browser for `request()` (lib/load-on-approach.tsx) before loading at all.
 * A press made on a part before its code has arrived is kept by the page's one early-press
 * recorder and played again once the part has hydrated (lib/early-presses.tsx).
 */
import { type ComponentType, createElement, Fragment, lazy, useEffect, useRef } from "react";
import { playEarlyPresses, registerLatePart } from "./early-presses";

export interface Preloadable<P> {
  /** The part's name: its region in the markup (lib/early-presses.tsx). */
  name: string;
  Component: ComponentType<P>;
  preload(): Promise<void>;
  /**
   * Loads the code only, before the browser hydrates (e.g. a part the server rendered for a
   * signed-in user): the part then renders at once, so there is no late hydration to wait for.
   */
  loadBeforeHydration(): Promise<void>;
  /** Its code has arrived (React can hydrate or render it at once). */
  isLoaded(): boolean;
  /**
   * A part loaded on demand (`onDemand`): asks for its code now (it nears the viewport, or a
   * visitor points at, touches or focuses it). Does nothing more once asked.
   */
  request(): void;
}

export interface PreloadableOptions {
  /**
   * Names the part's region in the markup (LatePartBoundary): a press inside it waits for this
   * part's code. Unique per part; the same on the server and in the browser.
   */
  name: string;
  /**
   * In the browser, load the code only when `request()` is called, not when the part first
   * renders: the server's markup stays as it is (readable, focusable, its presses kept by the
   * page's early-press recorder) until then. Such a part does not hold back `data-app-ready`: the
   * page is ready once its first screen has hydrated (docs/decisions/ssr.md).
   */
  onDemand?: boolean;
}

type Module<P> = { default: ComponentType<P> };

/** Loads under way, so the app can tell when the page's late parts are in (whenPreloaded). */
const loading = new Set<Promise<void>>();

/**
 * Resolves once every part that started loading has arrived, plus a task for React to
 * hydrate it: main.tsx marks the page ready (`data-app-ready`) only then.
 */
export async function whenPreloaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function track(promise: Promise<void>) {
  loading.add(promise);
  void promise.finally(() => loading.delete(promise)).catch(() => undefined);
}

/** Marks where a late part sits in server-rendered markup (an inert, unrendered element). */
const LATE_PART_MARKER = "data-late-part";
/** One callback per late part the server rendered into this page, called once it hydrated. */
const serverRenderedParts: (() => void)[] = [];

/**
 * Before hydrating a server-rendered page: the page is ready only once every late part in its
 * markup has hydrated. React hydrates a part's Suspense boundary after the root (lower
 * priority, and later still under a transition), so by the time the root's effects run the
 * part's code may not even be asked for yet; counting the server's markers does not depend on
 * that order (a flaky 'Find Lenders' keyboard test pressed Enter in between).
 */
export function expectServerRenderedParts(root: ParentNode): void {
  const count = root.querySelectorAll(`template[${LATE_PART_MARKER}]`).length;
  for (let i = 0; i < count; i++) {
    track(
      new Promise<void>((resolve) => {
        serverRenderedParts.push(resolve);
      }),
    );
  }
}

export function preloadable<P>(
  load: () => Promise<ComponentType<P>>,
  { name, onDemand = false }: PreloadableOptions,
): Preloadable<P> {
  let loaded: Module<P> | undefined;
  registerLatePart(name, () => loaded !== undefined);
  let markHydrated: (() => void) | undefined;
  const loadCode = () =>
    load().then((component) => {
      loaded = { default: component };
    });
  // On demand: one load, started by request(); the lazy below waits for it.
  let requested: Promise<void> | undefined;
  let release: (() => void) | undefined;
  const asked = new Promise<void>((resolve) => {
    release = resolve;
  });
  const request = () => {
    requested ??= loadCode();
    release?.();
  };
  const whenRequested = () => asked.then(() => requested as Promise<void>);
  const preload = () => {
    const done = loadCode();
    // An on-demand part never holds back data-app-ready (its server rendering calls this).
    if (onDemand) return done;
    track(done);
    // In the browser the page is ready once this part has HYDRATED, not when its code has
    // arrived: React hydrates a suspended boundary some time after the chunk resolves, and a
    // key pressed in between submitted the server's inert form (a flaky 'Find Lenders' test).
    // The browser calls preload only from rendering (lazy's factory), so Hydrated below runs.
    if (typeof window !== "undefined" && !markHydrated) {
      track(
        new Promise<void>((resolve) => {
          markHydrated = resolve;
        }),
      );
    }
    return done;
  };
  /** Already loaded: a thenable that calls back at once, which React reads synchronously. */
  const ready = (module: Module<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  const Lazy = lazy(() => {
    if (loaded) return ready(loaded);
    const arrived = onDemand && typeof window !== "undefined" ? whenRequested() : preload();
    return arrived.then(() => loaded as Module<P>);
  });
  /** Rendered beside the part, inside the same Suspense boundary: its effect runs once hydrated. */
  function Hydrated() {
    const counted = useRef(false);
    useEffect(() => {
      // Once per mount, even if the region's callback were to change: each call below settles
      // one server-rendered part.
      if (counted.current) return;
      counted.current = true;
      markHydrated?.();
      // An on-demand part has no marker, so it settles none of the counted parts.
      if (!onDemand) serverRenderedParts.shift()?.();
      // The presses kept while this part's code was on its way now work (early-presses.tsx); a
      // task later, as some handlers attach after the part's first commit (Floating UI's).
      setTimeout(playEarlyPresses, 0);
    }, []);
    return null;
  }
  function Component(props: P) {
    return createElement(
      Fragment,
      null,
      createElement(Lazy as unknown as ComponentType<object>, props as object),
      createElement(Hydrated),
      onDemand ? null : createElement("template", { [LATE_PART_MARKER]: "" }),
    );
  }
  return {
    name,
    Component,
    preload,
    loadBeforeHydration: loadCode,
    isLoaded: () => loaded !== undefined,
    request,
  };
}
