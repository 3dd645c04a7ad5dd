/**
 * One mailer for the whole server: nodemailer over SMTP when SMTP_URL is set, otherwise the
 * development outbox, which stores every message in the database (listed at /dev/mail and read
 * by the tests) and prints its subject and links to the console.
 */
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log?: (line: string) => void;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

export function createMailer({ db, smtpUrl, from, log = console.log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      const links = extractLinks(message.text);
      await db.insert(mailOutbox).values({ ...message, to: message.to.toLowerCase(), links });
      log(
        `[mail] to ${message.to}: ${message.subject}${links.map((l) => `\n       ${l}`).join("")}`,
      );
    },
  };
}
