/**
 * Saved searches with alerts (issue 32, docs/decisions/2026-11-27-saved-searches.md): a
 * borrower's listing queries, and per search the lenders it matched at its last alert with
 * the terms that matter (a short key, domain/saved-searches/alert-matching.ts), so an alert
 * round reads only the lenders the catalogue's change log lists since then.
 */
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES } from "@/domain/saved-searches/saved-search-rules";
import { users } from "./auth";
import { timestamps } from "./columns";

export const alertFrequencyEnum = pgEnum("alert_frequency", ALERT_FREQUENCIES);

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    borrowerId: uuid("borrower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The listing parameters (searchParamsOf: loanType, filters, sortBy), as strings. */
    query: jsonb("query").$type<Record<string, string>>().notNull(),
    frequency: alertFrequencyEnum("frequency").notNull(),
    paused: boolean("paused").notNull().default(false),
    /** When the last alert mail went (null: none yet); the next waits one period after. */
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    /** The catalogue version the matches below were taken at. */
    checkedVersion: bigint("checked_version", { mode: "number" }).notNull(),
    ...timestamps,
  },
  (table) => [index("saved_searches_borrower_idx").on(table.borrowerId, table.createdAt)],
);

/** The lenders a saved search matched at its last alert (or when saved), with their terms. */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    /** No foreign key: like catalogue_changes, a deleted lender's id is dropped by a round. */
    lenderId: uuid("lender_id").notNull(),
    terms: text("terms").notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.lenderId] })],
);
