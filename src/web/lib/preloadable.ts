/**
 * A code-split component that the server can render and the browser hydrates later: heavy
 * parts of a first screen (the home search form with the form kit and zod) stay out of the
 * first download. `React.lazy` alone would make server rendering write the fallback (its first
 * render always suspends); once `preload()` has run (the route's prefetch, on the server),
 * this lazy resolves synchronously, so the HTML holds the real component. In the browser it
 * suspends inside its <Suspense>: React keeps the server's markup and hydrates it when the
 * chunk arrives (no mismatch, no layout shift).
 */
import { type ComponentType, lazy } from "react";

export interface Preloadable<P> {
  Component: ComponentType<P>;
  preload(): Promise<void>;
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

export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  const preload = () => {
    const done = load().then((component) => {
      loaded = { default: component };
    });
    loading.add(done);
    void done.finally(() => loading.delete(done)).catch(() => undefined);
    return done;
  };
  /** Already loaded: a thenable that calls back at once, which React reads synchronously. */
  const ready = (module: Module<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  return {
    Component: lazy(() => (loaded ? ready(loaded) : preload().then(() => loaded as Module<P>))),
    preload,
  };
}
