/**
 * The loop that sends saved-search alerts (issue 32): a round every `intervalMs` (five
 * minutes by default) in every server process; sendSearchAlerts takes its searches FOR UPDATE
 * SKIP LOCKED, so processes share the work without sending twice. Rounds never overlap within
 * a process; stop() waits for the running one.
 */
import { type SearchAlertDeps, sendSearchAlerts } from "./send-search-alerts";

export const SEARCH_ALERT_ROUND_MS = 5 * 60_000;

export function startSearchAlertWorker(
  deps: Omit<SearchAlertDeps, "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const onError =
    options.onError ?? ((error) => console.error("Saved-search alert round failed:", error));
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendSearchAlerts({ ...deps, now: new Date() })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? SEARCH_ALERT_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
