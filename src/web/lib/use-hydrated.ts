/**
 * False on the server and while a server-rendered page hydrates, true once the page's script
 * runs it (and at once on a page the client renders itself). Forms use it to let the browser
 * check their fields natively until the script takes over (issue 30: a form works before and
 * without JavaScript), without a hydration mismatch.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
