/** Multi-row inserts in batches, so large seeds stay well under PostgreSQL's parameter limit. */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../client";

export const DEFAULT_BATCH_SIZE = 500;

/** Inserts `rows` in statements of `batchSize` rows; returns the number of rows inserted. */
export async function insertInBatches<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
  return rows.length;
}
