/**
 * Slow-query log (issue 33): a query past the threshold is reported with its duration and SQL
 * text, never its parameters; a quick one is not. On the embedded database, inside and outside
 * transactions, and on the PostgreSQL server when the PostgreSQL pass runs.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { logSlowQueries, type SlowQuery } from "./slow-queries";

const postgresUrl = process.env.TEST_DATABASE_URL;

const databases: [string, () => Promise<DatabaseHandle>][] = [
  ["embedded", () => openDatabase({ kind: "pglite", dataDir: null })],
];
if (postgresUrl) {
  databases.push([
    "PostgreSQL",
    () => openDatabase({ kind: "postgres", url: postgresUrl, poolSize: 2 }),
  ]);
}

describe.each(databases)("on the %s database", (_name, open) => {
  let handle: DatabaseHandle;
  /** Past 30 ms: a 60 ms sleep always is. */
  const slow: SlowQuery[] = [];
  /** Past a minute: none of these queries is. */
  const verySlow: SlowQuery[] = [];
  beforeAll(async () => {
    handle = await open();
    // A connection checked out before the log is set up is timed as well.
    await handle.db.execute(sql`select 1`);
    logSlowQueries(handle, 30, (query) => slow.push(query));
    logSlowQueries(handle, 60_000, (query) => verySlow.push(query));
  });
  afterAll(() => handle.close());

  test("a query past the threshold is logged with its text and without its parameters", async () => {
    await handle.db.execute(sql`select pg_sleep(0.06), ${"secret@example.com"}::text as email`);
    const logged = slow.find((query) => query.sql.includes("pg_sleep"));
    expect(logged?.ms).toBeGreaterThanOrEqual(60);
    expect(logged?.sql).toBe("select pg_sleep(0.06), $1::text as email");
    expect(JSON.stringify(slow)).not.toContain("secret@example.com");
  });

  test("inside a transaction too; a query under the threshold is not logged", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 'in a transaction', pg_sleep(0.06)`);
    });
    expect(slow.map((query) => query.sql)).toContain("select 'in a transaction', pg_sleep(0.06)");
    expect(verySlow).toEqual([]);
  });
});
