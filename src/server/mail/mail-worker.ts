/**
 * The mail worker: in every server process, a round every `pollMs` claims due mails from the
 * queue (mail-queue.ts) and delivers them; claims make each mail one sender's at a time, so
 * any number of processes can run it. A round that found a full batch starts the next at once.
 * Mails are normally sent by the process that queued them, right after its commit; the worker
 * takes retries and the mails of processes that died. stop() lets the running round and every
 * delivery in flight finish.
 */
import type { Database } from "../db/client";
import { type QueueHealth, queueHealth } from "./mail-queue";
import { DELIVERY_BATCH, type QueueMailer } from "./mailer";

export const MAIL_POLL_MS = 1_000;
/** How often the worker checks the queue's health (and logs a line when it is not healthy). */
export const MAIL_HEALTH_MS = 5 * 60_000;
/** A mail still pending after this long is worth a line in the log. */
export const MAIL_STALE_MS = 15 * 60_000;

/** The health line, or null when there is nothing to report. */
export function healthLine(health: QueueHealth): string | null {
  if (health.failedLastDay === 0 && health.oldestPendingMs < MAIL_STALE_MS) return null;
  return `[mail] queue: ${health.pending} pending (oldest ${Math.round(health.oldestPendingMs / 60_000)} min), ${health.failedLastDay} failed among those queued in the last 24 h (table outgoing_mails)`;
}

export interface MailWorker {
  /** Starts a round now (or right after the running one). */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(
  mailer: QueueMailer,
  options: {
    pollMs?: number;
    batch?: number;
    onError?: (error: unknown) => void;
    /** Checks the queue's health every MAIL_HEALTH_MS on this database; logs to console.warn. */
    health?: { db: Database; everyMs?: number; log?: (line: string) => void };
  } = {},
): MailWorker {
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  const batch = options.batch ?? DELIVERY_BATCH;
  const onError =
    options.onError ??
    ((error: unknown) => console.error("[mail] worker round failed (retrying):", error));
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, pollMs);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        const round = await mailer.deliverDue(batch);
        if (round.claimed >= batch) again = true;
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
  }

  schedule();
  const health = options.health;
  const healthTimer = health
    ? setInterval(() => {
        queueHealth(health.db)
          .then((numbers) => {
            const line = healthLine(numbers);
            if (line) (health.log ?? console.warn)(line);
          })
          .catch(onError);
      }, health.everyMs ?? MAIL_HEALTH_MS)
    : undefined;
  healthTimer?.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(healthTimer);
      clearTimeout(timer);
      await running;
      await mailer.idle();
    },
  };
}
