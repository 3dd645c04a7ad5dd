/**
 * Loan offers (term sheets, issue 15): one row per version. Revising inserts the next version
 * (supersedes_id → the earlier row, which becomes 'superseded'); a submission has at most one
 * open (sent) or accepted offer at a time, a request at most one accepted offer (partial unique
 * indexes; inquiry_id follows the submission through a composite foreign key). Expired is not stored: it is
 * a sent offer whose expires_at has passed (docs/decisions/offers.md).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PrepaymentStep } from "@/domain/offers/hold-cost";
import { OFFER_STATES } from "@/domain/offers/offer-state";
import { INTEREST_ON, REPAYMENT_TYPES } from "@/domain/offers/offer-terms";
import { users } from "./auth";
import { money, percent, timestamps } from "./columns";
import { loanSubmissions } from "./inquiries";
import { lenders } from "./lenders";

export const offerStateEnum = pgEnum("offer_state", OFFER_STATES);
export const offerRepaymentEnum = pgEnum("offer_repayment", REPAYMENT_TYPES);
export const offerInterestOnEnum = pgEnum("offer_interest_on", INTEREST_ON);

export const loanOffers = pgTable(
  "loan_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    /**
     * The submission's request (issue 27), kept equal to it by the composite foreign key below,
     * so that one accepted offer per request is a unique index and not only a service check.
     * Backfilled by the hand-written migration 0014.
     */
    inquiryId: uuid("inquiry_id").notNull(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    /** 1 for the first offer on the submission, +1 for each revision or new offer. */
    version: integer("version").notNull(),
    supersedesId: uuid("supersedes_id").references((): AnyPgColumn => loanOffers.id, {
      onDelete: "set null",
    }),
    state: offerStateEnum("state").notNull().default("sent"),
    loanAmount: money("loan_amount").notNull(),
    interestRate: percent("interest_rate").notNull(),
    originationPoints: percent("origination_points").notNull(),
    otherFees: money("other_fees").notNull(),
    // The complete term sheet (issue 32, docs/decisions/2026-11-27-term-sheets.md): every term
    // defaults to 'none', so rows written before it read as they always did.
    processingFee: money("processing_fee").notNull().default(0),
    underwritingFee: money("underwriting_fee").notNull().default(0),
    rehabHoldback: money("rehab_holdback").notNull().default(0),
    drawCount: integer("draw_count").notNull().default(0),
    drawFee: money("draw_fee").notNull().default(0),
    interestOn: offerInterestOnEnum("interest_on").notNull().default("drawn"),
    minimumInterestMonths: integer("minimum_interest_months").notNull().default(0),
    extensionMonths: integer("extension_months").notNull().default(0),
    extensionFeePercent: percent("extension_fee_percent").notNull().default(0),
    exitFeePercent: percent("exit_fee_percent").notNull().default(0),
    prepaymentPenalty: jsonb("prepayment_penalty")
      .$type<PrepaymentStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reserves: money("reserves").notNull().default(0),
    /**
     * When the borrower accepted this version. It stays when a re-trade supersedes the version,
     * so 'accepted terms changed' counts superseded rows that have it (issue 32).
     */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** This version revises terms the borrower had accepted: it needs acceptance again. */
    retrade: boolean("retrade").notNull().default(false),
    termMonths: integer("term_months").notNull(),
    repayment: offerRepaymentEnum("repayment").notNull(),
    maxLtv: percent("max_ltv"),
    maxLtc: percent("max_ltc"),
    maxLtarv: percent("max_ltarv"),
    daysToClose: integer("days_to_close").notNull(),
    conditions: text("conditions"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When the state last changed away from sent (withdrawn, accepted, declined, superseded). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("loan_offers_submission_idx").on(table.submissionId, table.version.desc()),
    index("loan_offers_lender_idx").on(table.lenderId, table.createdAt.desc()),
    uniqueIndex("loan_offers_submission_version_key").on(table.submissionId, table.version),
    uniqueIndex("loan_offers_one_live_key")
      .on(table.submissionId)
      .where(sql`${table.state} IN ('sent', 'accepted')`),
    // One deal, one outcome (issue 27): at most one accepted offer per loan request.
    uniqueIndex("loan_offers_one_accepted_key")
      .on(table.inquiryId)
      .where(sql`${table.state} = 'accepted'`),
    foreignKey({
      name: "loan_offers_submission_inquiry_fk",
      columns: [table.submissionId, table.inquiryId],
      foreignColumns: [loanSubmissions.id, loanSubmissions.inquiryId],
    }).onDelete("cascade"),
    check("loan_offers_rate_range", sql`${table.interestRate} BETWEEN 0 AND 30`),
    check("loan_offers_points_range", sql`${table.originationPoints} BETWEEN 0 AND 10`),
    check("loan_offers_term_range", sql`${table.termMonths} BETWEEN 1 AND 360`),
    check("loan_offers_fees_positive", sql`${table.otherFees} >= 0`),
    check("loan_offers_amount_positive", sql`${table.loanAmount} > 0`),
    check(
      "loan_offers_holdback_range",
      sql`${table.rehabHoldback} >= 0 AND ${table.rehabHoldback} < ${table.loanAmount}`,
    ),
    check(
      "loan_offers_extra_fees_positive",
      sql`${table.processingFee} >= 0 AND ${table.underwritingFee} >= 0 AND ${table.drawFee} >= 0 AND ${table.reserves} >= 0`,
    ),
  ],
);
