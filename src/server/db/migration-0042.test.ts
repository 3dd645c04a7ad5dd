/**
 * Migration 0042 (issue 34, row_counts' slots: pg_backend_pid() % 128) on a database at 0041:
 * the counts written in the old slots stay, the writes afterwards go to the wider slots, and
 * each count is still the sum over its key's rows. Raw SQL with only the columns of 0041.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE = "0041_lead-answered-index";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE);
  handle = database.handle;
});
afterAll(() => database.close());

test("0042: counts in the old slots stay; new writes count in pid % 128", async () => {
  const pg = handle.pglite;
  if (!pg) throw new Error("PGlite expected");
  const pending = async () => {
    const { rows } = await pg.query<{ n: string }>(
      "select coalesce(sum(n), 0)::text as n from row_counts where key = 'inquiries:pending'",
    );
    return Number(rows[0]?.n);
  };
  const definition = async () => {
    const { rows } = await pg.query<{ src: string }>(
      "select prosrc as src from pg_proc where proname = 'row_counts_add'",
    );
    return rows[0]?.src ?? "";
  };
  await pg.query(
    "insert into inquiries (user_email) select 'before@example.com' from generate_series(1, 3)",
  );
  expect(await pending()).toBe(3);
  expect(await definition()).toContain("% 16");

  await database.migrateRest();
  expect(await pending()).toBe(3);
  expect(await definition()).toContain("% 128");
  await pg.query(
    "insert into inquiries (user_email) select 'after@example.com' from generate_series(1, 2)",
  );
  await pg.query("delete from inquiries where user_email = 'before@example.com'");
  expect(await pending()).toBe(2);
  const { rows } = await pg.query<{ slot: number; pid: number }>(
    `select slot, pg_backend_pid() as pid from row_counts
     where key = 'inquiries:pending' and n <> 0`,
  );
  expect(rows.map((row) => row.slot)).toContain((rows[0]?.pid ?? -1) % 128);
});
