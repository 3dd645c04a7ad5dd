/**
 * The mail queue's storage steps (docs/decisions/mail-outbox.md), on table outgoing_mails:
 * enqueue (inside the caller's transaction), claim (one UPDATE … FOR UPDATE SKIP LOCKED that
 * takes a lease), and the outcome of an attempt (sent, or retried later with exponential
 * backoff and jitter, or failed for good). Times come from the database clock, so every server
 * process agrees on what is due and when a lease has expired.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { outgoingMails } from "../db/schema";
import type { MailMessage } from "./mail-transport";

export interface RetryPolicy {
  /** Delay before the second attempt; doubled for each further one. */
  baseMs: number;
  /** The longest delay between two attempts. */
  capMs: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts: number;
  /** How long a claim holds: a sender that has not finished by then is presumed dead. */
  leaseMs: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: 10 attempts over about 4 hours. */
export const MAIL_RETRY: RetryPolicy = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 2 * 60_000,
};

/**
 * The wait after failed attempt number `attempt` (1-based): the exponential step capped at
 * `capMs`, with "equal jitter" (between half of it and all of it) so senders that failed
 * together do not retry together.
 */
export function retryDelayMs(
  attempt: number,
  policy: Pick<RetryPolicy, "baseMs" | "capMs">,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

export interface ClaimedMail extends MailMessage {
  id: string;
  /** Attempts including this one. */
  attempts: number;
  claimToken: string;
}

/** Queues a mail in the caller's transaction (or alone); resolves to its id. */
export async function insertMail(executor: Executor, message: MailMessage): Promise<string> {
  const [row] = await executor
    .insert(outgoingMails)
    .values({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? {},
    })
    .returning({ id: outgoingMails.id });
  if (!row) throw new Error("Mail insert returned no row");
  return row.id;
}

/**
 * Claims up to `limit` due mails (only those in `ids` when given) for one sender: rows locked
 * by another claim in flight are skipped, and the lease keeps them away from every other
 * sender until it expires. Counts the attempt now, so a mail that crashes its sender every
 * time still ends as failed.
 */
export async function claimMails(
  executor: Executor,
  options: { limit: number; leaseMs: number; ids?: readonly string[] },
): Promise<ClaimedMail[]> {
  if (options.ids?.length === 0) return [];
  const token = randomUUID();
  const only =
    options.ids === undefined
      ? sql``
      : sql`AND id IN (${sql.join(
          options.ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = await executor.execute(sql`
    UPDATE outgoing_mails AS o
       SET attempts = o.attempts + 1,
           claim_token = ${token}::uuid,
           locked_until = now() + ${`${options.leaseMs} milliseconds`}::interval
     WHERE o.id IN (
       SELECT id FROM outgoing_mails
        WHERE status = 'pending' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until <= now())
          ${only}
        ORDER BY next_attempt_at
        LIMIT ${options.limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING o.id, o."to", o.subject, o.html, o.text, o.headers, o.attempts`);
  const rows = (result as unknown as { rows: Omit<ClaimedMail, "claimToken">[] }).rows;
  return rows.map((row) => ({ ...row, claimToken: token }));
}

const heldBy = (mail: ClaimedMail) =>
  and(eq(outgoingMails.id, mail.id), eq(outgoingMails.claimToken, mail.claimToken));

/** Marks a claimed mail sent; false when the claim had expired and another sender took it. */
export async function markSent(executor: Executor, mail: ClaimedMail): Promise<boolean> {
  const rows = await executor
    .update(outgoingMails)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      lockedUntil: null,
      claimToken: null,
      lastError: null,
    })
    .where(heldBy(mail))
    .returning({ id: outgoingMails.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: the mail waits `delayMs` for the next one, or is marked failed
 * when it has had its attempts (or `permanent`: the server refused it for good).
 */
export async function markAttemptFailed(
  executor: Executor,
  mail: ClaimedMail,
  outcome: { error: string; delayMs: number; final: boolean },
): Promise<void> {
  await executor
    .update(outgoingMails)
    .set({
      status: outcome.final ? "failed" : "pending",
      nextAttemptAt: sql`now() + ${`${outcome.delayMs} milliseconds`}::interval`,
      lockedUntil: null,
      claimToken: null,
      lastError: outcome.error.slice(0, 2000),
    })
    .where(heldBy(mail));
}

export interface QueueHealth {
  /** Mails waiting to be sent, and how long the oldest of them has waited. */
  pending: number;
  oldestPendingMs: number;
  /** Mails queued in the last 24 hours and given up on (retries last about 4 hours). */
  failedLastDay: number;
}

/** The queue's state in one line's worth of numbers (logged by the worker when not healthy). */
export async function queueHealth(executor: Executor): Promise<QueueHealth> {
  const result = await executor.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))
                    * 1000, 0)::float8 AS oldest_pending_ms,
           count(*) FILTER (WHERE status = 'failed'
                              AND created_at > now() - interval '1 day')::int AS failed_last_day
      FROM outgoing_mails
     WHERE status <> 'sent'`);
  const [row] = (
    result as unknown as {
      rows: { pending: number; oldest_pending_ms: number; failed_last_day: number }[];
    }
  ).rows;
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingMs: Math.round(Number(row?.oldest_pending_ms ?? 0)),
    failedLastDay: Number(row?.failed_last_day ?? 0),
  };
}
