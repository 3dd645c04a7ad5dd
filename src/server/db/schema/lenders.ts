import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LENDER_TIME_ZONE, US_TIME_ZONE_IDS } from "@/domain/reference/us-time-zones";
import { users } from "./auth";
import { money, percent, timestamps } from "./columns";
import { experienceYearsEnum, productTypeEnum } from "./enums";

export const lenders = pgTable(
  "lenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lender account that manages this record; unlinked when that user is deleted. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    /**
     * A company name the lender asked for, public only once an admin approves it (issue 27,
     * docs/decisions/2026-11-26-lender-controlled-figures.md); null when none is waiting.
     */
    pendingCompanyName: text("pending_company_name"),
    slug: text("slug").notNull(),
    email: text("email"),
    phone: text("phone"),
    website: text("website"),
    description: text("description"),
    address: text("address"),
    zipCode: text("zip_code"),
    licenseNumber: text("license_number"),
    /**
     * The state names it lends in; ['Unknown'] when the lender prefers not to share; null when
     * never given (docs/decisions/lender-state-storage.md). Written through the domain's
     * toStoredLenderState, read through lenderStatesOf / lenderStateText (us-states.ts).
     */
    state: text("state").array(),
    yearsInBusiness: integer("years_in_business"),
    totalLoansFunded: integer("total_loans_funded"),
    /**
     * Whether an admin confirmed the figure; false shows it as 'reported by the lender'. A
     * lender's change of the figure sets it back to false (issue 27).
     */
    yearsInBusinessConfirmed: boolean("years_in_business_confirmed").notNull().default(false),
    totalLoansFundedConfirmed: boolean("total_loans_funded_confirmed").notNull().default(false),
    /** Average funding time in days. */
    averageFundingTime: numeric("average_funding_time", { precision: 6, scale: 1, mode: "number" }),
    minimumLoanAmount: money("minimum_loan_amount"),
    maximumLoanAmount: money("maximum_loan_amount"),
    reviewScore: numeric("review_score", { precision: 2, scale: 1, mode: "number" }),
    totalReviews: integer("total_reviews"),
    googleReviewsUrl: text("google_reviews_url"),
    /**
     * Verified reviews on LenderLane (issue 35): how many are published and the sum of their
     * stars, moved by increments when a review is published or leaves 'published'.
     */
    verifiedReviewCount: integer("verified_review_count").notNull().default(0),
    verifiedReviewSum: integer("verified_review_sum").notNull().default(0),
    statesSourceUrl: text("states_source_url"),
    isActive: boolean("is_active").notNull().default(true),
    acceptingLeads: boolean("accepting_leads").notNull().default(true),
    /**
     * The lender's clock for business time (issue 35): an IANA id of the US list
     * (domain/reference/us-time-zones.ts), Eastern by default. Response times and the
     * unanswered reminders count business days in it.
     */
    timeZone: text("time_zone").notNull().default(DEFAULT_LENDER_TIME_ZONE),
    /**
     * The public verification (issue 35): when an admin approved the lender's evidence, until
     * when it holds (12 months) and the checks that passed; all null when not verified. The
     * expiry worker clears them once verified_until has passed.
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedUntil: timestamp("verified_until", { withTimezone: true }),
    verifiedChecks: text("verified_checks").array(),
    /**
     * When its owner closed the lender account (issue 33): off the listing (inactive), no
     * leads, unlinked from the deleted account; its deal history stays.
     */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("lenders_slug_key").on(table.slug),
    uniqueIndex("lenders_user_id_key").on(table.userId),
    /** Two lenders never share a name, whatever its case or surrounding spaces (issue 27). */
    uniqueIndex("lenders_company_name_key").using("btree", sql`lower(btrim(${table.companyName}))`),
    index("lenders_email_lower_idx").using("btree", sql`lower(${table.email})`),
    /** The admin list: ordered by lower(company_name), 50 a page (docs/decisions/admin-area.md). */
    index("lenders_company_name_lower_idx").using(
      "btree",
      sql`lower(${table.companyName})`,
      table.id,
    ),
    index("lenders_active_review_idx")
      .on(table.reviewScore.desc(), table.companyName)
      .where(sql`${table.isActive}`),
    check(
      "lenders_review_score_range",
      sql`${table.reviewScore} IS NULL OR ${table.reviewScore} BETWEEN 0 AND 5`,
    ),
    check(
      "lenders_verified_reviews_range",
      sql`${table.verifiedReviewCount} >= 0 AND ${table.verifiedReviewSum} BETWEEN ${table.verifiedReviewCount} AND 5 * ${table.verifiedReviewCount}`,
    ),
    check(
      "lenders_time_zone_list",
      sql`${table.timeZone} IN (${sql.raw(US_TIME_ZONE_IDS.map((id) => `'${id}'`).join(", "))})`,
    ),
    check("lenders_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const loanProducts = pgTable(
  "loan_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    productType: productTypeEnum("product_type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    collateralTypes: text("collateral_types").array(),
    assetTypes: text("asset_types").array(),
    ltvPurchasePriceMax: percent("ltv_purchase_price_max"),
    maxLtv: percent("max_ltv"),
    maxLtc: percent("max_ltc"),
    maxLtarv: percent("max_ltarv"),
    maxRehabPercentage: percent("max_rehab_percentage"),
    maximumArv: money("maximum_arv"),
    minimumArv: money("minimum_arv"),
    termMinMonths: integer("term_min_months"),
    termMaxMonths: integer("term_max_months"),
    loanAmountMin: money("loan_amount_min"),
    loanAmountMax: money("loan_amount_max"),
    minimumFico: integer("minimum_fico"),
    /** The borrower's least experience the lender takes (issue 31); null: no minimum. */
    minimumExperience: experienceYearsEnum("minimum_experience"),
    /**
     * The lending criteria the lender made hard limits (issue 31, domain/lenders/
     * lending-criteria.ts): a request known to break one is not sent to it. Null: none.
     */
    hardLimits: text("hard_limits").array(),
    lowestRate: percent("lowest_rate"),
    highestRate: percent("highest_rate"),
    processingFee: text("processing_fee"),
    underwritingFee: text("underwriting_fee"),
    originationFee: text("origination_fee"),
    loanDurations: text("loan_durations"),
    prepaymentPenalty: text("prepayment_penalty"),
    fundingTimeline: text("funding_timeline"),
    requirements: text("requirements"),
    otherBorrowerRequirements: text("other_borrower_requirements"),
    sourceUrl: text("source_url"),
    lastUpdated: date("last_updated", { mode: "string" }),
    ...timestamps,
  },
  (table) => [
    unique("loan_products_lender_type_key").on(table.lenderId, table.productType),
    index("loan_products_type_active_idx")
      .on(table.productType, table.lenderId)
      .where(sql`${table.isActive}`),
    check(
      "loan_products_hard_limits_known",
      sql`${table.hardLimits} IS NULL OR ${table.hardLimits} <@ ARRAY['state', 'loanAmount', 'creditScore', 'ltv', 'ltc', 'arv', 'propertyType', 'experience']::text[]`,
    ),
    check(
      "loan_products_minimum_fico_range",
      sql`${table.minimumFico} IS NULL OR ${table.minimumFico} BETWEEN 300 AND 850`,
    ),
  ],
);
