/**
 * Migration 0036 (issue 31, the lead list at 10,000 requests) on a database at 0035: the
 * existing submissions get their requests' amounts (its hand-written data step), and the
 * submissions written afterwards get theirs from the insert trigger. Raw SQL with only the
 * columns of 0035.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE = "0035_lender-team-seats";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE);
  handle = database.handle;
});
afterAll(() => database.close());

const LENDER = "00000000-0000-4000-8000-000000036b01";
const INQUIRIES = ["01", "02", "03"].map((n) => `00000000-0000-4000-8000-000000036a${n}`);

test("0036: submissions carry their requests' amounts, backfilled and then on insert", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  await pg.query("insert into lenders (id, company_name, slug) values ($1, 'Old Lender', 'old')", [
    LENDER,
  ]);
  const amounts = [250000, null, 90000];
  for (const [index, id] of INQUIRIES.entries()) {
    await pg.query(
      "insert into inquiries (id, user_email, loan_amount) values ($1, 'old@example.com', $2)",
      [id, amounts[index]],
    );
  }
  for (const id of INQUIRIES.slice(0, 2)) {
    await pg.query("insert into loan_submissions (inquiry_id, lender_id) values ($1, $2)", [
      id,
      LENDER,
    ]);
  }

  await database.migrateRest();
  await pg.query("insert into loan_submissions (inquiry_id, lender_id) values ($1, $2)", [
    INQUIRIES[2],
    LENDER,
  ]);

  const { rows } = await pg.query<{ inquiry_id: string; loan_amount: string | null }>(
    "select inquiry_id, loan_amount from loan_submissions order by inquiry_id",
  );
  expect(
    rows.map((r) => [r.inquiry_id, r.loan_amount === null ? null : Number(r.loan_amount)]),
  ).toEqual([
    [INQUIRIES[0], 250000],
    [INQUIRIES[1], null],
    [INQUIRIES[2], 90000],
  ]);
});
