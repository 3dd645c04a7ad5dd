/**
 * Hydration in component tests, as a first visit has it: the test writes the server's markup
 * into a container and hydrates it with React's `hydrateRoot` (not Testing Library's render).
 * React is told that updates are wrapped in act; every root is unmounted after its test (by the
 * setup file's afterEach: component files share this module, so a hook registered here would
 * run only in the first file of a worker).
 */
import { act, type ReactNode } from "react";
import { type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
let hydratedSinceCleanup = false;

/** Unmounts the roots hydrated since the last call and empties the page (after each test). */
export function unmountHydratedRoots(): void {
  if (!hydratedSinceCleanup) return;
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
}

/** Ends a file: the next file starts with no hydrated root and clears only after it hydrates. */
export function forgetHydration(): void {
  hydratedSinceCleanup = false;
}

/** Hydrates `container` with `children` inside act; the root is unmounted after the test. */
export async function hydrateInTest(
  container: Element,
  children: ReactNode,
  options?: HydrationOptions,
): Promise<void> {
  hydratedSinceCleanup = true;
  await act(async () => {
    roots.push(hydrateRoot(container, children, options));
  });
}
