/**
 * A per-recipient cap on the mails a visitor can make us send (verification, password reset,
 * magic link, "you already have an account", lender sign-up confirmation): at most
 * MAIL_RECIPIENT_CAP.max per address per hour, counted in the rate-limit store so it holds
 * across server processes. Over the cap the mail is silently not sent (and logged): the HTTP
 * answer stays the usual one, so the cap reveals nothing about who has an account.
 */
import { MAIL_RECIPIENT_CAP } from "../rate-limit/limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import type { Mailer } from "./mailer";

export { MAIL_RECIPIENT_CAP } from "../rate-limit/limits";

export function recipientCapKey(to: string): string {
  return `mail-to:${to.trim().toLowerCase()}`;
}

export function withRecipientCap(
  mailer: Mailer,
  store: RateLimitStore,
  warn: (line: string) => void = console.warn,
): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      const waitMs = await store.reserveAttempt(
        recipientCapKey(message.to),
        MAIL_RECIPIENT_CAP.max,
        MAIL_RECIPIENT_CAP.windowMs,
      );
      if (waitMs !== null) {
        warn(
          `[mail] not sent to ${message.to}: "${message.subject}" (over ${MAIL_RECIPIENT_CAP.max} mails per hour to this address)`,
        );
        return;
      }
      await mailer.send(message);
    },
  };
}
