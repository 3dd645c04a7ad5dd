/**
 * False while React renders the server's markup (on the server, and while the browser hydrates
 * it), true from the render after: a part that works without JavaScript (a native select in a
 * GET form) is what the server sends and what hydrates, and its richer version (Mantine's
 * Select) takes its place once the browser runs the page. A render in the browser that hydrates
 * nothing (a navigation in the app) is true at once. The account forms use it the same way:
 * the browser checks their fields natively until the script takes over.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
