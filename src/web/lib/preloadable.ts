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

export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = { default: component };
    });
  /** Already loaded: a thenable that calls back at once, which React reads synchronously. */
  const ready = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  return {
    Component: lazy(() => (loaded ? ready(loaded) : preload().then(() => loaded as Module<P>))),
    preload,
  };
}
