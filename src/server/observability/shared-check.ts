/**
 * A dependency check shared by its callers (issue 34, docs/decisions/2026-11-28-cheap-health.md):
 *
 * - **single flight**: callers that ask while a check runs get that check's answer, so 50
 *   probes at once cost one check, not 50;
 * - **a passing answer is reused for `reuseMs`**, counted from when its check *started*, so a
 *   failure that begins after that moment is hidden for at most `reuseMs`;
 * - **a failing answer is never reused**: the next caller after it runs a new check (callers
 *   already waiting on the failing check get it, as they would have got their own).
 *
 * A check that throws is a failure: its callers get the error and nothing is reused.
 */

export interface SharedCheckOptions<T> {
  /** How long a passing answer is given again without a new check (ms; 0: never). */
  reuseMs: number;
  /** Whether an answer passes (only those are reused). */
  passed: (answer: T) => boolean;
  /** The clock (ms); Date.now() by default (read at each call, so a test can move it). */
  now?: () => number;
}

export function sharedCheck<T>(
  run: () => Promise<T>,
  { reuseMs, passed, now = () => Date.now() }: SharedCheckOptions<T>,
): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let reusable: { answer: Promise<T>; startedAt: number } | null = null;
  return () => {
    const at = now();
    // A clock that went back (tests, NTP) never extends a reuse.
    if (reusable && at >= reusable.startedAt && at - reusable.startedAt < reuseMs) {
      return reusable.answer;
    }
    if (inFlight) return inFlight;
    const started = run().then(
      (answer) => {
        reusable = passed(answer) ? { answer: started, startedAt: at } : null;
        inFlight = null;
        return answer;
      },
      (error: unknown) => {
        reusable = null;
        inFlight = null;
        throw error;
      },
    );
    inFlight = started;
    return started;
  };
}
