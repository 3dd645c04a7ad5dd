import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money, timestamps } from "./columns";
import {
  experienceYearsEnum,
  inquiryStatusEnum,
  lenderAnswerEnum,
  loanPurposeEnum,
  submissionStatusEnum,
} from "./enums";
import { lenders } from "./lenders";

/** A loan request. borrower_id is null for anonymous requests until the email's owner signs in. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    borrowerId: uuid("borrower_id").references(() => users.id, { onDelete: "set null" }),
    /** The lender the request was first addressed to; kept as history if that lender is deleted. */
    lenderId: uuid("lender_id").references(() => lenders.id, { onDelete: "set null" }),
    customName: text("custom_name"),
    userEmail: text("user_email"),
    /** The phone the requester gave with the request (About You, or their profile's). */
    contactPhone: text("contact_phone"),
    loanAmount: money("loan_amount"),
    loanPurpose: loanPurposeEnum("loan_purpose"),
    propertyState: text("property_state"),
    propertyType: text("property_type"),
    propertyAddress: text("property_address"),
    propertyCity: text("property_city"),
    propertyZip: text("property_zip"),
    timelineNeeded: text("timeline_needed"),
    additionalNotes: text("additional_notes"),
    lenderNotes: text("lender_notes"),
    creditScore: integer("credit_score"),
    investmentType: text("investment_type"),
    experienceYears: experienceYearsEnum("experience_years"),
    status: inquiryStatusEnum("status").notNull().default("pending"),
    archived: boolean("archived").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("inquiries_borrower_idx").on(table.borrowerId, table.createdAt.desc()),
    index("inquiries_anonymous_email_idx")
      .using("btree", sql`lower(${table.userEmail})`)
      .where(sql`${table.borrowerId} IS NULL`),
    index("inquiries_lender_idx").on(table.lenderId, table.createdAt.desc()),
    index("inquiries_created_idx").on(table.createdAt.desc()),
    check(
      "inquiries_credit_score_range",
      sql`${table.creditScore} IS NULL OR ${table.creditScore} BETWEEN 300 AND 850`,
    ),
    check(
      "inquiries_loan_amount_positive",
      sql`${table.loanAmount} IS NULL OR ${table.loanAmount} > 0`,
    ),
    check(
      "inquiries_owner_present",
      sql`${table.borrowerId} IS NOT NULL OR ${table.userEmail} IS NOT NULL`,
    ),
  ],
);

/** One request sent to one lender, with the borrower-tracked status of that lender's response. */
export const loanSubmissions = pgTable(
  "loan_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    status: submissionStatusEnum("status").notNull().default("no_reply"),
    /** The lender's own answer (lender workspace); null until it answers. */
    lenderAnswer: lenderAnswerEnum("lender_answer"),
    lenderNote: text("lender_note"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /**
     * The lender has not been mailed about this submission yet: it arrived within 10 minutes
     * of the lender's previous mail and waits for the lender's next digest (issue 27,
     * services/loan-requests/lender-notifications.ts).
     */
    lenderNotificationPending: boolean("lender_notification_pending").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique("loan_submissions_inquiry_lender_key").on(table.inquiryId, table.lenderId),
    index("loan_submissions_lender_idx").on(table.lenderId, table.createdAt.desc()),
    index("loan_submissions_notification_pending_idx")
      .on(table.lenderId)
      .where(sql`${table.lenderNotificationPending}`),
  ],
);
