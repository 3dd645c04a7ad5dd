/**
 * Where a queued mail finally goes: SMTP through nodemailer when SMTP_URL is set, otherwise the
 * development outbox (table mail_outbox, listed at /dev/mail and read by the tests), which also
 * prints the subject and links to the console. The queue (mail-queue.ts) decides when.
 */
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Extra header fields, name → value (digests: List-Unsubscribe and List-Unsubscribe-Post,
   * RFC 2369 and 8058). Stored with the queued mail; SMTP sends them as they are.
   */
  headers?: Record<string, string> | undefined;
}

/** A queued mail on its way out: `messageId` is the same on every attempt (receivers dedupe). */
export interface OutgoingMessage extends MailMessage {
  messageId: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP timeouts, well inside the queue's claim lease (MAIL_LEASE_MS): a send that hangs fails
 * before another sender may take the mail over, which keeps duplicates to the one window the
 * decision record describes.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async deliver({ messageId, headers, ...message }) {
      await transport.sendMail({
        from,
        messageId,
        ...message,
        ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export function createDevTransport(
  db: Database,
  log: (line: string) => void = console.log,
): MailTransport {
  return {
    kind: "outbox",
    async deliver({ messageId: _messageId, ...message }) {
      const links = extractLinks(message.text);
      await db.insert(mailOutbox).values({
        ...message,
        to: message.to.toLowerCase(),
        links,
        headers: message.headers ?? {},
      });
      log(
        `[mail] to ${message.to}: ${message.subject}${links.map((l) => `\n       ${l}`).join("")}`,
      );
    },
    close: () => {},
  };
}
