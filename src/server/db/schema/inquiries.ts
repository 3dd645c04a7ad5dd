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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DECLINE_REASON_VALUES } from "@/domain/loan-requests/decline-reasons";
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

/**
 * A loan request. borrower_id is null for anonymous requests until the email's owner confirms
 * the request (its confirmation link) and has a verified account with that email
 * (docs/decisions/anonymous-request-confirmation.md).
 */
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
    /**
     * When the owner of user_email confirmed an anonymous request through the link mailed to
     * it; null until then (lenders see 'Email not confirmed'). Not used for account requests.
     */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /**
     * When its borrower deleted their account (issue 33): the request stays, anonymised (no
     * email, phone, name, address or notes), and lenders see 'Deleted borrower' with its
     * figures (docs/decisions/2026-11-27-account-deletion.md).
     */
    borrowerDeletedAt: timestamp("borrower_deleted_at", { withTimezone: true }),
    /**
     * When the borrower was mailed the next best lenders because fewer than 2 lenders had
     * answered 24 business hours after the request was sent (issue 35); at most once.
     */
    nextStepMailedAt: timestamp("next_step_mailed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("inquiries_borrower_idx").on(table.borrowerId, table.createdAt.desc()),
    index("inquiries_anonymous_email_idx")
      .using("btree", sql`lower(${table.userEmail})`)
      .where(sql`${table.borrowerId} IS NULL`),
    index("inquiries_lender_idx").on(table.lenderId, table.createdAt.desc()),
    // The admin list's order read backwards, tie-break included (issue 34; ascending, so the
    // backward scan gives DESC NULLS FIRST as ORDER BY … DESC wants): without id the planner sorted all
    // 1,000,000 requests for each page (docs/performance.md 'The deal side').
    index("inquiries_created_idx").on(table.createdAt, table.id),
    // The admin search's "contains" on the request name and email (issue 34, pg_trgm): an
    // index per column, since `LIKE '%q%'` over a join's coalesce could use none.
    index("inquiries_custom_name_trgm_idx").using(
      "gin",
      sql`lower(${table.customName}) gin_trgm_ops`,
    ),
    index("inquiries_user_email_trgm_idx").using(
      "gin",
      sql`lower(${table.userEmail}) gin_trgm_ops`,
    ),
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
      sql`${table.borrowerId} IS NOT NULL OR ${table.userEmail} IS NOT NULL OR ${table.borrowerDeletedAt} IS NOT NULL`,
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
    /** Who on the lender's team answered (issue 31 seats); null before, or once deleted. */
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Why the lender declined (issue 35, src/domain/loan-requests/decline-reasons.ts): set with
     * a 'declined' answer, cleared by an 'interested' one; decline_reason_text only for 'other'.
     */
    declineReason: text("decline_reason"),
    declineReasonText: text("decline_reason_text"),
    /**
     * The lender's first substantive answer (issue 35): an offer sent, a decline with a reason
     * or an 'interested' answer with a note; never moved once set. Response times are
     * computed from it (src/domain/lenders/response-times.ts).
     */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /**
     * The lender has not been mailed about this submission yet: it arrived within 10 minutes
     * of the lender's previous mail and waits for the lender's next digest (issue 27,
     * services/loan-requests/notify-lenders.ts).
     */
    lenderNotificationPending: boolean("lender_notification_pending").notNull().default(false),
    /**
     * The borrower's notes for this lender only: the submit dialog's 'Review with additional
     * notes' when an existing request is sent on (issue 28 item 4). A new request's notes are
     * the inquiry's additional_notes.
     */
    borrowerNotes: text("borrower_notes"),
    /**
     * The request's loan amount, copied so the lead list sorts by amount with an index walk
     * (issue 31, docs/performance.md). Kept equal to inquiries.loan_amount by the database:
     * filled on insert when the writer leaves it null, and followed when the request's amount
     * changes (migration 0036's triggers). Bulk seeds pass it themselves.
     */
    loanAmount: money("loan_amount"),
    /**
     * What the lead list's search (`q`) reads (issue 31, docs/performance.md): the request's
     * name, the borrower's name and the city, each lowercased, joined by U+001F
     * (lead_search_text_of in migration 0038). Kept by the database: filled on insert when the
     * writer leaves it null, and rewritten when the request's name, city or borrower, or the
     * borrower's name, change (0038's triggers). Bulk seeds pass it themselves.
     */
    searchText: text("search_text"),
    ...timestamps,
  },
  (table) => [
    // The lead list's contains-search, a trigram index ANDed with the lender's (issue 31).
    index("loan_submissions_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    unique("loan_submissions_inquiry_lender_key").on(table.inquiryId, table.lenderId),
    // The target of loan_offers' (submission_id, inquiry_id) foreign key (issue 27).
    unique("loan_submissions_id_inquiry_key").on(table.id, table.inquiryId),
    // One deal, one outcome (issue 27): at most one funded submission per loan request.
    uniqueIndex("loan_submissions_one_funded_key")
      .on(table.inquiryId)
      .where(sql`${table.status} = 'funded'`),
    // Newest first (the lead list's default order, id the tie-break: ORDER BY created_at DESC,
    // id DESC puts nulls first, so the index does too) and the lender's counts.
    index("loan_submissions_lender_idx").on(
      table.lenderId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The lead list's amount sort (issue 31): ORDER BY loan_amount DESC NULLS LAST, created_at
    // DESC, id DESC is a walk of this index.
    index("loan_submissions_lender_amount_idx").on(
      table.lenderId,
      table.loanAmount.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The lead list's 'Oldest unanswered' sort and 'Pending' filter (issue 31).
    index("loan_submissions_lender_unanswered_idx")
      .on(table.lenderId, table.createdAt)
      .where(sql`${table.lenderAnswer} IS NULL`),
    // The lead list's 'Interested' and 'Declined' filters (issue 34): the page is a walk of this
    // index and its total an index-only count; through loan_submissions_lender_idx the count
    // read every one of the lender's submissions from the heap (9,424 buffers at 1,000,000
    // requests, docs/performance.md).
    index("loan_submissions_lender_answered_idx")
      .on(
        table.lenderId,
        table.lenderAnswer,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.lenderAnswer} IS NOT NULL`),
    index("loan_submissions_created_idx").on(table.createdAt),
    check(
      "loan_submissions_decline_reason",
      sql`${table.declineReason} IS NULL OR ${table.declineReason} IN (${sql.raw(
        DECLINE_REASON_VALUES.map((v) => `'${v}'`).join(", "),
      )})`,
    ),
    index("loan_submissions_notification_pending_idx")
      .on(table.lenderId)
      .where(sql`${table.lenderNotificationPending}`),
  ],
);

/**
 * The link mailed with an anonymous request: confirm it, or withdraw it ('This wasn't me').
 * Only the SHA-256 of the token is stored; the link works once and until expires_at. The row
 * outlives a withdrawn request (inquiry_id set null) so a second click says it was used.
 */
export const inquiryEmailTokens = pgTable(
  "inquiry_email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    inquiryId: uuid("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** What the link did: confirmed or withdrawn; null while unused. */
    outcome: text("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inquiry_email_tokens_inquiry_idx").on(table.inquiryId),
    check(
      "inquiry_email_tokens_outcome",
      sql`${table.outcome} IS NULL OR ${table.outcome} IN ('confirmed', 'withdrawn')`,
    ),
  ],
);
