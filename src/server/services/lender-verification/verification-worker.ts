/**
 * The loop that runs verification rounds (issue 35): one every `intervalMs` (15 minutes by
 * default) in every server process; runVerificationRound's advisory lock lets one process do
 * each round. Rounds never overlap within a process; stop() waits for the running one.
 */
import { runVerificationRound, type VerificationRoundDeps } from "./run-verification-round";

export const VERIFICATION_ROUND_MS = 15 * 60_000;

export function startVerificationWorker(
  deps: Omit<VerificationRoundDeps, "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const onError =
    options.onError ?? ((error) => console.error("Verification round failed:", error));
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runVerificationRound({ ...deps, now: new Date() })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? VERIFICATION_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
