/**
 * Which of a lender's submissions the lead list holds, and in what order (issue 31): the
 * conditions of the list's search and filters and the joins they need, shared by the page's
 * ids, its total and the CSV export (list-lender-leads.ts).
 *
 * Only the joins the filters need: newest first walks loan_submissions_lender_idx, the amount
 * sort loan_submissions_lender_amount_idx (the amount copied onto the submission), 'Oldest
 * unanswered' and 'Pending' loan_submissions_lender_unanswered_idx; the offer filter reads the
 * lender's offers once; the search reads the text stored on the submission
 * (loan_submissions.search_text, migration 0039) with its trigram index (docs/performance.md).
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { containsPattern, prefixPattern } from "@/domain/admin/like-pattern";
import type { LeadListQuery } from "@/domain/contract/lender-leads";

export type LeadFilters = Omit<LeadListQuery, "page">;

/**
 * The current offer's display state (src/domain/offers/offer-state.ts offerDisplayState); `now`
 * a time, or a placeholder bound to one (the cards' fixed statement, lead-cards.ts).
 */
export const offerState = (now: Date | Placeholder) => sql`CASE
  WHEN o.state IS NULL THEN 'none'
  WHEN o.state = 'sent' AND o.expires_at <= ${now instanceof Date ? now.toISOString() : now}::timestamptz THEN 'expired'
  WHEN o.state = 'superseded' THEN 'sent'
  ELSE o.state::text END`;

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
 * The lender side's unread entries of the card's thread (by the borrower or the system after
 * the lender's read marker): the counter kept by migration 0040's triggers, one primary-key
 * lookup of submission_unread (no row: nothing unread).
 */
export const UNREAD_COUNT = sql`coalesce((SELECT su.n FROM submission_unread su
   WHERE su.submission_id = s.id AND su.side = 'lender'), 0)`;

/** The card's thread has unread entries for the lender (the `unread` filter). */
const HAS_UNREAD = sql`EXISTS (SELECT 1 FROM submission_unread su
   WHERE su.submission_id = s.id AND su.side = 'lender')`;

/** The borrower's name as the card shows it: the profile's full name, else the account's. */
export const BORROWER_NAME = sql`nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), '')`;

/** What joins the stored search text's parts (lead_search_text_of, migration 0039). */
const SEARCH_SEPARATOR = "\u001f";

/**
 * The search: the typed text in the request's name, the borrower's name or the city
 * (lowercased), or the start of the request's id. The parts are stored on the submission,
 * lowercased and joined by U+001F (kept by 0039's triggers): a text without U+001F is in the
 * whole exactly when it is in one part, so that is one LIKE on the trigram index. A text with
 * U+001F (typed on purpose) is matched part by part on the joined tables, as before 0039.
 * The id's start is only looked for when the text could start an id (hex digits and dashes).
 */
function searchCondition(q: string): { condition: SQL; needsPeople: boolean } {
  const idStart = /^[0-9a-f-]+$/i.test(q)
    ? sql` OR s.inquiry_id::text LIKE ${prefixPattern(q)}`
    : sql``;
  const pattern = containsPattern(q);
  if (!q.includes(SEARCH_SEPARATOR)) {
    return { condition: sql`(s.search_text LIKE ${pattern}${idStart})`, needsPeople: false };
  }
  return {
    condition: sql`(lower(i.custom_name) LIKE ${pattern}
      OR lower(${BORROWER_NAME}) LIKE ${pattern}
      OR lower(i.property_city) LIKE ${pattern}${idStart})`,
    needsPeople: true,
  };
}

export interface Plan {
  lenderId: string;
  where: SQL;
  joins: { people: boolean; pipeline: boolean; offer: boolean };
}

export function plan(lenderId: string, filters: LeadFilters, now: Date): Plan {
  const conditions: SQL[] = [sql`s.lender_id = ${lenderId}`];
  const joins = { people: false, pipeline: false, offer: false };
  if (filters.q !== undefined) {
    const search = searchCondition(filters.q);
    joins.people = search.needsPeople;
    conditions.push(search.condition);
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
  if (filters.unread) conditions.push(HAS_UNREAD);
  return { lenderId, where: sql.join(conditions, sql` AND `), joins };
}

export function fromClause({ lenderId, joins }: Pick<Plan, "lenderId" | "joins">): SQL {
  return sql.join(
    [
      sql`FROM loan_submissions s`,
      joins.people
        ? sql`JOIN inquiries i ON i.id = s.inquiry_id
          LEFT JOIN users u ON u.id = i.borrower_id LEFT JOIN profiles p ON p.id = i.borrower_id`
        : undefined,
      joins.pipeline
        ? sql`LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id`
        : undefined,
      joins.offer ? lenderOffersJoin(lenderId) : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` `,
  );
}

export const ORDER: Record<LeadFilters["sort"], SQL> = {
  newest: sql`s.created_at DESC, s.id DESC`,
  // loan_submissions.loan_amount is the request's (migration 0036): loan_submissions_lender_amount_idx.
  amount: sql`s.loan_amount DESC NULLS LAST, s.created_at DESC, s.id DESC`,
  // The definition; the page's ids read it as two index walks (list-lender-leads.ts leadIds).
  oldest_unanswered: sql`(s.lender_answer IS NULL) DESC, s.created_at ASC, s.id ASC`,
};
