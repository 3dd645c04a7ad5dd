/**
 * The lead list after migration 0039 (issue 31 at 10,000 requests, docs/performance.md) holds
 * exactly the rows, order and totals of its plain definition: a reference statement below
 * joins everything and filters, searches and sorts the obvious way (the list's statements
 * before 0039). Compared on the deal generator's data (offers in every state, threads, read
 * markers, pipelines, accounts and anonymous borrowers) plus requests made for the edge cases
 * (LIKE's wildcards and U+001F typed, names only on the account, equal times), for every
 * filter value, sort and search, and combinations, every page.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  LEAD_ANSWER_FILTERS,
  LEAD_OFFER_FILTERS,
  LEAD_SORTS,
  LEAD_STAGE_FILTERS,
  type LeadListQuery,
  leadListQuerySchema,
  lenderLeadListSchema,
} from "@/domain/contract/lender-leads";
import { leadTitle } from "@/domain/loan-requests/inquiries";
import { inquiryStatusOfAnswer, type LenderAnswer } from "@/domain/loan-requests/lender-answers";
import { toActor } from "@/domain/policies/actor";
import type { DatabaseHandle } from "../../db/client";
import { insertInquiryWithSubmissions, insertUser } from "../../db/factories";
import { type DealVolume, dealIdOf, seedDeals } from "../../db/factories/bulk-deals";
import { openTestDatabase } from "../../test/test-database";
import { listLenderLeads } from "./list-lender-leads";

const VOLUME: DealVolume = {
  borrowers: 20,
  lenders: 4,
  requests: 150,
  submissionsPerRequest: 2,
  offers: 40,
  messages: 600,
  bigBorrowerRequests: 10,
  bigLenderRequests: 110,
};

let handle: DatabaseHandle;
let lenderId = "";
const NOW = new Date("2026-06-01T00:00:00Z");
const rows = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDeals(handle.db, VOLUME);
  lenderId = await dealIdOf("lender", 1);
  const { user: named } = await insertUser(handle.db, {
    email: "zoe.semantics@example.com",
    profile: { fullName: "  Zoë Ågren-Waco ", userType: "borrower" },
  });
  const { user: accountOnly } = await insertUser(handle.db, {
    email: "only.account@example.com",
    name: "Account Name Only",
    profile: { fullName: " ", userType: "borrower" },
  });
  const tie = new Date("2026-03-01T12:00:00Z");
  const extras = [
    { customName: "100% _financed_ flip", propertyCity: "Waco" },
    { customName: "Two\u001fParts", propertyCity: "Temple" },
    { borrowerId: named.id, customName: null, propertyCity: null },
    { borrowerId: accountOnly.id, customName: "Account deal", propertyCity: "Austin" },
    { customName: "Tie A", propertyCity: "Dallas" },
    { customName: "Tie B", propertyCity: "Dallas" },
  ];
  for (const overrides of extras) {
    await insertInquiryWithSubmissions(handle.db, overrides, [{ lenderId, createdAt: tie }]);
  }
}, 120_000);
afterAll(() => handle.close());

const OFFER_STATE = sql`CASE WHEN o.state IS NULL THEN 'none'
  WHEN o.state = 'sent' AND o.expires_at <= ${NOW.toISOString()}::timestamptz THEN 'expired'
  WHEN o.state = 'superseded' THEN 'sent' ELSE o.state::text END`;

const like = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every submission id of the list, in order: the list's definition written plainly. */
async function reference(query: LeadListQuery): Promise<string[]> {
  const where: SQL[] = [sql`s.lender_id = ${lenderId}`];
  if (query.q !== undefined) {
    const contains = `%${like(query.q)}%`;
    where.push(sql`(lower(i.custom_name) LIKE ${contains}
      OR lower(nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), '')) LIKE ${contains}
      OR lower(i.property_city) LIKE ${contains} OR i.id::text LIKE ${`${like(query.q)}%`})`);
  }
  if (query.answer === "pending") where.push(sql`s.lender_answer IS NULL`);
  else if (query.answer !== "all") where.push(sql`s.lender_answer::text = ${query.answer}`);
  if (query.stage !== "all") where.push(sql`coalesce(sp.stage::text, 'new') = ${query.stage}`);
  if (query.offer === "none") where.push(sql`(${OFFER_STATE}) IN ('none', 'withdrawn')`);
  else if (query.offer !== "all") where.push(sql`(${OFFER_STATE}) = ${query.offer}`);
  if (query.unread) {
    where.push(sql`EXISTS (SELECT 1 FROM submission_messages m
      WHERE m.submission_id = s.id AND m.author_side <> 'lender'
        AND m.created_at > coalesce((SELECT r.last_read_at FROM submission_reads r
          WHERE r.submission_id = s.id AND r.side = 'lender'), '-infinity'::timestamptz))`);
  }
  const order = {
    newest: sql`s.created_at DESC, s.id DESC`,
    amount: sql`i.loan_amount DESC NULLS LAST, s.created_at DESC, s.id DESC`,
    oldest_unanswered: sql`(s.lender_answer IS NULL) DESC, s.created_at ASC, s.id ASC`,
  }[query.sort];
  const result = await handle.db.execute(sql`SELECT s.id FROM loan_submissions s
    JOIN inquiries i ON i.id = s.inquiry_id
    LEFT JOIN users u ON u.id = i.borrower_id LEFT JOIN profiles p ON p.id = i.borrower_id
    LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id
    LEFT JOIN LATERAL (SELECT lo.state, lo.expires_at FROM loan_offers lo
      WHERE lo.submission_id = s.id ORDER BY lo.version DESC LIMIT 1) o ON true
    WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}`);
  return rows<{ id: string }>(result).map((row) => row.id);
}

/** Every page of the list as the service answers it. */
async function listed(query: LeadListQuery) {
  const actor = toActor(
    { id: "00000000-0000-4000-8000-000000000001", userType: "lender", approvalStatus: "approved" },
    lenderId,
  );
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page += 1) {
    const list = await listLenderLeads(handle.db, actor, { ...query, page }, NOW);
    totals.add(list.total);
    ids.push(...list.items.map((lead) => lead.submissionId));
    if (list.items.length < 50) break;
  }
  return { ids, totals: [...totals] };
}

const SEARCHES = [
  ...["waco", "dallas", "deal 1", "Ågren", "account name", "100%", "_", "two\u001fpa"],
  // Across two parts of the stored text, so in none of the fields: not found.
  "parts\u001f\u001ftemple",
];

function queries(): Record<string, string>[] {
  const filters: Record<string, string>[] = [{}];
  for (const answer of LEAD_ANSWER_FILTERS) filters.push({ answer });
  for (const stage of LEAD_STAGE_FILTERS) filters.push({ stage });
  for (const offer of LEAD_OFFER_FILTERS) filters.push({ offer });
  filters.push({ unread: "1" });
  for (const q of SEARCHES) filters.push({ q });
  filters.push(
    { q: "waco", answer: "pending" },
    { q: "dallas", stage: "reviewing", offer: "none" },
    { offer: "sent", unread: "1" },
    { answer: "interested", stage: "new", offer: "accepted" },
    { answer: "pending", unread: "1" },
  );
  return LEAD_SORTS.flatMap((sort) => filters.map((filter) => ({ ...filter, sort })));
}

test("the fixture has what the comparison needs", async () => {
  const [counts] = rows<Record<string, string | number>>(
    await handle.db.execute(sql`SELECT count(*) AS total,
      count(*) FILTER (WHERE s.lender_answer IS NULL) AS pending,
      (SELECT count(*) FROM submission_pipelines WHERE lender_id = ${lenderId}) AS pipelines,
      (SELECT count(DISTINCT state) FROM loan_offers WHERE lender_id = ${lenderId}) AS offer_states,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM submission_messages m
        WHERE m.submission_id = s.id)) AS threads
      FROM loan_submissions s WHERE s.lender_id = ${lenderId}`),
  );
  expect(Number(counts?.total)).toBeGreaterThan(100);
  expect(Number(counts?.pending)).toBeGreaterThan(0);
  expect(Number(counts?.pipelines)).toBeGreaterThan(0);
  expect(Number(counts?.offer_states)).toBeGreaterThan(2);
  expect(Number(counts?.threads)).toBeGreaterThan(0);
});

test("the stored search text is the text of every submission's request", async () => {
  const stale = await handle.db.execute(sql`SELECT count(*) AS n FROM loan_submissions
    WHERE search_text IS DISTINCT FROM lead_search_text(inquiry_id)`);
  expect(Number(rows<{ n: string }>(stale)[0]?.n)).toBe(0);
});

test("every filter, sort and search: the same rows, order and total as the definition", async () => {
  const nonEmpty = new Set<string>();
  for (const raw of queries()) {
    const query = leadListQuerySchema.parse(raw);
    const expected = await reference(query);
    const got = await listed(query);
    expect(got, JSON.stringify(raw)).toEqual({ ids: expected, totals: [expected.length] });
    if (expected.length > 0) nonEmpty.add(JSON.stringify({ ...raw, sort: undefined }));
  }
  // The comparison is not of empty lists: most filters hold rows.
  expect(nonEmpty.size).toBeGreaterThan(25);
}, 120_000);

/**
 * Every card as the plain definition reads it: each card's own joins and subqueries (the
 * borrower's record counted per card), times and amounts converted in node. The service's
 * cards statement (lead-cards.ts: fixed text, the record counted once per borrower and
 * materialized, times formatted by PostgreSQL, rows as arrays) must answer the same cards.
 */
async function referenceCards() {
  const sameBorrower = (what: string, join: string, extra: string) =>
    sql.raw(`CASE WHEN i.borrower_id IS NOT NULL
      THEN (SELECT ${what} FROM inquiries i2 ${join} WHERE i2.borrower_id = i.borrower_id AND ${extra})
      ELSE (SELECT ${what} FROM inquiries i2 ${join} WHERE i2.borrower_id IS NULL
              AND lower(i2.user_email) = lower(i.user_email) AND ${extra}) END`);
  const result = await handle.db.execute(sql`SELECT s.id, i.id AS inquiry_id, i.custom_name,
      coalesce(u.email, i.user_email) AS user_email,
      (i.borrower_id IS NOT NULL OR i.email_confirmed_at IS NOT NULL
        OR i.borrower_deleted_at IS NOT NULL) AS email_confirmed,
      (i.borrower_deleted_at IS NOT NULL) AS borrower_deleted,
      nullif(coalesce(nullif(trim(p.full_name), ''), trim(u.name)), '') AS borrower_name,
      i.loan_amount, i.loan_purpose, i.property_state, i.property_zip, i.property_type,
      i.property_city, i.credit_score, i.additional_notes, s.borrower_notes, i.timeline_needed,
      i.experience_years, s.lender_answer, s.lender_note, s.decline_reason,
      s.decline_reason_text, s.answered_at, s.created_at, coalesce(sp.stage::text, 'new') AS stage,
      sp.notes AS pipeline_notes,
      (SELECT coalesce(nullif(btrim(ap.full_name), ''), au.email) FROM users au
         LEFT JOIN profiles ap ON ap.id = au.id WHERE au.id = s.answered_by) AS answered_by_name,
      (SELECT coalesce(nullif(btrim(pp.full_name), ''), pu.email) FROM users pu
         LEFT JOIN profiles pp ON pp.id = pu.id WHERE pu.id = sp.updated_by) AS updated_by_name,
      ${OFFER_STATE} AS offer_state,
      (SELECT count(*) FROM submission_messages m
        WHERE m.submission_id = s.id AND m.author_side <> 'lender'
          AND m.created_at > coalesce((SELECT r.last_read_at FROM submission_reads r
            WHERE r.submission_id = s.id AND r.side = 'lender'), '-infinity'::timestamptz)) AS unread,
      ${sameBorrower("count(*)", "", "true")} AS requests,
      ${sameBorrower("count(*)", "JOIN loan_submissions s2 ON s2.inquiry_id = i2.id", "s2.status = 'funded'")} AS funded
    FROM loan_submissions s JOIN inquiries i ON i.id = s.inquiry_id
    LEFT JOIN users u ON u.id = i.borrower_id LEFT JOIN profiles p ON p.id = i.borrower_id
    LEFT JOIN submission_pipelines sp ON sp.submission_id = s.id
    LEFT JOIN LATERAL (SELECT lo.state, lo.expires_at FROM loan_offers lo
      WHERE lo.submission_id = s.id ORDER BY lo.version DESC LIMIT 1) o ON true
    WHERE s.lender_id = ${lenderId} ORDER BY s.created_at DESC, s.id DESC`);
  const iso = (value: unknown) =>
    value === null ? null : new Date(value as string | Date).toISOString();
  return rows<Record<string, unknown>>(result).map((r) => ({
    submissionId: r.id,
    inquiryId: r.inquiry_id,
    title: leadTitle({ customName: r.custom_name as string | null, id: r.inquiry_id as string }),
    customName: r.custom_name,
    userEmail: r.user_email,
    emailConfirmed: r.email_confirmed,
    borrowerDeleted: r.borrower_deleted,
    borrowerName: r.borrower_name,
    loanAmount: r.loan_amount === null ? null : Number(r.loan_amount),
    loanPurpose: r.loan_purpose,
    propertyState: r.property_state,
    propertyZip: r.property_zip,
    propertyType: r.property_type,
    propertyCity: r.property_city,
    creditScore: r.credit_score,
    additionalNotes: r.additional_notes,
    borrowerNotes: r.borrower_notes,
    timelineNeeded: r.timeline_needed,
    experienceYears: r.experience_years,
    status: inquiryStatusOfAnswer(r.lender_answer as LenderAnswer | null),
    answer: r.lender_answer,
    note: r.lender_note,
    declineReason: r.decline_reason,
    declineReasonText: r.decline_reason_text,
    answeredAt: iso(r.answered_at),
    createdAt: iso(r.created_at),
    stage: r.stage,
    pipelineNotes: r.pipeline_notes,
    answeredByName: r.answered_by_name,
    pipelineUpdatedByName: r.updated_by_name,
    offerState: r.offer_state,
    unread: Number(r.unread),
    borrowerActivity: {
      otherRequests: Math.max(Number(r.requests) - 1, 0),
      fundedDeals: Number(r.funded),
    },
  }));
}

test("every card: the same fields as the plain definition, valid for the contract", async () => {
  const expected = await referenceCards();
  const actor = toActor(
    { id: "00000000-0000-4000-8000-000000000001", userType: "lender", approvalStatus: "approved" },
    lenderId,
  );
  const cards: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listLenderLeads(
      handle.db,
      actor,
      leadListQuerySchema.parse({ page: String(page) }),
      NOW,
    );
    expect(lenderLeadListSchema.safeParse(list).success).toBe(true);
    cards.push(...list.items);
    if (list.items.length < 50) break;
  }
  expect(cards).toEqual(expected);
  // The comparison covers what the fixture varies: answers, offers, stages, unread threads,
  // a borrower's other requests and funded deals, named and anonymous borrowers.
  const seen = (pick: (card: (typeof expected)[number]) => unknown) =>
    new Set(expected.map(pick)).size;
  expect(seen((card) => card.offerState)).toBeGreaterThan(2);
  expect(seen((card) => card.stage)).toBeGreaterThan(1);
  expect(seen((card) => card.answer)).toBeGreaterThan(1);
  expect(seen((card) => card.answeredAt === null)).toBe(2);
  expect(seen((card) => (card.unread as number) > 0)).toBe(2);
  expect(seen((card) => card.borrowerActivity.otherRequests > 0)).toBe(2);
  expect(seen((card) => card.borrowerActivity.fundedDeals > 0)).toBe(2);
  expect(seen((card) => card.borrowerName === null)).toBe(2);
}, 120_000);
