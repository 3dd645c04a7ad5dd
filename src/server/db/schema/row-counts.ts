import { bigint, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Exact row counts kept by triggers in the writing transaction (issue 34: the admin
 * Overview's 'Total Inquiries' and 'Pending Requests' without a full scan of 1,000,000
 * requests). `key` is `<table>:<category>` (`inquiries:<status>`); a count is the sum of its
 * key's rows. Each writing statement adds its change to the row of slot
 * `pg_backend_pid() % 128` (statement triggers with transition tables, migration 0038; 128
 * slots since 0042, so the nearby pids of a pool rarely share one), so
 * concurrent writers rarely wait on one row; a TRUNCATE empties the table's keys. Nothing is
 * estimated: a reader sees the committed rows' counts.
 *
 * One upsert per writing statement: a table written row by row in thousands of statements of
 * one transaction would stack that many versions of a counter row (profiles are: the users
 * trigger inserts each profile on its own, so they are counted from profiles_user_type_idx).
 */
export const rowCounts = pgTable(
  "row_counts",
  {
    key: text("key").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.slot] })],
);
