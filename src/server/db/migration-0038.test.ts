/**
 * Migration 0038 (issue 34, exact counts without a full scan) on a database at 0037: the rows
 * already there are counted once, and the writes afterwards move the counts through the
 * triggers. Raw SQL with only the columns of 0037.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE = "0037_deal-side-reads";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE);
  handle = database.handle;
});
afterAll(() => database.close());

test("0038: existing requests are counted, later writes move the counts", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  const counts = async () => {
    const { rows } = await pg.query<{ key: string; n: string }>(
      "select key, sum(n)::text as n from row_counts group by key having sum(n) <> 0 order by key",
    );
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
  };
  const truth = async () => {
    const { rows } = await pg.query<{ key: string; n: string }>(
      `select 'inquiries:' || status as key, count(*)::text as n from inquiries group by 1
       union all
       select 'inquiries_week:' || to_char(date_trunc('week', created_at at time zone 'UTC'),
         'YYYY-MM-DD'), count(*)::text from inquiries group by 1
       order by 1`,
    );
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
  };
  await pg.query(
    `insert into inquiries (user_email, status, created_at)
       select 'old@example.com', (array['pending', 'approved'])[1 + i % 2]::inquiry_status,
         '2026-11-18T12:00:00Z'::timestamptz - (i || ' days')::interval
       from generate_series(1, 5) i`,
  );

  await database.migrateRest();
  const before = await truth();
  // Created 17 to 13 November 2026: two in the week of Monday 16 November, three in the one before.
  expect(before).toEqual({
    "inquiries:pending": 2,
    "inquiries:approved": 3,
    "inquiries_week:2026-11-09": 3,
    "inquiries_week:2026-11-16": 2,
  });
  expect(await counts()).toEqual(before);

  // One statement of many rows, an update that moves a status, one that moves none, a delete.
  await pg.query(
    "insert into inquiries (user_email) select 'new@example.com' from generate_series(1, 4)",
  );
  await pg.query(
    "update inquiries set status = 'declined' where user_email = 'old@example.com' and status = 'approved'",
  );
  await pg.query("update inquiries set lender_notes = 'seen' where user_email = 'new@example.com'");
  await pg.query("delete from inquiries where ctid in (select ctid from inquiries limit 2)");
  const after = await truth();
  expect(
    (after["inquiries:pending"] ?? 0) +
      (after["inquiries:declined"] ?? 0) +
      (after["inquiries:approved"] ?? 0),
  ).toBe(7);
  expect(after["inquiries:declined"]).toBeGreaterThan(0);
  expect(await counts()).toEqual(after);

  // A rolled-back write moves nothing.
  await pg.transaction(async (tx) => {
    await tx.query("insert into inquiries (user_email) values ('gone@example.com')");
    await tx.rollback();
  });
  expect(await counts()).toEqual(after);

  // A TRUNCATE empties the table's counts.
  await pg.query("truncate inquiries cascade");
  expect(await counts()).toEqual({});
  expect(await truth()).toEqual({});
});
