import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up with every statement that writes lenders or loan_products
 * (statement-level triggers, migration 0002). Each server process compares it with the
 * version of its in-memory catalogue (src/server/catalogue) and reloads when it changed, so
 * a write made through any process, script or psql reaches every process on its next request.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    /** Always true: the check and the primary key allow exactly one row. */
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("catalogue_version_single_row", sql`${table.id}`)],
);
