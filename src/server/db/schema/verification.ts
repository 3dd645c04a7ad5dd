/**
 * Lender verification (issue 35, docs/decisions/2026-11-27-lender-verification.md): the
 * lender's latest evidence submission and the admin's decision on it (one row per lender),
 * and the stored files (evidence documents) behind the storage interface
 * (src/server/storage). What the public sees lives on `lenders` (verified_at, verified_until,
 * verified_checks), so the catalogue reads it like every other public field.
 */
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { VERIFICATION_STATUSES } from "@/domain/lenders/verification/verification-rules";
import { users } from "./auth";
import { lenders } from "./lenders";

export const verificationStatusEnum = pgEnum("verification_status", VERIFICATION_STATUSES);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export interface StoredLicence {
  state: string;
  number: string;
}
export interface StoredFundedLoan {
  description: string;
  fundedOn: string;
  reference?: string;
  evidenceFileId?: string;
}

export const lenderVerifications = pgTable(
  "lender_verifications",
  {
    lenderId: uuid("lender_id")
      .primaryKey()
      .references(() => lenders.id, { onDelete: "cascade" }),
    status: verificationStatusEnum("status").notNull(),
    entityName: text("entity_name").notNull(),
    registrationState: text("registration_state").notNull(),
    licences: jsonb("licences").$type<StoredLicence[]>().notNull().default(sql`'[]'::jsonb`),
    fundedLoans: jsonb("funded_loans").$type<StoredFundedLoan[]>().notNull(),
    pledgeVersion: text("pledge_version").notNull(),
    /** When the pledge was signed (the submission), by `submittedBy`. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    adminMessage: text("admin_message"),
    checks: text("checks").array().notNull().default(sql`'{}'::text[]`),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The expiry (lenders.verified_until) the last reminder mail was about. */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
  },
  (table) => [index("lender_verifications_queue_idx").on(table.status, table.submittedAt)],
);

/**
 * Files kept by the PostgreSQL storage (src/server/storage/pg-file-storage.ts): the bytes in
 * the database, so every server process reaches them and the backups cover them. Never served
 * publicly: a route decides access through a policy before asking the storage.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lender record the file belongs to; the file goes with the record. */
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stored_files_lender_idx").on(table.lenderId, table.createdAt)],
);
