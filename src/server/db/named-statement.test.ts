/**
 * executeNamed (the lead list's page statement, issue 31): the same rows and types as
 * db.execute, and on the PostgreSQL server a statement prepared once per connection under a
 * name derived from its text. On the embedded database, and on the PostgreSQL server when the
 * PostgreSQL pass runs.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { executeNamed, preparedNamed, statementName } from "./named-statement";

const postgresUrl = process.env.TEST_DATABASE_URL;

const databases: [string, () => Promise<DatabaseHandle>][] = [
  ["embedded", () => openDatabase({ kind: "pglite", dataDir: null })],
];
if (postgresUrl) {
  databases.push([
    "PostgreSQL",
    () => openDatabase({ kind: "postgres", url: postgresUrl, poolSize: 1 }),
  ]);
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

test("a name per text: stable, prefixed, different for another text", () => {
  const name = statementName("lead_page", "SELECT 1");
  expect(name).toMatch(/^lead_page_[0-9a-f]{16}$/);
  expect(statementName("lead_page", "SELECT 1")).toBe(name);
  expect(statementName("lead_page", "SELECT 2")).not.toBe(name);
});

describe.each(databases)("on the %s database", (kind, open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  const query = (n: number) =>
    sql`SELECT ${n}::int AS n, now() AS at, ${"text"}::text AS label, 2.50::numeric(14, 2) AS amount`;

  test("the rows and their types are db.execute's", async () => {
    const named = rowsOf(await executeNamed(handle.db, "named_test", query(7)));
    const plain = rowsOf(await handle.db.execute(query(7)));
    expect(named).toHaveLength(1);
    expect(Object.keys(named[0] ?? {})).toEqual(["n", "at", "label", "amount"]);
    expect(named[0]?.n).toBe(7);
    expect(typeof named[0]?.at).toBe(typeof plain[0]?.at);
    expect(named[0]?.amount).toEqual(plain[0]?.amount);
    // Another parameter, the same statement: the new value, not a cached answer.
    expect(rowsOf(await executeNamed(handle.db, "named_test", query(8)))[0]?.n).toBe(8);
  });

  const fixed = preparedNamed<[number, string]>(
    "fixed_test",
    sql`SELECT ${sql.placeholder("n")}::int AS n, ${sql.placeholder("label")}::text AS label`,
  );

  test("a statement built once: each call binds its values, rows as arrays", async () => {
    expect(await fixed(handle.db, { n: 1, label: "one" })).toEqual([[1, "one"]]);
    expect(await fixed(handle.db, { n: 2, label: "two" })).toEqual([[2, "two"]]);
    // Inside a transaction (another session): the same statement, prepared there too.
    const inTransaction = await handle.db.transaction((tx) => fixed(tx, { n: 3, label: "three" }));
    expect(inTransaction).toEqual([[3, "three"]]);
  });

  if (kind !== "PostgreSQL") return;
  test("the fixed statement is prepared once under its name", async () => {
    await fixed(handle.db, { n: 4, label: "four" });
    const result = await handle.db.execute(
      sql`SELECT name FROM pg_prepared_statements WHERE name LIKE ${"fixed_test_%"}`,
    );
    expect(rowsOf(result).map((row) => row.name)).toHaveLength(1);
  });
  test("the server holds it prepared under its name", async () => {
    // One connection (poolSize 1): the statement above was prepared on it.
    const result = await handle.db.execute(
      sql`SELECT name FROM pg_prepared_statements WHERE name LIKE ${"named_test_%"}`,
    );
    expect(rowsOf(result).map((row) => row.name)).toHaveLength(1);
  });
});
