/**
 * The loop that sends lenders' new-request digests (notify-lenders.ts): a round every
 * `intervalMs` (a minute by default) in every server process; the row locks and the lender's
 * window lock let each digest go out once. Rounds never overlap within a process; stop()
 * waits for the running one.
 */

import type { Database } from "../../db/client";
import { type NotificationDeps, sendLenderDigests } from "./notify-lenders";

export const LENDER_DIGEST_ROUND_MS = 60_000;

export function startLenderNotificationWorker(
  deps: NotificationDeps & { db: Database },
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const onError =
    options.onError ?? ((error) => console.error("Lender digest round failed:", error));
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendLenderDigests({ ...deps, now: new Date() })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? LENDER_DIGEST_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
