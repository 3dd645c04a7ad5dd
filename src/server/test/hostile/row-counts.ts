/**
 * Row counts of every table of the app's schema, in one query: compared before and after a
 * refused request, they prove nothing was half-written. The tables are read from the catalogue,
 * so a table added later is counted too. `rate_limits` is left out on purpose: counting
 * attempts (refused ones included) is its job.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

const NOT_COUNTED = new Set(["rate_limits"]);

/** The rows of an `execute` result (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

export async function tableNames(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
  );
  return rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !NOT_COUNTED.has(name));
}

export function rowCounter(db: Database, tables: readonly string[]) {
  if (tables.length === 0) throw new Error("no tables to count");
  const query = sql.raw(
    `select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(", ")}`,
  );
  return async (): Promise<Record<string, number>> => {
    const row = rowsOf<Record<string, number>>(await db.execute(query))[0];
    if (!row) throw new Error("no counts");
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };
}
