/**
 * Migration 0023 (issue 32, complete term sheets) on a database at 0022: existing offers read
 * with every new term at 'none', and offers accepted before accepted_at existed were accepted
 * when they closed (its hand-written data step), so the admin's 'accepted terms changed' counts
 * them. Raw SQL with only the columns of 0022.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE_TERM_SHEETS = "0022_saved-searches";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE_TERM_SHEETS);
  handle = database.handle;
});
afterAll(() => database.close());

const INQUIRY = "00000000-0000-4000-8000-0000000002a1";
const LENDER = "00000000-0000-4000-8000-0000000002b1";
const SUBMISSION = "00000000-0000-4000-8000-0000000002c1";
const OFFERS = ["d1", "d2"].map((n) => `00000000-0000-4000-8000-0000000002${n}`);

test("0023: old offers read with no extra terms; accepted ones get accepted_at = closed_at", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  await pg.query("insert into lenders (id, company_name, slug) values ($1, 'Old Lender', 'old')", [
    LENDER,
  ]);
  await pg.query("insert into inquiries (id, user_email) values ($1, 'old@example.com')", [
    INQUIRY,
  ]);
  await pg.query(
    "insert into loan_submissions (id, inquiry_id, lender_id, status) values ($1, $2, $3, 'approved_application')",
    [SUBMISSION, INQUIRY, LENDER],
  );
  const rows: [id: string | undefined, version: number, state: string][] = [
    [OFFERS[0], 1, "superseded"],
    [OFFERS[1], 2, "accepted"],
  ];
  for (const [id, version, state] of rows) {
    await pg.query(
      `insert into loan_offers (id, submission_id, inquiry_id, lender_id, version, state,
         loan_amount, interest_rate, origination_points, other_fees, term_months, repayment,
         days_to_close, expires_at, closed_at)
       values ($1, $2, $3, $4, $5, $6, 100000, 10, 1, 500, 12, 'interest_only', 14,
         '2027-01-01', '2026-03-0${version}T12:00:00Z')`,
      [id, SUBMISSION, INQUIRY, LENDER, version, state],
    );
  }

  await database.migrateRest();

  const { rows: after } = await pg.query<{
    state: string;
    accepted_at: Date | null;
    processing_fee: string;
    rehab_holdback: string;
    draw_count: number;
    interest_on: string;
    prepayment_penalty: unknown;
    retrade: boolean;
  }>("select * from loan_offers order by version");
  expect(after.map((r) => [r.state, r.accepted_at?.toISOString() ?? null])).toEqual([
    ["superseded", null],
    ["accepted", "2026-03-02T12:00:00.000Z"],
  ]);
  for (const row of after) {
    expect(Number(row.processing_fee)).toBe(0);
    expect(Number(row.rehab_holdback)).toBe(0);
    expect(row).toMatchObject({
      draw_count: 0,
      interest_on: "drawn",
      prepayment_penalty: [],
      retrade: false,
    });
  }
});
