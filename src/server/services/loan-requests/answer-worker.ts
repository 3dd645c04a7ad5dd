/**
 * The loop of issue 35's timed work: every `intervalMs` (five minutes by default) the
 * next-step mails and the lenders' reminders due; at most once an hour (and at the first
 * round) every lender's response times (refresh-response-stats.ts). Each mail is claimed by a
 * row update in its own transaction, so several processes never send one twice. Rounds never
 * overlap within a process; stop() waits for the running one.
 */
import { refreshResponseStats } from "../lenders/refresh-response-stats";
import { type NextStepDeps, sendNextStepMails, sendUnansweredReminders } from "./send-next-steps";

export const ANSWER_ROUND_MS = 5 * 60_000;
export const RESPONSE_STATS_EVERY_MS = 60 * 60_000;

export async function runAnswerRound(deps: NextStepDeps, refreshStats: boolean) {
  if (refreshStats) await refreshResponseStats(deps.db, deps.now);
  const nextSteps = await sendNextStepMails(deps);
  const reminders = await sendUnansweredReminders(deps);
  return { nextSteps, reminders };
}

export function startAnswerWorker(
  deps: Omit<NextStepDeps, "now">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  const onError = options.onError ?? ((error) => console.error("Answer round failed:", error));
  let running: Promise<unknown> | null = null;
  let statsAt = Number.NEGATIVE_INFINITY;
  const round = () => {
    if (running) return;
    const now = new Date();
    const refresh = now.getTime() - statsAt >= RESPONSE_STATS_EVERY_MS;
    if (refresh) statsAt = now.getTime();
    running = runAnswerRound({ ...deps, now }, refresh)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(round, 5_000);
  first.unref();
  const timer = setInterval(round, options.intervalMs ?? ANSWER_ROUND_MS);
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
