/**
 * Submission threads (issue 15, docs/decisions/live-updates.md): the messages and offer events
 * of each loan submission, the read marker of each side, the digest mails already sent, and the
 * notification kinds each user unsubscribed from.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import {
  MESSAGE_AUTHOR_SIDES,
  MESSAGE_KINDS,
  NOTIFICATION_KINDS,
  THREAD_SIDES,
} from "@/domain/contract/messages";
import { DEFAULT_DIGEST_FREQUENCY, DIGEST_FREQUENCIES } from "@/domain/notifications/mail-settings";
import { users } from "./auth";
import { loanSubmissions } from "./inquiries";

export const messageAuthorSideEnum = pgEnum("message_author_side", MESSAGE_AUTHOR_SIDES);
export const messageKindEnum = pgEnum("message_kind", MESSAGE_KINDS);
export const threadSideEnum = pgEnum("thread_side", THREAD_SIDES);
export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);
export const digestFrequencyEnum = pgEnum("digest_frequency", DIGEST_FREQUENCIES);

/**
 * clock_timestamp(), not now(): entries written in one transaction still get distinct,
 * increasing times, so the thread's order and the read markers stay exact.
 */
const enteredAt = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().default(sql`clock_timestamp()`);

/** One entry of a submission's thread: a text message or an offer event. */
export const submissionMessages = pgTable(
  "submission_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    /** The writing user; null for system events and once that user is deleted. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorSide: messageAuthorSideEnum("author_side").notNull(),
    kind: messageKindEnum("kind").notNull(),
    /** The text (shown as text, never HTML); for offer events a one-line summary. */
    body: text("body").notNull(),
    /** The offer of an offer event. No foreign key: the offers table is its own migration. */
    offerId: uuid("offer_id"),
    createdAt: enteredAt("created_at"),
  },
  (table) => [
    // The thread page, and the unread counts (issue 34): author_side in the key lets a count
    // of the entries after a read marker read only this index (docs/performance.md).
    index("submission_messages_thread_idx").on(
      table.submissionId,
      table.createdAt,
      table.authorSide,
    ),
    /** The digest worker looks at recent entries only. */
    index("submission_messages_created_idx").on(table.createdAt),
    index("submission_messages_offer_idx")
      .on(table.offerId)
      .where(sql`${table.offerId} IS NOT NULL`),
    check("submission_messages_body_length", sql`char_length(${table.body}) BETWEEN 1 AND 5000`),
  ],
);

/** How far each side has read a thread (read receipts and unread counts). */
export const submissionReads = pgTable(
  "submission_reads",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    side: threadSideEnum("side").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("submission_reads_submission_side_key").on(table.submissionId, table.side)],
);

/**
 * Issue 34: the unread entries of each thread for each side, kept exact in the writing
 * transaction by triggers on submission_messages and submission_reads (migration 0040), so a
 * lender's counts over 10,000 threads are one range of submission_unread_lender_idx instead of
 * a count per thread. A row exists only while its side has unread entries (n > 0). Read
 * markers are per side (a lender team shares one), so the counter is too. lender_id and
 * inquiry_id are copies of the submission's, which never change.
 */
export const submissionUnread = pgTable(
  "submission_unread",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    side: threadSideEnum("side").notNull(),
    lenderId: uuid("lender_id").notNull(),
    inquiryId: uuid("inquiry_id").notNull(),
    n: integer("n").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.side] }),
    // The lender's counts in the answer's order, read from the index alone.
    index("submission_unread_lender_idx")
      .on(table.lenderId, table.inquiryId, table.submissionId, table.n)
      .where(sql`${table.side} = 'lender'`),
    check("submission_unread_positive", sql`${table.n} > 0`),
  ],
);

/**
 * The last digest mail each recipient got about a thread: at most one an hour per thread and
 * recipient, and each mail lists only the entries after the previous one (`coveredUntil`).
 */
export const threadDigests = pgTable(
  "thread_digests",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
    /** created_at of the newest entry the last digest listed. */
    coveredUntil: timestamp("covered_until", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.recipientId] })],
);

/** A kind of notification mail a user unsubscribed from (no row: the mails are sent). */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKindEnum("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Issue 31: an account's notification settings beyond its opt-outs; no row means the defaults
 * (the conversation digest at most hourly per conversation).
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  digestFrequency: digestFrequencyEnum("digest_frequency")
    .notNull()
    .default(DEFAULT_DIGEST_FREQUENCY),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
