import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Development outbox: every mail sent while SMTP_URL is unset, for /dev/mail and the tests. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /** Extra header fields as sent (e.g. List-Unsubscribe on digests). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_to_idx").on(table.to, table.createdAt.desc())],
);

export const OUTGOING_MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type OutgoingMailStatus = (typeof OUTGOING_MAIL_STATUSES)[number];
export const outgoingMailStatusEnum = pgEnum("outgoing_mail_status", OUTGOING_MAIL_STATUSES);

/**
 * The mail queue (docs/decisions/mail-outbox.md): every mail is inserted here in the
 * transaction of the write that causes it, then sent by the mail sender (src/server/mail) over
 * SMTP or into the development outbox above. A sender claims a row by setting `claim_token`
 * and `locked_until` (a lease): a crashed sender's claims expire and another one retries.
 */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra header fields to send (e.g. List-Unsubscribe and List-Unsubscribe-Post on digests). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: outgoingMailStatusEnum("status").notNull().default("pending"),
    /** Delivery attempts started (counted when a sender claims the row). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the sender working on the row; null when nobody is. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    // The senders' scan: due pending rows, oldest first.
    index("outgoing_mails_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);
