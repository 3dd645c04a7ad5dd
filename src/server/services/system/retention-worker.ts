/**
 * The loop that runs the retention job (enforce-retention.ts): a first round a minute after
 * start, then one an hour, in every server process; the job's advisory lock lets one process
 * do each round. Rounds never overlap within a process; stop() waits for the running one.
 * Rounds that deleted something are logged with their counts.
 */
import type { Database } from "../../db/client";
import { enforceRetention, type RetentionCounts } from "./enforce-retention";

export const RETENTION_ROUND_MS = 60 * 60_000;
export const RETENTION_FIRST_ROUND_MS = 60_000;

export function startRetentionWorker(
  deps: { db: Database },
  options: {
    intervalMs?: number;
    firstRoundMs?: number;
    now?: () => Date;
    /** Called after a round that deleted something. */
    onRound?: (counts: RetentionCounts) => void;
    onError?: (error: unknown) => void;
  } = {},
): { stop(): Promise<void> } {
  const onError = options.onError ?? ((error) => console.error("Retention round failed:", error));
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  const round = () => {
    if (running) return;
    running = enforceRetention({ db: deps.db, now: now() })
      .then((counts) => {
        if (counts && Object.values(counts).some((n) => n > 0)) options.onRound?.(counts);
      })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(round, options.firstRoundMs ?? RETENTION_FIRST_ROUND_MS);
  const timer = setInterval(round, options.intervalMs ?? RETENTION_ROUND_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
