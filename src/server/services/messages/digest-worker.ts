/**
 * The loop that sends thread digests: a round every `intervalMs` (a minute by default) in
 * every server process; sendThreadDigests' advisory lock lets one process do each round.
 * Rounds never overlap within a process; stop() waits for the running one.
 */
import { type DigestDeps, sendThreadDigests } from "./send-thread-digests";

export const DIGEST_ROUND_MS = 60_000;

export function startDigestWorker(
  deps: Omit<DigestDeps, "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const onError = options.onError ?? ((error) => console.error("Digest round failed:", error));
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendThreadDigests({ ...deps, now: new Date() })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? DIGEST_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
