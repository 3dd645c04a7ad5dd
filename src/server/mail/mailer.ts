/**
 * One mailer for the whole server, in front of the mail queue (docs/decisions/mail-outbox.md).
 * A mail is first written to table outgoing_mails — inside the transaction of the write that
 * causes it (runWrite's `w.sendMail`), or alone (`send`) — and then delivered through the
 * transport: SMTP when SMTP_URL is set, otherwise the development outbox (mail_outbox, listed at
 * /dev/mail and read by the tests). The process that queued a mail tries it at once after the
 * commit; a failed attempt stays queued for the mail worker (mail-worker.ts), which retries
 * with backoff in any server process.
 */
import type { Database, Executor } from "../db/client";
import {
  type ClaimedMail,
  claimMails,
  insertMail,
  MAIL_RETRY,
  markAttemptFailed,
  markSent,
  type RetryPolicy,
  retryDelayMs,
} from "./mail-queue";
import {
  createDevTransport,
  createSmtpTransport,
  type MailMessage,
  type MailTransport,
} from "./mail-transport";

export { extractLinks, type MailMessage } from "./mail-transport";

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /**
   * Queues the mail with an INSERT of its own and makes the first attempt; resolves when that
   * attempt has ended. Rejects only when the mail could not be queued: a failed delivery stays
   * in the queue for the worker.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Queues the mail in the caller's transaction; resolves to its id (null when a wrapper such as
   * the recipient cap dropped it). Call `deliverNow` with the id once the transaction commits.
   */
  enqueue(executor: Executor, message: MailMessage): Promise<string | null>;
  /** Makes the first attempt at mails just queued (never rejects; failures stay queued). */
  deliverNow(ids: readonly string[]): Promise<void>;
}

export interface DeliveryRound {
  claimed: number;
  sent: number;
  failed: number;
}

/** The mailer as the worker and the entry points see it. */
export interface QueueMailer extends Mailer {
  /** Claims and delivers up to `limit` due mails; rejects when the database cannot be read. */
  deliverDue(limit?: number): Promise<DeliveryRound>;
  /** Resolves when no delivery this mailer started is still running. */
  idle(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log?: (line: string) => void;
  /** Replaces the transport chosen from smtpUrl (tests). */
  transport?: MailTransport;
  retry?: Partial<RetryPolicy>;
  random?: () => number;
}

export const DELIVERY_BATCH = 20;

/** nodemailer's SMTP errors carry the server's reply code; 5xx means "never", 4xx "later". */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `<id@domain of the From address>`: the same on every attempt, so receivers can dedupe. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "lenderlane.invalid";
  return `<${id}@${domain}>`;
}

export function createMailer(options: MailerOptions): QueueMailer {
  const { db, from, log = console.log } = options;
  const policy: RetryPolicy = { ...MAIL_RETRY, ...options.retry };
  const transport =
    options.transport ??
    (options.smtpUrl ? createSmtpTransport(options.smtpUrl, from) : createDevTransport(db, log));
  const inFlight = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  async function attempt(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.deliver({ ...mail, messageId: messageIdFor(mail.id, from) });
    } catch (error) {
      const final = mail.attempts >= policy.maxAttempts || isPermanent(error);
      const delayMs = retryDelayMs(mail.attempts, policy, options.random);
      await markAttemptFailed(db, mail, { error: describe(error), delayMs, final });
      if (final) {
        console.error(
          `[mail] FAILED for good after ${mail.attempts} attempt(s) to ${mail.to}: "${mail.subject}" (${describe(error)})`,
        );
      } else {
        console.warn(
          `[mail] attempt ${mail.attempts} to ${mail.to} failed (${describe(error)}); next in ${Math.round(delayMs / 1000)} s`,
        );
      }
      return false;
    }
    if (!(await markSent(db, mail))) {
      console.warn(`[mail] ${mail.id} was sent after its claim expired; it may go out twice`);
    }
    return true;
  }

  async function deliverClaimed(mails: ClaimedMail[]): Promise<DeliveryRound> {
    const round: DeliveryRound = { claimed: mails.length, sent: 0, failed: 0 };
    for (const mail of mails) {
      if (await attempt(mail)) round.sent += 1;
      else round.failed += 1;
    }
    return round;
  }

  const mailer: QueueMailer = {
    kind: transport.kind,
    async send(message) {
      const id = await insertMail(db, message);
      await mailer.deliverNow([id]);
    },
    enqueue: (executor, message) => insertMail(executor, message),
    deliverNow(ids) {
      if (ids.length === 0) return Promise.resolve();
      const work = (async () => {
        const claimed = await claimMails(db, { ids, limit: ids.length, leaseMs: policy.leaseMs });
        await deliverClaimed(claimed);
      })().catch((error: unknown) => {
        // Still queued: the worker retries once the database answers again.
        console.error(`[mail] immediate delivery failed, left to the worker: ${describe(error)}`);
      });
      return track(work);
    },
    deliverDue(limit = DELIVERY_BATCH) {
      return track(
        claimMails(db, { limit, leaseMs: policy.leaseMs }).then((claimed) =>
          deliverClaimed(claimed),
        ),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: () => transport.close(),
  };
  return mailer;
}
