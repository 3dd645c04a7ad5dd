import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamps } from "./columns";
import { approvalStatusEnum, experienceYearsEnum, userTypeEnum } from "./enums";

/**
 * One row per auth user (same id), created by a database trigger in the same statement as the
 * user, so no user can exist without a profile. Deleting the user deletes the profile.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name"),
    phone: text("phone"),
    companyName: text("company_name"),
    /** Website given at lender sign-up; used when an admin creates the lender record. */
    website: text("website"),
    creditScore: integer("credit_score"),
    userType: userTypeEnum("user_type").notNull().default("borrower"),
    approvalStatus: approvalStatusEnum("approval_status"),
    experienceYears: experienceYearsEnum("experience_years"),
    /**
     * Set once by 'Complete Your Profile' (services/account/complete-profile.ts); null until
     * then. Home shows the form while it is null; completing again is refused.
     */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("profiles_email_key").on(table.email),
    /** The admin users list: newest first, per approval filter (docs/decisions/admin-area.md). */
    index("profiles_created_idx").on(table.createdAt.desc(), table.id),
    index("profiles_approval_created_idx").on(
      table.approvalStatus,
      table.createdAt.desc(),
      table.id,
    ),
    /**
     * The admin Overview's user counts (issue 34): an index-only scan of this small index (a
     * few dozen pages at 100,000 users) instead of the table's thousands.
     */
    index("profiles_user_type_idx").on(table.userType),
    check(
      "profiles_credit_score_range",
      sql`${table.creditScore} IS NULL OR ${table.creditScore} BETWEEN 300 AND 850`,
    ),
  ],
);
