/**
 * The set-based statements of the deal-side volume (bulk-deals.ts): each table is one
 * INSERT … SELECT over generate_series, computed in the database. Every row is a pure function
 * of its number n (ids are md5-derived version-4 UUIDs, times count back from a fixed anchor),
 * so a run is deterministic and a child row computes its parent's id and time without a join.
 *
 * Numbering (V = the volume, K = V.submissionsPerRequest):
 * - borrower b (1..V.borrowers): user + profile 'Deal Borrower b', deal-borrower-b@example.com;
 * - lender l (1..V.lenders): lender 'Deal Desk Lender l' managed by an approved lender user;
 * - request r (1..V.requests): r ≤ bigBorrowerRequests → borrower 1; else r % 5 = 0 →
 *   anonymous (confirmed deal-anon-r@example.com); else borrower 2 + r % (borrowers − 1);
 *   created r × 30 s before the anchor (1,000,000 requests span a year);
 * - submission k (1..requests × K): request (k − 1) / K + 1, slot j = (k − 1) % K; slot 0 of
 *   the first bigLenderRequests requests goes to lender 1, every other one to lenders 2..L;
 * - offer on every submission with k % 10 = 1 (a tenth), state by (k / 10) % 5; an accepted
 *   offer's submission is funded (at most one per request: k and k + 10 are 3+ requests apart);
 * - message m: thread k = (m − 1) % S + 1 for the first S × ⌊M / S⌋, the rest 100 more each on
 *   threads 1, 2, …; one an hour after the submission, alternating borrower / lender.
 */
import { type SQL, sql } from "drizzle-orm";
import { DECLINE_REASON_VALUES } from "@/domain/loan-requests/decline-reasons";
import { LOAN_PURPOSES } from "@/domain/reference/loan-types";
import { PROPERTY_TYPES } from "@/domain/reference/property-types";

export interface DealVolume {
  borrowers: number;
  lenders: number;
  requests: number;
  submissionsPerRequest: number;
  offers: number;
  messages: number;
  /** Requests of borrower 1 (the dashboard bench's borrower). */
  bigBorrowerRequests: number;
  /** Requests sent to lender 1 (the lead-list bench's lender). */
  bigLenderRequests: number;
}

/** A deterministic version-4 UUID for row n of a kind. */
export const dealId = (kind: string, n: SQL | number): SQL =>
  sql`(overlay(overlay(md5(${sql.raw(`'deal-${kind}-'`)} || (${n})::text) placing '4' from 13)
     placing '8' from 17))::uuid`;

/** The same UUID computed in TypeScript, for benches and tests. */
export async function dealIdOf(kind: string, n: number): Promise<string> {
  const { createHash } = await import("node:crypto");
  const hex = createHash("md5").update(`deal-${kind}-${n}`).digest("hex");
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}

const list = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]`);
const pick = (values: readonly string[], index: SQL) =>
  sql`(${list(values)})[1 + (${index}) % ${sql.raw(String(values.length))}]`;

const CITIES = ["Dallas", "Austin", "Houston", "Waco", "Denver", "Phoenix", "Tampa", "Atlanta"];
const STATES = ["Texas", "Texas", "Texas", "Texas", "Colorado", "Arizona", "Florida", "Georgia"];
const EXPERIENCE = ["none", "1-2", "3-5", "more_than_5"];
const DECLINES = DECLINE_REASON_VALUES.filter((reason) => reason !== "other");

/** The borrower number of request r (0: anonymous). */
function borrowerOf(v: DealVolume, r: SQL): SQL {
  return sql`CASE WHEN ${r} <= ${v.bigBorrowerRequests} THEN 1
    WHEN ${r} % 5 = 0 THEN 0 ELSE 2 + ${r} % ${Math.max(1, v.borrowers - 1)} END`;
}

export const requestAt = (anchor: SQL, r: SQL) =>
  sql`(${anchor} - make_interval(secs => (${r}) * 30))`;
export const submissionAt = (anchor: SQL, v: DealVolume, k: SQL) =>
  sql`(${requestAt(anchor, sql`((${k} - 1) / ${v.submissionsPerRequest} + 1)`)}
     + make_interval(mins => ((${k} - 1) % ${v.submissionsPerRequest})::int))`;

export function insertBorrowers(v: DealVolume, anchor: SQL): SQL[] {
  return [
    sql`INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT ${dealId("borrower", sql`b`)}, 'Deal Borrower ' || b,
             'deal-borrower-' || b || '@example.com', true,
             ${anchor} - make_interval(days => 400, mins => b), ${anchor}
        FROM generate_series(1, ${v.borrowers}::int) AS b`,
    // The users trigger made each profile; fill in what a completed borrower profile holds.
    sql`UPDATE profiles p SET full_name = u.name, credit_score = 640 + (hashtext(u.email) & 127),
           experience_years = ${pick(EXPERIENCE, sql`(hashtext(u.email) & 1023)`)}::experience_years,
           completed_at = u.created_at, created_at = u.created_at
      FROM users u WHERE u.id = p.id AND u.email LIKE 'deal-borrower-%@example.com'`,
  ];
}

export function insertLenders(v: DealVolume, anchor: SQL): SQL[] {
  return [
    sql`INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT ${dealId("lender-user", sql`l`)}, 'Deal Desk ' || l,
             'deal-desk-' || l || '@example.com', true, ${anchor} - interval '500 days', ${anchor}
        FROM generate_series(1, ${v.lenders}::int) AS l`,
    sql`UPDATE profiles p SET full_name = u.name, user_type = 'lender', approval_status = 'approved',
           company_name = 'Deal Desk Lender ' || substr(u.email, 11, strpos(u.email, '@') - 11),
           completed_at = u.created_at
      FROM users u WHERE u.id = p.id AND u.email LIKE 'deal-desk-%@example.com'`,
    sql`INSERT INTO lenders (id, user_id, company_name, slug, email, state, years_in_business,
                             minimum_loan_amount, maximum_loan_amount, created_at, updated_at)
      SELECT ${dealId("lender", sql`l`)}, ${dealId("lender-user", sql`l`)},
             'Deal Desk Lender ' || l, 'deal-desk-lender-' || l,
             'deal-desk-' || l || '@example.com', ARRAY['Texas', 'Colorado', 'Florida'],
             3 + l % 20, 50000, 5000000, ${anchor} - interval '500 days', ${anchor}
        FROM generate_series(1, ${v.lenders}::int) AS l`,
    // Two products each, so the submit benches can send requests to them.
    sql`INSERT INTO loan_products (lender_id, product_type, collateral_types, loan_amount_min,
                                   loan_amount_max, minimum_fico, lowest_rate, highest_rate)
      SELECT ${dealId("lender", sql`l`)}, t.type::product_type,
             ARRAY['Non-owner occupied 1-4 family real estate'], 50000, 5000000, 620, 8.5, 12
        FROM generate_series(1, ${v.lenders}::int) AS l
       CROSS JOIN (VALUES ('fix_and_flip'), ('bridge')) AS t(type)`,
  ];
}

/** Request r's loan amount (also copied onto its submissions). */
const requestAmount = (r: SQL) => sql`50000 + (${r}::bigint * 7919 % 1951) * 1000`;

export function insertRequests(v: DealVolume, anchor: SQL): SQL {
  const b = sql`(${borrowerOf(v, sql`r`)})`;
  return sql`INSERT INTO inquiries (id, borrower_id, lender_id, custom_name, user_email,
        loan_amount, loan_purpose, property_state, property_type, property_city, property_zip,
        timeline_needed, credit_score, experience_years, status, email_confirmed_at,
        created_at, updated_at)
    SELECT ${dealId("request", sql`r`)},
           CASE WHEN ${b} > 0 THEN ${dealId("borrower", b)} END,
           ${dealId(
             "lender",
             sql`CASE WHEN r <= ${v.bigLenderRequests} THEN 1
             ELSE 2 + r % ${Math.max(1, v.lenders - 1)} END`,
           )},
           CASE WHEN r % 2 = 0 THEN 'Deal ' || r || ' ' || ${pick(CITIES, sql`r / 7`)} END,
           CASE WHEN ${b} > 0 THEN 'deal-borrower-' || ${b} || '@example.com'
                ELSE 'deal-anon-' || r || '@example.com' END,
           ${requestAmount(sql`r`)},
           ${pick(LOAN_PURPOSES, sql`r`)}::loan_purpose, ${pick(STATES, sql`r / 7`)},
           ${pick(
             PROPERTY_TYPES.map((t) => t.value),
             sql`r / 3`,
           )}, ${pick(CITIES, sql`r / 7`)},
           lpad((75000 + r % 5000)::text, 5, '0'), '30 days', 600 + r % 251,
           ${pick(EXPERIENCE, sql`r / 11`)}::experience_years, 'pending',
           CASE WHEN ${b} = 0 THEN ${requestAt(anchor, sql`r`)} + interval '10 minutes' END,
           ${requestAt(anchor, sql`r`)}, ${requestAt(anchor, sql`r`)}
      FROM generate_series(1, ${v.requests}::int) AS r`;
}

/** Lender of submission k: 1 for slot 0 of the big lender's requests, else 2..L. */
function lenderOf(v: DealVolume, k: SQL): SQL {
  const K = v.submissionsPerRequest;
  const others = Math.max(1, v.lenders - 1);
  const step = Math.max(1, Math.floor(others / K));
  return sql`CASE WHEN (${k} - 1) % ${K} = 0 AND (${k} - 1) / ${K} < ${v.bigLenderRequests} THEN 1
    ELSE 2 + (((${k} - 1) / ${K}) + ((${k} - 1) % ${K}) * ${step}) % ${others} END`;
}

const hasOffer = (k: SQL) => sql`(${k} % 10 = 1)`;
const offerStateNo = (k: SQL) => sql`((${k} / 10) % 5)`;

export function insertSubmissions(v: DealVolume, anchor: SQL): SQL {
  const K = v.submissionsPerRequest;
  const at = submissionAt(anchor, v, sql`k`);
  const answer = sql`CASE WHEN ${hasOffer(sql`k`)} OR k % 4 = 3 THEN 'interested'
    WHEN k % 4 = 2 THEN 'declined' END`;
  // loan_amount is the request's (insertRequests' formula) and search_text its text (one hash
  // join with the requests and their borrowers): passed here, so the fill triggers do not look
  // each request up while its primary key is dropped (bulk-load.ts).
  return sql`INSERT INTO loan_submissions (id, inquiry_id, lender_id, status, lender_answer,
        lender_note, answered_at, first_answered_at, decline_reason, created_at, updated_at,
        loan_amount, search_text)
    SELECT ${dealId("submission", sql`k`)}, ${dealId("request", sql`((k - 1) / ${K} + 1)`)},
           ${dealId("lender", lenderOf(v, sql`k`))},
           (CASE WHEN ${hasOffer(sql`k`)} AND ${offerStateNo(sql`k`)} = 3 THEN 'funded'
                 WHEN ${hasOffer(sql`k`)} THEN 'active_communications'
                 WHEN k % 4 = 2 THEN 'declined' ELSE 'no_reply' END)::submission_status,
           (${answer})::lender_answer,
           CASE WHEN k % 4 = 3 THEN 'Send the rent roll, please.' END,
           CASE WHEN ${answer} IS NOT NULL THEN ${at} + interval '1 hour' END,
           CASE WHEN ${answer} IS NOT NULL THEN ${at} + interval '1 hour' END,
           CASE WHEN ${answer} = 'declined' THEN ${pick(DECLINES, sql`k / 4`)} END,
           ${at}, ${at}, ${requestAmount(sql`((k - 1) / ${K} + 1)`)},
           lead_search_text_of(i.custom_name,
             nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), ''), i.property_city)
      FROM generate_series(1, ${v.requests * K}::int) AS k
      JOIN inquiries i ON i.id = ${dealId("request", sql`((k - 1) / ${K} + 1)`)}
      LEFT JOIN users u ON u.id = i.borrower_id
      LEFT JOIN profiles p ON p.id = i.borrower_id`;
}

export function insertOffers(v: DealVolume, anchor: SQL): SQL {
  const K = v.submissionsPerRequest;
  const k = sql`(o * 10 - 9)`;
  const at = sql`(${submissionAt(anchor, v, k)} + interval '2 hours')`;
  const state = sql`(ARRAY['sent', 'declined', 'withdrawn', 'accepted', 'sent'])[1 + ${offerStateNo(k)}]`;
  return sql`INSERT INTO loan_offers (id, submission_id, inquiry_id, lender_id, version, state,
        loan_amount, interest_rate, origination_points, other_fees, term_months, repayment,
        max_ltv, days_to_close, expires_at, accepted_at, closed_at, created_at, updated_at)
    SELECT ${dealId("offer", k)}, ${dealId("submission", k)},
           ${dealId("request", sql`((${k} - 1) / ${K} + 1)`)}, ${dealId("lender", lenderOf(v, k))},
           1, (${state})::offer_state, 50000 + (o::bigint * 7919 % 1951) * 1000,
           8.5 + (o % 40) * 0.125, 1 + o % 3, 995, 12, 'interest_only', 75, 21,
           ${at} + interval '14 days',
           CASE WHEN ${state} = 'accepted' THEN ${at} + interval '1 day' END,
           CASE WHEN ${state} <> 'sent' THEN ${at} + interval '1 day' END, ${at}, ${at}
      FROM generate_series(1, ${Math.min(v.offers, Math.ceil((v.requests * K) / 10))}::int) AS o`;
}

/** Messages numbered from..to (batches keep each statement's memory and WAL bounded). */
export function insertMessages(v: DealVolume, anchor: SQL, from: number, to: number): SQL {
  const S = v.requests * v.submissionsPerRequest;
  const base = S * Math.floor(v.messages / S);
  const extraThreads = Math.max(1, Math.floor((v.messages - base) / 100));
  const k = sql`(CASE WHEN m <= ${base} THEN (m - 1) % ${S} + 1 ELSE (m - ${base} - 1) % ${extraThreads} + 1 END)`;
  const seq = sql`(CASE WHEN m <= ${base} THEN (m - 1) / ${S} ELSE ${Math.floor(v.messages / S)} + (m - ${base} - 1) / ${extraThreads} END)`;
  const r = sql`((${k} - 1) / ${v.submissionsPerRequest} + 1)`;
  const b = sql`(${borrowerOf(v, r)})`;
  return sql`INSERT INTO submission_messages (id, submission_id, author_id, author_side, kind,
        body, created_at)
    SELECT ${dealId("message", sql`m`)}, ${dealId("submission", k)},
           CASE WHEN ${seq} % 2 = 0 AND ${b} > 0 THEN ${dealId("borrower", b)}
                WHEN ${seq} % 2 = 1 THEN ${dealId("lender-user", lenderOf(v, k))} END,
           (CASE WHEN ${seq} % 2 = 0 THEN 'borrower' ELSE 'lender' END)::message_author_side,
           'text', 'Message ' || (${seq} + 1) || ' on deal ' || ${r} || ': rates, fees and timing.',
           ${submissionAt(anchor, v, k)} + make_interval(hours => (${seq} + 1)::int)
      FROM generate_series(${from}::int, ${to}::int) AS m`;
}

/** Read markers: borrowers read a quarter of the threads, lenders another quarter. */
export function insertReads(v: DealVolume, anchor: SQL): SQL {
  const S = v.requests * v.submissionsPerRequest;
  return sql`INSERT INTO submission_reads (submission_id, side, last_read_at)
    SELECT ${dealId("submission", sql`k`)},
           (CASE WHEN k % 4 = 0 THEN 'borrower' ELSE 'lender' END)::thread_side,
           ${submissionAt(anchor, v, sql`k`)} + interval '2 hours 30 minutes'
      FROM generate_series(1, ${S}::int) AS k WHERE k % 4 IN (0, 2)`;
}

/** The big lender's pipeline: every fifth of its requests is being reviewed. */
export function insertPipelines(v: DealVolume, anchor: SQL): SQL {
  const K = v.submissionsPerRequest;
  return sql`INSERT INTO submission_pipelines (submission_id, lender_id, stage, notes, created_at,
        updated_at)
    SELECT ${dealId("submission", sql`(r - 1) * ${K} + 1`)}, ${dealId("lender", 1)},
           (ARRAY['reviewing', 'term_sheet_sent', 'in_underwriting'])[1 + r / 5 % 3]::pipeline_stage,
           'Call back about the appraisal.', ${anchor}, ${anchor}
      FROM generate_series(5, ${v.bigLenderRequests}::int, 5) AS r`;
}
