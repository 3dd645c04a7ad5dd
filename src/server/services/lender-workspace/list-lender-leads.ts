/**
 * The lender's lead list (issue 31 'Lead cards worth reading'): the requests sent to the
 * actor's lender record (ownLenderScope), searched, filtered, sorted and paged on the server,
 * 50 a page, each with its private pipeline, current offer state, unread count and the
 * borrower's record on LenderLane (counts only: no other lender is named).
 *
 * One SQL statement per page and one for the total; the count joins only what its filters
 * need. Newest first walks loan_submissions_lender_idx, the amount sort
 * loan_submissions_lender_amount_idx (the amount copied onto the submission), 'Oldest
 * unanswered' and 'Pending' loan_submissions_lender_unanswered_idx; the offer filter reads the
 * lender's offers once (docs/performance.md, 10,000 requests in the bench). The CSV export
 * pages the same statement.
 */

import { type SQL, sql } from "drizzle-orm";
import { EXPERIENCE_VALUES, type ExperienceYears } from "@/domain/accounts/experience";
import { containsPattern, prefixPattern } from "@/domain/admin/like-pattern";
import {
  LEAD_PAGE_SIZE,
  type LeadListQuery,
  type LenderLead,
  type LenderLeadList,
} from "@/domain/contract/lender-leads";
import type { DeclineReason } from "@/domain/loan-requests/decline-reasons";
import { leadTitle } from "@/domain/loan-requests/inquiries";
import { inquiryStatusOfAnswer, type LenderAnswer } from "@/domain/loan-requests/lender-answers";
import type { PipelineStage } from "@/domain/loan-requests/pipeline";
import type { OfferDisplayState } from "@/domain/offers/offer-state";
import type { Actor } from "@/domain/policies/actor";
import { ownLenderScope } from "@/domain/policies/lender-policies";
import type { LoanPurpose } from "@/domain/reference/loan-types";
import type { Executor } from "../../db/client";
import { executeNamed } from "../../db/named-statement";

export type LeadFilters = Omit<LeadListQuery, "page">;

/** The current offer's display state (src/domain/offers/offer-state.ts offerDisplayState). */
const offerState = (now: Date) => sql`CASE
  WHEN o.state IS NULL THEN 'none'
  WHEN o.state = 'sent' AND o.expires_at <= ${now.toISOString()}::timestamptz THEN 'expired'
  WHEN o.state = 'superseded' THEN 'sent'
  ELSE o.state::text END`;

/** The current offer of each of the page's 50 submissions (loan_offers_submission_idx). */
const OFFER_JOIN = sql`LEFT JOIN LATERAL (
    SELECT lo.state, lo.expires_at FROM loan_offers lo
     WHERE lo.submission_id = s.id ORDER BY lo.version DESC LIMIT 1) o ON true`;

/**
 * The current offer of every submission of the lender, for the offer filter: the lender's
 * offers read once (loan_offers_lender_idx) and hash-joined, not one lookup per submission
 * (an offer's lender_id is its submission's, lender-offers.ts).
 */
const lenderOffersJoin = (lenderId: string) => sql`LEFT JOIN (
    SELECT DISTINCT ON (lo.submission_id) lo.submission_id, lo.state, lo.expires_at
      FROM loan_offers lo WHERE lo.lender_id = ${lenderId}
     ORDER BY lo.submission_id, lo.version DESC) o ON o.submission_id = s.id`;

/**
 * Thread entries by the borrower or the system after the lender's read marker: a range of
 * submission_messages_thread_idx (only the unread entries, author_side from the index).
 */
const UNREAD_FROM = sql`FROM submission_messages m
   WHERE m.submission_id = s.id AND m.author_side <> 'lender'
     AND m.created_at > coalesce((SELECT r.last_read_at FROM submission_reads r
                                   WHERE r.submission_id = s.id AND r.side = 'lender'),
                                 '-infinity'::timestamptz)`;

const BORROWER_NAME = sql`nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), '')`;

/**
 * Counts over a borrower's requests (`w`: a borrower_id, or the email of requests sent without
 * an account): by account (inquiries_borrower_idx), or by email (inquiries_anonymous_email_idx).
 * Two subqueries, not one with a CASE inside, so each reads its index.
 */
function sameBorrower(what: SQL, join: SQL, extra: SQL): SQL {
  return sql`CASE WHEN w.borrower_id IS NOT NULL
    THEN (SELECT ${what} FROM inquiries i2 ${join}
           WHERE i2.borrower_id = w.borrower_id AND ${extra})
    ELSE (SELECT ${what} FROM inquiries i2 ${join}
           WHERE i2.borrower_id IS NULL AND lower(i2.user_email) = w.email AND ${extra}) END`;
}

/** Whose request it is: the account, or the email of a request sent without one. */
const BORROWER_EMAIL_KEY = sql`CASE WHEN i.borrower_id IS NULL THEN lower(i.user_email) END`;

interface Plan {
  lenderId: string;
  where: SQL;
  joins: { inquiry: boolean; people: boolean; pipeline: boolean; offer: boolean };
}

function plan(lenderId: string, filters: LeadFilters, now: Date): Plan {
  const conditions: SQL[] = [sql`s.lender_id = ${lenderId}`];
  const joins = { inquiry: false, people: false, pipeline: false, offer: false };
  if (filters.q !== undefined) {
    joins.inquiry = true;
    joins.people = true;
    const pattern = containsPattern(filters.q);
    conditions.push(sql`(lower(i.custom_name) LIKE ${pattern}
      OR lower(${BORROWER_NAME}) LIKE ${pattern}
      OR lower(i.property_city) LIKE ${pattern}
      OR i.id::text LIKE ${prefixPattern(filters.q)})`);
  }
  if (filters.answer === "pending") conditions.push(sql`s.lender_answer IS NULL`);
  else if (filters.answer !== "all")
    conditions.push(sql`s.lender_answer = ${filters.answer}::lender_answer`);
  if (filters.stage !== "all") {
    joins.pipeline = true;
    conditions.push(sql`coalesce(sp.stage, 'new') = ${filters.stage}::pipeline_stage`);
  }
  if (filters.offer !== "all") {
    joins.offer = true;
    const states = filters.offer === "none" ? ["none", "withdrawn"] : [filters.offer];
    conditions.push(
      sql`(${offerState(now)}) IN (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.unread) conditions.push(sql`EXISTS (SELECT 1 ${UNREAD_FROM})`);
  return { lenderId, where: sql.join(conditions, sql` AND `), joins };
}

function fromClause({ lenderId, joins }: Pick<Plan, "lenderId" | "joins">): SQL {
  return sql.join(
    [
      sql`FROM loan_submissions s`,
      joins.inquiry ? sql`JOIN inquiries i ON i.id = s.inquiry_id` : undefined,
      joins.people
        ? sql`LEFT JOIN users u ON u.id = i.borrower_id LEFT JOIN profiles p ON p.id = i.borrower_id`
        : undefined,
      joins.pipeline
        ? sql`LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id`
        : undefined,
      joins.offer ? lenderOffersJoin(lenderId) : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
}

const ORDER: Record<LeadFilters["sort"], SQL> = {
  newest: sql`s.created_at DESC, s.id DESC`,
  // loan_submissions.loan_amount is the request's (migration 0036): loan_submissions_lender_amount_idx.
  amount: sql`s.loan_amount DESC NULLS LAST, s.created_at DESC, s.id DESC`,
  oldest_unanswered: sql`(s.lender_answer IS NULL) DESC, s.created_at ASC, s.id ASC`,
};

interface LeadRow {
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

/**
 * The page's rows: first the page's submission ids with only the joins the filters and the
 * sort need (an index walk for the default order), then everything a card shows for those 50
 * (the subqueries run 50 times, not once per request of the lender). The borrower's record
 * is counted once per borrower on the page (a page of one borrower's 50 requests counted it 50
 * times: docs/performance.md); its other requests are all of them but this one.
 */
function selectPage(plan: Plan, sort: LeadFilters["sort"], window: Window, now: Date): SQL {
  return sql`WITH page AS MATERIALIZED (
      SELECT s.id ${fromClause(plan)} WHERE ${plan.where}
       ORDER BY ${ORDER[sort]} LIMIT ${window.limit} OFFSET ${window.offset}),
    who AS (SELECT DISTINCT i.borrower_id, ${BORROWER_EMAIL_KEY} AS email
              FROM page JOIN loan_submissions s ON s.id = page.id
              JOIN inquiries i ON i.id = s.inquiry_id),
    activity AS (SELECT w.borrower_id, w.email,
        ${sameBorrower(sql`count(*)`, sql``, sql`true`)} AS requests,
        ${sameBorrower(
          sql`count(*)`,
          sql`JOIN loan_submissions s2 ON s2.inquiry_id = i2.id`,
          sql`s2.status = 'funded'`,
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
      (SELECT count(*) ${UNREAD_FROM}) AS unread,
      greatest(a.requests - 1, 0) AS other_requests, a.funded AS funded_deals
    FROM page
    JOIN loan_submissions s ON s.id = page.id
    JOIN inquiries i ON i.id = s.inquiry_id
    LEFT JOIN users u ON u.id = i.borrower_id
    LEFT JOIN profiles p ON p.id = i.borrower_id
    LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id
    ${OFFER_JOIN}
    LEFT JOIN activity a ON a.borrower_id IS NOT DISTINCT FROM i.borrower_id
          AND a.email IS NOT DISTINCT FROM ${BORROWER_EMAIL_KEY}
    ORDER BY ${ORDER[sort]}`;
}

interface Window {
  limit: number;
  offset: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isExperience = (value: string | null): value is ExperienceYears =>
  value !== null && (EXPERIENCE_VALUES as readonly string[]).includes(value);

function toLead(row: LeadRow): LenderLead {
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

const rowsOf = (result: unknown) => (result as { rows?: LeadRow[] }).rows ?? [];

/** One page of leads from `offset`: the export's batches and the list's page. */
export async function leadRows(
  db: Executor,
  lenderId: string,
  filters: LeadFilters,
  window: Window,
  now: Date,
): Promise<LenderLead[]> {
  const p = plan(lenderId, filters, now);
  // Planning this statement costs more than running it: prepared once per connection.
  const result = await executeNamed(db, "lead_page", selectPage(p, filters.sort, window, now));
  return rowsOf(result).map(toLead);
}

async function countLeads(db: Executor, lenderId: string, filters: LeadFilters, now: Date) {
  const p = plan(lenderId, filters, now);
  const result = await db.execute(sql`SELECT count(*) AS n ${fromClause(p)} WHERE ${p.where}`);
  const [row] = (result as { rows?: { n: string | number }[] }).rows ?? [];
  return Number(row?.n ?? 0);
}

/** The list: the policy's scope (ownLenderScope) decides whose requests; null: none. */
export async function listLenderLeads(
  db: Executor,
  actor: Actor,
  query: LeadListQuery,
  now: Date,
): Promise<LenderLeadList> {
  const scope = ownLenderScope(actor);
  const empty = { items: [], total: 0, page: query.page, pageSize: LEAD_PAGE_SIZE };
  if (!scope) return empty;
  const { page, ...filters } = query;
  const [items, total] = await Promise.all([
    leadRows(
      db,
      scope.lenderId,
      filters,
      { limit: LEAD_PAGE_SIZE, offset: (page - 1) * LEAD_PAGE_SIZE },
      now,
    ),
    countLeads(db, scope.lenderId, filters, now),
  ]);
  return { items, total, page, pageSize: LEAD_PAGE_SIZE };
}
