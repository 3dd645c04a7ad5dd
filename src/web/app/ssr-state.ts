/**
 * What a server-rendered page hands to the browser: the dehydrated query cache. It travels in
 * `<script type="application/json" id="app-state">` (data, not code: the CSP allows no inline
 * script) and the client reads it before hydrating (main.tsx).
 */
import type { DehydratedState } from "@tanstack/react-query";
import { meQueryKey } from "@/web/lib/session/me-key";

export const APP_STATE_ID = "app-state";

export interface AppState {
  queries: DehydratedState;
}

/**
 * The session as the page hands it over. A page rendered for nobody in particular (a
 * visitor's, no credentials) may be given to a signed-in user too: the visitors' copy of a
 * public page (server/html/shared-page.ts, issue 34). Its 'nobody' therefore goes over as
 * stale: the browser hydrates with it (the markup matches), then asks /api/me, and a signed-in
 * user's header, 'Save this search' and unread badge fill in. A page rendered for a user keeps
 * its answer fresh.
 */
export function handOverSession(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryKey[0] === meQueryKey[0] && query.state.data === null
        ? { ...query, state: { ...query.state, dataUpdatedAt: 0 } }
        : query,
    ),
  };
}

/** JSON safe inside a script element: no `</script>`, no HTML comment openers. */
export function serializeAppState(state: AppState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function appStateScript(state: AppState): string {
  return `<script type="application/json" id="${APP_STATE_ID}">${serializeAppState(state)}</script>`;
}

/** The state the server wrote into the page, or null for a client-rendered page. */
export function readAppState(doc: Document): AppState | null {
  const text = doc.getElementById(APP_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppState;
  } catch {
    return null;
  }
}
