/**
 * The mail worker: in every server process, a round every `pollMs` claims due mails from the
 * queue (mail-queue.ts) and delivers them; claims make each mail one sender's at a time, so
 * any number of processes can run it. A round that found a full batch starts the next at once.
 * Mails are normally sent by the process that queued them, right after its commit; the worker
 * takes retries and the mails of processes that died. stop() lets the running round and every
 * delivery in flight finish.
 */
import { DELIVERY_BATCH, type QueueMailer } from "./mailer";

export const MAIL_POLL_MS = 1_000;

export interface MailWorker {
  /** Starts a round now (or right after the running one). */
  kick(): void;
  stop(): Promise<void>;
}

export function startMailWorker(
  mailer: QueueMailer,
  options: { pollMs?: number; batch?: number; onError?: (error: unknown) => void } = {},
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
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await mailer.idle();
    },
  };
}
