/**
 * Reviews only from real deals (issue 35, docs/decisions/2026-11-27-verified-reviews.md): one
 * review per loan submission, by the request's borrower, of the submission's lender, once the
 * deal qualified (approved application, funded, or an accepted offer). Published only after an
 * admin's moderation; the lender may post one public reply. The lender's verified figures
 * (lenders.verified_review_count / _sum) move by increments in the same transaction as the
 * moderation or edit that changes what is published.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REVIEW_STATUSES } from "@/domain/reviews/review-rules";
import { users } from "./auth";
import { timestamps } from "./columns";
import { loanPurposeEnum } from "./enums";
import { loanSubmissions } from "./inquiries";
import { lenders } from "./lenders";

export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);

export const lenderReviews = pgTable(
  "lender_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Once per submission: the unique key holds it under concurrent posts. */
    submissionId: uuid("submission_id")
      .notNull()
      .unique("lender_reviews_submission_key")
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    borrowerId: uuid("borrower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    status: reviewStatusEnum("status").notNull().default("pending"),
    /** The request's loan type and the deal's month ('yyyy-MM'), copied when posted. */
    dealLoanPurpose: loanPurposeEnum("deal_loan_purpose"),
    dealMonth: text("deal_month").notNull(),
    /** When first posted: the edit window runs 30 days from here. */
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: uuid("moderated_by").references(() => users.id, { onDelete: "set null" }),
    rejectReason: text("reject_reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: uuid("replied_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    // The lender page: its published reviews, newest first.
    index("lender_reviews_published_idx")
      .on(table.lenderId, table.publishedAt.desc(), table.id)
      .where(sql`${table.status} = 'published'`),
    // The admin queue: pending reviews, oldest first.
    index("lender_reviews_pending_idx")
      .on(table.postedAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("lender_reviews_borrower_idx").on(table.borrowerId),
    check("lender_reviews_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
    check("lender_reviews_deal_month", sql`${table.dealMonth} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);
