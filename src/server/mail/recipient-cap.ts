/**
 * A per-recipient cap on the mails a visitor can make us send (verification, password reset,
 * magic link, "you already have an account", lender sign-up confirmation): at most
 * MAIL_RECIPIENT_CAP.max per address per hour, counted in the rate-limit store so it holds
 * across server processes. Over the cap the mail is silently not sent (and logged): the HTTP
 * answer stays the usual one, so the cap reveals nothing about who has an account.
 */
import type { Executor } from "../db/client";
import { MAIL_RECIPIENT_CAP } from "../rate-limit/limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import type { Mailer, MailMessage } from "./mailer";

export { MAIL_RECIPIENT_CAP } from "../rate-limit/limits";

export function recipientCapKey(to: string): string {
  return `mail-to:${to.trim().toLowerCase()}`;
}

/**
 * The cap is counted in the rate-limit store; a mail queued inside a write is counted in that
 * write's transaction (store.within), so on PostgreSQL the count rolls back with the write.
 */
export function withRecipientCap(
  mailer: Mailer,
  store: RateLimitStore,
  warn: (line: string) => void = console.warn,
): Mailer {
  const allowed = async (message: MailMessage, executor?: Executor) => {
    const waitMs = await (executor ? store.within(executor) : store).reserveAttempt(
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
      if (await allowed(message)) await mailer.send(message);
    },
    async enqueue(executor: Executor, message) {
      return (await allowed(message, executor)) ? mailer.enqueue(executor, message) : null;
    },
    deliverNow: (ids) => mailer.deliverNow(ids),
  };
}
