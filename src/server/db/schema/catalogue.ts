import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row whose `version` goes up with every statement that changes what the public catalogue
 * shows (triggers on lenders and loan_products, migration 0006). Each server process compares
 * it with the version of its in-memory catalogue (src/server/catalogue) and, when it moved,
 * reads only the lenders listed in catalogue_changes since its own version. The row lock the
 * bump takes is held to commit, so versions are handed out in commit order: a reader that
 * sees version v sees every change numbered v or less.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    /** Always true: the check and the primary key allow exactly one row. */
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    /**
     * The version of the last TRUNCATE of lenders or loan_products: a catalogue older than
     * this cannot be patched (the truncated rows are not listed) and is loaded afresh.
     */
    resetVersion: bigint("reset_version", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("catalogue_version_single_row", sql`${table.id}`)],
);

/**
 * The change log: each lender whose public data changed (its row or one of its products, in a
 * column the catalogue reads), with the catalogue version of its latest change. One row per
 * lender (upserted), so it never grows past the number of lenders ever written.
 */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    /** No foreign key: a deleted lender's id stays listed so readers drop it. */
    lenderId: uuid("lender_id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (table) => [index("catalogue_changes_version_idx").on(table.version)],
);
