/**
 * What a lead card shows (issue 31 'Lead cards worth reading') for a page of submissions
 * already chosen by id (list-lender-leads.ts): the request, its private pipeline, the current
 * offer's state, the unread count and the borrower's record on LenderLane (counts only: no
 * other lender is named).
 *
 * One statement whose text never changes (the ids are one array parameter), sent as a named
 * prepared statement: PostgreSQL plans it once per connection and keeps a generic plan,
 * where the page statement that chose and filled the page at once was planned again on most
 * calls, each filter and sort its own text (docs/performance.md).
 */
import { type SQL, sql } from "drizzle-orm";
import type { ExperienceYears } from "@/domain/accounts/experience";
import type { LenderLead } from "@/domain/contract/lender-leads";
import type { DeclineReason } from "@/domain/loan-requests/decline-reasons";
import { leadTitle } from "@/domain/loan-requests/inquiries";
import { inquiryStatusOfAnswer, type LenderAnswer } from "@/domain/loan-requests/lender-answers";
import type { PipelineStage } from "@/domain/loan-requests/pipeline";
import type { OfferDisplayState } from "@/domain/offers/offer-state";
import type { LoanPurpose } from "@/domain/reference/loan-types";
import type { Executor } from "../../db/client";
import { preparedNamed } from "../../db/named-statement";
import { BORROWER_NAME, offerState, UNREAD_COUNT } from "./lead-filters";

/** The current offer of each card (loan_offers_submission_idx). */
const OFFER_JOIN = sql`LEFT JOIN LATERAL (
    SELECT lo.state, lo.expires_at FROM loan_offers lo
     WHERE lo.submission_id = s.id ORDER BY lo.version DESC LIMIT 1) o ON true`;

/**
 * Counts over a borrower's requests (`w`: a borrower_id, or the email of requests sent without
 * an account): by account (inquiries_borrower_idx), or by email (inquiries_anonymous_email_idx).
 * Two subqueries, not one with a CASE inside, so each reads its index.
 */
function sameBorrower(what: string, join: string, extra: string) {
  return `CASE WHEN w.borrower_id IS NOT NULL
    THEN (SELECT ${what} FROM inquiries i2 ${join}
           WHERE i2.borrower_id = w.borrower_id AND ${extra})
    ELSE (SELECT ${what} FROM inquiries i2 ${join}
           WHERE i2.borrower_id IS NULL AND lower(i2.user_email) = w.email AND ${extra}) END`;
}

/**
 * A time as the contract gives it (`Date.prototype.toISOString`: UTC, milliseconds, 'Z'),
 * formatted by PostgreSQL: to_char's MS truncates the microseconds as a JS Date does.
 */
const isoText = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The card's columns, in the order of the row arrays the statement answers. */
const COLUMNS = [
  ["submission_id", "s.id"],
  ["inquiry_id", "i.id"],
  ["custom_name", "i.custom_name"],
  ["user_email", "coalesce(u.email, i.user_email)"],
  [
    "email_confirmed",
    "(i.borrower_id IS NOT NULL OR i.email_confirmed_at IS NOT NULL OR i.borrower_deleted_at IS NOT NULL)",
  ],
  // Issue 33: the borrower deleted their account; the request stays, anonymised.
  ["borrower_deleted", "(i.borrower_deleted_at IS NOT NULL)"],
  ["borrower_name", "BORROWER_NAME"],
  ["loan_amount", "i.loan_amount"],
  ["loan_purpose", "i.loan_purpose"],
  ["property_state", "i.property_state"],
  ["property_zip", "i.property_zip"],
  ["property_type", "i.property_type"],
  ["property_city", "i.property_city"],
  ["credit_score", "i.credit_score"],
  ["additional_notes", "i.additional_notes"],
  ["borrower_notes", "s.borrower_notes"],
  ["timeline_needed", "i.timeline_needed"],
  ["experience_years", "i.experience_years"],
  ["answer", "s.lender_answer"],
  ["note", "s.lender_note"],
  ["decline_reason", "s.decline_reason"],
  ["decline_reason_text", "s.decline_reason_text"],
  ["answered_at", isoText("s.answered_at")],
  ["created_at", isoText("s.created_at")],
  ["stage", "coalesce(sp.stage, 'new')"],
  ["pipeline_notes", "sp.notes"],
  // Issue 31 team seats: the colleagues who answered and who last set the pipeline.
  [
    "answered_by_name",
    `(SELECT coalesce(nullif(btrim(ap.full_name), ''), au.email) FROM users au
       LEFT JOIN profiles ap ON ap.id = au.id WHERE au.id = s.answered_by)`,
  ],
  [
    "pipeline_updated_by_name",
    `(SELECT coalesce(nullif(btrim(pp.full_name), ''), pu.email) FROM users pu
       LEFT JOIN profiles pp ON pp.id = pu.id WHERE pu.id = sp.updated_by)`,
  ],
  ["offer_state", "OFFER_STATE"],
  ["unread", "UNREAD"],
  ["other_requests", "greatest(a.requests - 1, 0)"],
  ["funded_deals", "a.funded"],
] as const;

type Column = (typeof COLUMNS)[number][0];
const AT = Object.fromEntries(COLUMNS.map(([name], index) => [name, index])) as Record<
  Column,
  number
>;

const NOW = sql.placeholder("now");
const SPECIAL: Record<string, SQL> = {
  BORROWER_NAME,
  OFFER_STATE: offerState(NOW),
  UNREAD: UNREAD_COUNT,
};
const selectList = sql.join(
  COLUMNS.map(
    ([name, expression]) => sql`${SPECIAL[expression] ?? sql.raw(expression)} AS ${sql.raw(name)}`,
  ),
  sql`, `,
);

/**
 * The cards of the given submissions (the lender's only), in the order of the ids. Its text
 * never changes: built once, prepared per connection, generic after five calls.
 *
 * `page` reads each submission and its request once and keys its borrower (the account, or
 * the email of a request sent without one). The borrower's record is counted once per
 * borrower among them (a page of one borrower's 50 requests counted it 50 times:
 * docs/performance.md); `activity` is MATERIALIZED so it is computed once: at 1,000,000
 * requests the planner put it, inlined, inside the join's loop and counted every borrower of
 * the page once per card (80,000 buffers a page). Its other requests are all of them but this
 * one.
 */
const CARDS = sql`WITH page AS MATERIALIZED (
      SELECT s.id, s.inquiry_id, x.ord, i.borrower_id,
             CASE WHEN i.borrower_id IS NULL THEN lower(i.user_email) END AS email
        FROM unnest(${sql.placeholder("ids")}::uuid[]) WITH ORDINALITY AS x(id, ord)
        JOIN loan_submissions s ON s.id = x.id
        JOIN inquiries i ON i.id = s.inquiry_id
       WHERE s.lender_id = ${sql.placeholder("lenderId")}),
    activity AS MATERIALIZED (SELECT w.borrower_id, w.email,
        ${sql.raw(sameBorrower("count(*)", "", "true"))} AS requests,
        ${sql.raw(
          sameBorrower(
            "count(*)",
            "JOIN loan_submissions s2 ON s2.inquiry_id = i2.id",
            "s2.status = 'funded'",
          ),
        )} AS funded
      FROM (SELECT DISTINCT page.borrower_id, page.email FROM page) w)
    SELECT ${selectList}
    FROM page
    JOIN loan_submissions s ON s.id = page.id
    JOIN inquiries i ON i.id = page.inquiry_id
    LEFT JOIN users u ON u.id = i.borrower_id
    LEFT JOIN profiles p ON p.id = i.borrower_id
    LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id
    ${OFFER_JOIN}
    LEFT JOIN activity a ON a.borrower_id IS NOT DISTINCT FROM page.borrower_id
          AND a.email IS NOT DISTINCT FROM page.email
    ORDER BY page.ord`;

type CardRow = unknown[];
const cardRows = preparedNamed<CardRow>("lead_cards", CARDS);

const text = (row: CardRow, column: Column) => row[AT[column]] as string | null;
const count = (row: CardRow, column: Column) => Number(row[AT[column]] ?? 0);

function toLead(row: CardRow): LenderLead {
  const inquiryId = row[AT.inquiry_id] as string;
  const customName = text(row, "custom_name");
  const loanAmount = row[AT.loan_amount] as string | number | null;
  const answer = row[AT.answer] as LenderAnswer | null;
  return {
    submissionId: row[AT.submission_id] as string,
    inquiryId,
    title: leadTitle({ customName, id: inquiryId }),
    customName,
    userEmail: text(row, "user_email"),
    emailConfirmed: row[AT.email_confirmed] as boolean,
    borrowerDeleted: row[AT.borrower_deleted] as boolean,
    borrowerName: text(row, "borrower_name"),
    loanAmount: loanAmount === null ? null : Number(loanAmount),
    loanPurpose: row[AT.loan_purpose] as LoanPurpose | null,
    propertyState: text(row, "property_state"),
    propertyZip: text(row, "property_zip"),
    propertyType: text(row, "property_type"),
    propertyCity: text(row, "property_city"),
    creditScore: row[AT.credit_score] as number | null,
    additionalNotes: text(row, "additional_notes"),
    borrowerNotes: text(row, "borrower_notes"),
    timelineNeeded: text(row, "timeline_needed"),
    // The column's enum type is EXPERIENCE_VALUES (schema/enums.ts).
    experienceYears: row[AT.experience_years] as ExperienceYears | null,
    status: inquiryStatusOfAnswer(answer),
    answer,
    note: text(row, "note"),
    // Issue 35: the reason the lender gave when declining.
    declineReason: row[AT.decline_reason] as DeclineReason | null,
    declineReasonText: text(row, "decline_reason_text"),
    answeredAt: text(row, "answered_at"),
    createdAt: row[AT.created_at] as string,
    stage: row[AT.stage] as PipelineStage,
    pipelineNotes: text(row, "pipeline_notes"),
    answeredByName: text(row, "answered_by_name"),
    pipelineUpdatedByName: text(row, "pipeline_updated_by_name"),
    offerState: row[AT.offer_state] as OfferDisplayState,
    unread: count(row, "unread"),
    borrowerActivity: {
      otherRequests: count(row, "other_requests"),
      fundedDeals: count(row, "funded_deals"),
    },
  };
}

/** The cards of the lender's submissions `ids`, in the order of `ids`. */
export async function leadCards(
  db: Executor,
  lenderId: string,
  ids: string[],
  now: Date,
): Promise<LenderLead[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db, { ids: `{${ids.join(",")}}`, lenderId, now: now.toISOString() });
  return rows.map(toLead);
}
