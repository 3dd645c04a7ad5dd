/**
 * The deal side at scale (issue 34): borrowers, lenders, loan requests, submissions, offers,
 * threads and read markers generated in the database (set-based, bulk-deals-sql.ts), for
 * `npm run db:seed -- --deals[=smoke]`, the deal benches and the generator's test. Rows are
 * valid for the app: they go through every constraint, foreign key and trigger (the users
 * trigger creates the profiles; the lenders' statement triggers list the new lenders in the
 * catalogue's changes once per statement).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type DealVolume,
  dealIdOf,
  insertBorrowers,
  insertLenders,
  insertMessages,
  insertOffers,
  insertPipelines,
  insertReads,
  insertRequests,
  insertSubmissions,
} from "./bulk-deals-sql";
import { withIndexesDeferred } from "./bulk-load";

export { type DealVolume, dealIdOf } from "./bulk-deals-sql";

/** The figures, and 1% of each for CI's smoke (the two benched accounts kept). */
export const DEAL_VOLUMES = {
  full: {
    borrowers: 100_000,
    lenders: 1_000,
    requests: 1_000_000,
    submissionsPerRequest: 3,
    offers: 300_000,
    messages: 10_000_000,
    bigBorrowerRequests: 50,
    bigLenderRequests: 10_000,
  },
  smoke: {
    borrowers: 1_000,
    lenders: 10,
    requests: 10_000,
    submissionsPerRequest: 3,
    offers: 3_000,
    messages: 100_000,
    bigBorrowerRequests: 50,
    bigLenderRequests: 100,
  },
  /**
   * CI (deal-side.bench.ts --ci): enough rows for every bench row's route to answer from
   * real data (a dashboard, a lead list of pages, threads with entries, unread counts),
   * seeded in a second or two.
   */
  ci: {
    borrowers: 50,
    lenders: 5,
    requests: 500,
    submissionsPerRequest: 3,
    offers: 150,
    messages: 5_000,
    bigBorrowerRequests: 10,
    bigLenderRequests: 30,
  },
} as const satisfies Record<string, DealVolume>;

export type DealVolumeName = keyof typeof DEAL_VOLUMES;

/** Rows are dated back from this instant, so two runs give the same rows. */
export const DEAL_ANCHOR = "2026-11-20T00:00:00Z";

const MESSAGE_BATCH = 1_000_000;

const DEAL_TABLES = [
  "inquiries",
  "loan_submissions",
  "loan_offers",
  "submission_messages",
  "submission_reads",
  "submission_pipelines",
] as const;

type Step = [name: string, statement: ReturnType<typeof sql>];

export interface DealSeedResult {
  borrowers: number;
  lenders: number;
  requests: number;
  submissions: number;
  offers: number;
  messages: number;
}

/** Whether the deal rows are already there (borrower 1 exists). */
export async function hasDealRows(db: Database): Promise<boolean> {
  const id = await dealIdOf("borrower", 1);
  const result = await db.execute(sql`SELECT 1 FROM users WHERE id = ${id}`);
  return ((result as { rows?: unknown[] }).rows ?? []).length > 0;
}

async function countOf(db: Database, table: string, where = "true"): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*) AS n FROM ${table} WHERE ${where}`));
  const [row] = (result as { rows?: { n: string | number }[] }).rows ?? [];
  return Number(row?.n ?? 0);
}

/**
 * Inserts the volume in one transaction (all or nothing), then vacuums and analyzes the
 * tables: the planner knows their sizes at once, and the visibility map is set, so the
 * index-only scans the reads rely on (unread counts, the lead list) fetch no heap page, as
 * they would not once autovacuum has passed. `progress` hears each step with its duration.
 */
export async function seedDeals(
  db: Database,
  volume: DealVolume,
  progress: (line: string) => void = () => {},
): Promise<DealSeedResult> {
  const anchor = sql`${DEAL_ANCHOR}::timestamptz`;
  const people: Step[] = [
    ...insertBorrowers(volume, anchor).map((s): Step => ["borrowers", s]),
    ...insertLenders(volume, anchor).map((s): Step => ["lenders", s]),
  ];
  const steps: Step[] = [
    ["requests", insertRequests(volume, anchor)],
    ["submissions", insertSubmissions(volume, anchor)],
    ["offers", insertOffers(volume, anchor)],
    ["read markers", insertReads(volume, anchor)],
    ["pipelines", insertPipelines(volume, anchor)],
  ];
  for (let from = 1; from <= volume.messages; from += MESSAGE_BATCH) {
    const to = Math.min(volume.messages, from + MESSAGE_BATCH - 1);
    steps.push([`messages ${from}-${to}`, insertMessages(volume, anchor, from, to)]);
  }
  await db.transaction(async (tx) => {
    const run = async ([name, statement]: Step) => {
      const at = performance.now();
      await tx.execute(statement);
      progress(`${name}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    };
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '128MB'`);
    for (const step of people) await run(step);
    // The deal tables are loaded with their indexes and keys deferred (bulk-load.ts).
    await withIndexesDeferred(
      tx,
      DEAL_TABLES,
      async () => {
        for (const step of steps) await run(step);
      },
      progress,
    );
  });
  const at = performance.now();
  await db.execute(
    sql`VACUUM (ANALYZE) users, profiles, lenders, inquiries, loan_submissions, loan_offers,
        submission_messages, submission_reads, submission_unread, submission_pipelines`,
  );
  progress(`vacuum and analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return {
    borrowers: await countOf(db, "users", "email LIKE 'deal-borrower-%'"),
    lenders: await countOf(db, "lenders", "slug LIKE 'deal-desk-lender-%'"),
    requests: await countOf(db, "inquiries", "user_email LIKE 'deal-%'"),
    submissions: volume.requests * volume.submissionsPerRequest,
    offers: Math.min(
      volume.offers,
      Math.ceil((volume.requests * volume.submissionsPerRequest) / 10),
    ),
    messages: volume.messages,
  };
}
