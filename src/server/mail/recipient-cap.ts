/**
 * A per-recipient cap on the mails a visitor can make us send (verification, password reset,
 * magic link, "you already have an account", lender sign-up confirmation): at most
 * MAIL_RECIPIENT_CAP.max per address per hour, counted in the `rate_limits` table so it holds
 * across server processes. Over the cap the mail is silently not sent (and logged): the HTTP
 * answer stays the usual one, so the cap reveals nothing about who has an account.
 */
import { HOUR_MS } from "@/domain/limits";
import { reserveAttempt } from "../auth/rate-limit-store";
import type { Database, Executor } from "../db/client";
import type { Mailer, MailMessage } from "./mailer";

export const MAIL_RECIPIENT_CAP = { max: 5, windowMs: HOUR_MS } as const;

export function recipientCapKey(to: string): string {
  return `mail-to:${to.trim().toLowerCase()}`;
}

export function withRecipientCap(
  mailer: Mailer,
  db: Database,
  warn: (line: string) => void = console.warn,
): Mailer {
  /** Counts the mail against its recipient's cap (in the caller's transaction when given). */
  const allowed = async (executor: Executor, message: MailMessage) => {
    const waitMs = await reserveAttempt(
      executor,
      recipientCapKey(message.to),
      MAIL_RECIPIENT_CAP.max,
      MAIL_RECIPIENT_CAP.windowMs,
    );
    if (waitMs === null) return true;
    warn(
      `[mail] not sent to ${message.to}: "${message.subject}" (over ${MAIL_RECIPIENT_CAP.max} mails per hour to this address)`,
    );
    return false;
  };
  return {
    kind: mailer.kind,
    async send(message) {
      if (await allowed(db, message)) await mailer.send(message);
    },
    async enqueue(executor, message) {
      return (await allowed(executor, message)) ? mailer.enqueue(executor, message) : null;
    },
    deliverNow: (ids) => mailer.deliverNow(ids),
  };
}
