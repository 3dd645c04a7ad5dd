/**
 * Lender profile views (issue 12, 'Total Views (Past 30 Days)'): one row per lender, day and
 * visitor, where the visitor is only a hash of (the day's random salt, client address, user
 * agent). Salts are kept for the current day only, so once a day is over nobody (us included)
 * can tell which address a hash stood for: no personal data is stored
 * (docs/decisions/lender-profile-views.md).
 */
import { date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { lenders } from "./lenders";

export const lenderProfileViews = pgTable(
  "lender_profile_views",
  {
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    /** The UTC day of the view, 'yyyy-mm-dd'. */
    day: date("day", { mode: "string" }).notNull(),
    /** sha256 of the day's salt, the client address and the user agent (hex). */
    visitorHash: text("visitor_hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lenderId, table.day, table.visitorHash] }),
    index("lender_profile_views_day_idx").on(table.day),
  ],
);

/** The random salt of each day still counted; older salts are deleted as days pass. */
export const profileViewSalts = pgTable("profile_view_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
