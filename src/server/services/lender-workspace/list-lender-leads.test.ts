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
} from "@/domain/contract/lender-leads";
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
