/**
 * Hydration in component tests, as a first visit has it: the test writes the server's markup
 * into a container and hydrates it with React's `hydrateRoot` (not Testing Library's render).
 * React is told that updates are wrapped in act; every root is unmounted after its test.
 */
import { act, type ReactNode } from "react";
import { type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
});

/** Hydrates `container` with `children` inside act; the root is unmounted after the test. */
export async function hydrateInTest(
  container: Element,
  children: ReactNode,
  options?: HydrationOptions,
): Promise<void> {
  await act(async () => {
    roots.push(hydrateRoot(container, children, options));
  });
}
