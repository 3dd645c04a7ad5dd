/**
 * Migrations 0013–0015 (issue 27, one deal, one outcome) on a database at 0012 holding data
 * written before the rule: offers get their request (0014's backfill), a request funded on two
 * lenders keeps the latest one funded (the other back to Approved), a request with two accepted
 * offers keeps the first accepted (the other declined), and then the indexes hold.
 * Raw SQL with only the columns of 0012, so later schema changes do not break the set-up.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE_ONE_DEAL = "0012_outgoing_mails";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE_ONE_DEAL);
  handle = database.handle;
});
afterAll(() => database.close());

const INQUIRY = "00000000-0000-4000-8000-0000000000a1";
const LENDERS = ["b1", "b2", "b3"].map((n) => `00000000-0000-4000-8000-0000000000${n}`);
const SUBMISSIONS = ["c1", "c2", "c3"].map((n) => `00000000-0000-4000-8000-0000000000${n}`);
const OFFERS = ["d1", "d2"].map((n) => `00000000-0000-4000-8000-0000000000${n}`);

test("0014 backfills inquiry_id and settles duplicates; 0015's indexes then hold", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  for (const [i, id] of LENDERS.entries()) {
    await pg.query("insert into lenders (id, company_name, slug) values ($1, $2, $3)", [
      id,
      `Lender ${i}`,
      `lender-${i}`,
    ]);
  }
  await pg.query("insert into inquiries (id, user_email) values ($1, 'old@example.com')", [
    INQUIRY,
  ]);
  const statuses = ["funded", "funded", "no_reply"];
  const updated = ["2026-01-01", "2026-02-01", "2026-01-15"];
  for (const [i, id] of SUBMISSIONS.entries()) {
    await pg.query(
      "insert into loan_submissions (id, inquiry_id, lender_id, status, updated_at) values ($1, $2, $3, $4, $5)",
      [id, INQUIRY, LENDERS[i], statuses[i], updated[i]],
    );
  }
  const closed = ["2026-01-10", "2026-01-05"];
  for (const [i, id] of OFFERS.entries()) {
    await pg.query(
      `insert into loan_offers (id, submission_id, lender_id, version, state, loan_amount,
         interest_rate, origination_points, other_fees, term_months, repayment, days_to_close,
         expires_at, closed_at)
       values ($1, $2, $3, 1, 'accepted', 100000, 10, 1, 0, 12, 'interest_only', 14,
         '2027-01-01', $4)`,
      [id, SUBMISSIONS[i], LENDERS[i], closed[i]],
    );
  }

  await database.migrateRest();

  const submissions = await pg.query<{ id: string; status: string }>(
    "select id, status from loan_submissions order by id",
  );
  // The latest funded (updated 1 Feb) stays funded; the other goes back to Approved.
  expect(submissions.rows.map((r) => r.status)).toEqual([
    "approved_application",
    "funded",
    "no_reply",
  ]);
  const offers = await pg.query<{ id: string; state: string; inquiry_id: string }>(
    "select id, state, inquiry_id from loan_offers order by id",
  );
  // Every offer names its request; the first accepted (5 Jan) stays accepted.
  expect(offers.rows).toEqual([
    { id: OFFERS[0], state: "declined", inquiry_id: INQUIRY },
    { id: OFFERS[1], state: "accepted", inquiry_id: INQUIRY },
  ]);
  await expect(
    pg.query("update loan_submissions set status = 'funded' where id = $1", [SUBMISSIONS[2]]),
  ).rejects.toThrow(/loan_submissions_one_funded_key/);
  await expect(
    pg.query("update loan_offers set state = 'accepted' where id = $1", [OFFERS[0]]),
  ).rejects.toThrow(/loan_offers_one_accepted_key/);
});
