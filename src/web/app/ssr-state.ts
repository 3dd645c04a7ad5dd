/**
 * What a server-rendered page hands to the browser: the dehydrated query cache. It travels in
 * `<script type="application/json" id="app-state">` (data, not code: the CSP allows no inline
 * script) and the client reads it before hydrating (main.tsx).
 */
import type { DehydratedState } from "@tanstack/react-query";

export const APP_STATE_ID = "app-state";

export interface AppState {
  queries: DehydratedState;
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
