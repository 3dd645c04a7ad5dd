/**
 * A lender's team (issue 31 'A lender's desk', docs/decisions/2026-11-27-lender-team-seats.md).
 * The owner is the record's `lenders.user_id`, as before: every path that links, unlinks or
 * approves a lender account keeps working unchanged. This table holds the colleagues the owner
 * added (role member); a removed member keeps its row with `removed_at`, so the team's history
 * says who added and who removed whom. An account holds at most one active seat.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { lenders } from "./lenders";

export const lenderMembers = pgTable(
  "lender_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The invitation's sender (the owner); null once that account is deleted. */
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    // One active seat per account: the workspace resolves one lender record per user.
    uniqueIndex("lender_members_active_user_key")
      .on(table.userId)
      .where(sql`${table.removedAt} IS NULL`),
    index("lender_members_lender_idx").on(table.lenderId),
  ],
);

/**
 * Invitations to a lender's team: the token is 256 random bits mailed once; only its SHA-256
 * is stored. Pending = not accepted, not revoked, not expired.
 */
export const lenderInvitations = pgTable(
  "lender_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("lender_invitations_token_key").on(table.tokenHash),
    // One open invitation per email and team: inviting again while one is open is a 409.
    uniqueIndex("lender_invitations_open_key")
      .on(table.lenderId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    check("lender_invitations_email_lower", sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

export type LenderMemberRow = typeof lenderMembers.$inferSelect;
export type LenderInvitationRow = typeof lenderInvitations.$inferSelect;
