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
import { sql } from "drizzle-orm";
import { EXPERIENCE_VALUES, type ExperienceYears } from "@/domain/accounts/experience";
import type { LenderLead } from "@/domain/contract/lender-leads";
import type { DeclineReason } from "@/domain/loan-requests/decline-reasons";
import { leadTitle } from "@/domain/loan-requests/inquiries";
import { inquiryStatusOfAnswer, type LenderAnswer } from "@/domain/loan-requests/lender-answers";
import type { PipelineStage } from "@/domain/loan-requests/pipeline";
import type { OfferDisplayState } from "@/domain/offers/offer-state";
import type { LoanPurpose } from "@/domain/reference/loan-types";
import type { Executor } from "../../db/client";
import { executeNamed } from "../../db/named-statement";
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

/** Whose request it is: the account, or the email of a request sent without one. */
const BORROWER_EMAIL_KEY = sql`CASE WHEN i.borrower_id IS NULL THEN lower(i.user_email) END`;

/**
 * The cards of the given submissions, in no order. The borrower's record is counted once per
 * borrower among them (a page of one borrower's 50 requests counted it 50 times:
 * docs/performance.md); its other requests are all of them but this one.
 */
const cardsStatement = (
  lenderId: string,
  ids: string[],
  now: Date,
) => sql`WITH page AS MATERIALIZED (
      SELECT s.id, s.inquiry_id FROM loan_submissions s
       WHERE s.id = ANY(${`{${ids.join(",")}}`}::uuid[]) AND s.lender_id = ${lenderId}),
    who AS (SELECT DISTINCT i.borrower_id, ${BORROWER_EMAIL_KEY} AS email
              FROM page JOIN inquiries i ON i.id = page.inquiry_id),
    activity AS (SELECT w.borrower_id, w.email,
        ${sql.raw(sameBorrower("count(*)", "", "true"))} AS requests,
        ${sql.raw(
          sameBorrower(
            "count(*)",
            "JOIN loan_submissions s2 ON s2.inquiry_id = i2.id",
            "s2.status = 'funded'",
          ),
        )} AS funded
      FROM who w)
    SELECT s.id AS submission_id, i.id AS inquiry_id, i.custom_name,
      coalesce(u.email, i.user_email) AS user_email,
      (i.borrower_id IS NOT NULL OR i.email_confirmed_at IS NOT NULL
        OR i.borrower_deleted_at IS NOT NULL) AS email_confirmed,
      -- Issue 33: the borrower deleted their account; the request stays, anonymised.
      (i.borrower_deleted_at IS NOT NULL) AS borrower_deleted,
      i.loan_amount, i.loan_purpose, i.property_state, i.property_zip, i.property_type,
      i.property_city, i.credit_score, i.additional_notes, s.borrower_notes, i.timeline_needed,
      i.experience_years, s.lender_answer AS answer, s.lender_note AS note,
      s.decline_reason, s.decline_reason_text, s.answered_at,
      s.created_at, ${BORROWER_NAME} AS borrower_name,
      coalesce(sp.stage, 'new') AS stage, sp.notes AS pipeline_notes,
      -- Issue 31 team seats: the colleagues who answered and who last set the pipeline.
      (SELECT coalesce(nullif(btrim(ap.full_name), ''), au.email) FROM users au
         LEFT JOIN profiles ap ON ap.id = au.id WHERE au.id = s.answered_by) AS answered_by_name,
      (SELECT coalesce(nullif(btrim(pp.full_name), ''), pu.email) FROM users pu
         LEFT JOIN profiles pp ON pp.id = pu.id WHERE pu.id = sp.updated_by)
        AS pipeline_updated_by_name,
      ${offerState(now)} AS offer_state,
      ${UNREAD_COUNT} AS unread,
      greatest(a.requests - 1, 0) AS other_requests, a.funded AS funded_deals
    FROM page
    JOIN loan_submissions s ON s.id = page.id
    JOIN inquiries i ON i.id = s.inquiry_id
    LEFT JOIN users u ON u.id = i.borrower_id
    LEFT JOIN profiles p ON p.id = i.borrower_id
    LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id
    ${OFFER_JOIN}
    LEFT JOIN activity a ON a.borrower_id IS NOT DISTINCT FROM i.borrower_id
          AND a.email IS NOT DISTINCT FROM ${BORROWER_EMAIL_KEY}`;

interface CardRow {
  submission_id: string;
  inquiry_id: string;
  custom_name: string | null;
  user_email: string | null;
  email_confirmed: boolean;
  borrower_deleted: boolean;
  loan_amount: string | number | null;
  loan_purpose: LoanPurpose | null;
  property_state: string | null;
  property_zip: string | null;
  property_type: string | null;
  property_city: string | null;
  credit_score: number | null;
  additional_notes: string | null;
  borrower_notes: string | null;
  timeline_needed: string | null;
  experience_years: string | null;
  answer: LenderAnswer | null;
  note: string | null;
  decline_reason: DeclineReason | null;
  decline_reason_text: string | null;
  answered_at: string | Date | null;
  created_at: string | Date;
  borrower_name: string | null;
  stage: PipelineStage;
  pipeline_notes: string | null;
  answered_by_name: string | null;
  pipeline_updated_by_name: string | null;
  offer_state: OfferDisplayState;
  unread: string | number;
  other_requests: string | number;
  funded_deals: string | number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isExperience = (value: string | null): value is ExperienceYears =>
  value !== null && (EXPERIENCE_VALUES as readonly string[]).includes(value);

function toLead(row: CardRow): LenderLead {
  return {
    submissionId: row.submission_id,
    inquiryId: row.inquiry_id,
    title: leadTitle({ customName: row.custom_name, id: row.inquiry_id }),
    customName: row.custom_name,
    userEmail: row.user_email,
    emailConfirmed: row.email_confirmed,
    borrowerDeleted: row.borrower_deleted,
    borrowerName: row.borrower_name,
    loanAmount: row.loan_amount === null ? null : Number(row.loan_amount),
    loanPurpose: row.loan_purpose,
    propertyState: row.property_state,
    propertyZip: row.property_zip,
    propertyType: row.property_type,
    propertyCity: row.property_city,
    creditScore: row.credit_score,
    additionalNotes: row.additional_notes,
    borrowerNotes: row.borrower_notes,
    timelineNeeded: row.timeline_needed,
    experienceYears: isExperience(row.experience_years) ? row.experience_years : null,
    status: inquiryStatusOfAnswer(row.answer),
    answer: row.answer,
    note: row.note,
    // Issue 35: the reason the lender gave when declining.
    declineReason: row.decline_reason,
    declineReasonText: row.decline_reason_text,
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    createdAt: iso(row.created_at),
    stage: row.stage,
    pipelineNotes: row.pipeline_notes,
    answeredByName: row.answered_by_name,
    pipelineUpdatedByName: row.pipeline_updated_by_name,
    offerState: row.offer_state,
    unread: Number(row.unread),
    borrowerActivity: {
      otherRequests: Number(row.other_requests),
      fundedDeals: Number(row.funded_deals),
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
  const result = await executeNamed(db, "lead_cards", cardsStatement(lenderId, ids, now));
  const byId = new Map<string, LenderLead>();
  for (const row of (result as { rows?: CardRow[] }).rows ?? []) {
    byId.set(row.submission_id, toLead(row));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
