import { integer, pgTable, real, timestamp, uuid } from "drizzle-orm/pg-core";
import { lenders } from "./lenders";

/**
 * Each lender's response times over the trailing 90 days (issue 35), computed from
 * loan_submissions by services/lenders/refresh-response-stats.ts with the domain's rules
 * (src/domain/lenders/response-times.ts). The catalogue reads the figures with the lender; a
 * trigger (migration 0024) lists a lender in catalogue_changes only when one of its figures
 * changed, so a refresh that changes nothing costs the catalogue nothing.
 */
export const lenderResponseStats = pgTable("lender_response_stats", {
  lenderId: uuid("lender_id")
    .primaryKey()
    .references(() => lenders.id, { onDelete: "cascade" }),
  /** Requests in the window that got a substantive answer. */
  answered: integer("answered").notNull().default(0),
  /** Requests in the window (answered or not). */
  requests: integer("requests").notNull().default(0),
  /** Median business minutes to the first substantive answer; null with no answer. */
  medianMinutes: integer("median_minutes"),
  p90Minutes: integer("p90_minutes"),
  /** Share (0-1) of the window's requests answered within 24 business hours. */
  withinDayShare: real("within_day_share"),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the lender's users were last reminded of unanswered requests (daily at most). */
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
});
