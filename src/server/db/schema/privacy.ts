/**
 * Privacy records (issue 33; docs/decisions/2026-11-27-account-deletion.md): what a person
 * agreed to, and the log of requests to know (exports) and to delete. Both outlive the
 * account: user_id becomes null when it is deleted and `subject_hash` (SHA-256 of the user
 * id, services/privacy/subject-hash.ts) still ties the rows together. Each row carries
 * `retain_until`, the end of its legal keeping period (domain/privacy/privacy-rules.ts); the
 * scheduled retention job deletes rows past it.
 */
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONSENT_CHOICES, CONSENT_KINDS } from "@/domain/consent/consent-wordings";
import { PRIVACY_REQUEST_KINDS } from "@/domain/privacy/privacy-rules";
import { USER_TYPES } from "@/domain/reference/statuses";
import { users } from "./auth";

export const consentKindEnum = pgEnum("consent_kind", CONSENT_KINDS);
export const consentChoiceEnum = pgEnum("consent_choice", CONSENT_CHOICES);
export const privacyRequestKindEnum = pgEnum("privacy_request_kind", PRIVACY_REQUEST_KINDS);

/** One agreement (or withdrawal) with the exact wording's version, when, from where. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subjectHash: text("subject_hash").notNull(),
    /** The address the consent was given for (removed when the account is deleted). */
    email: text("email"),
    kind: consentKindEnum("kind").notNull(),
    choice: consentChoiceEnum("choice").notNull(),
    /** A version id of domain/consent/consent-wordings.ts. */
    wordingVersion: text("wording_version").notNull(),
    /** What the wording was about: the lender contacted, the notification kind. */
    scope: text("scope"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    retainUntil: timestamp("retain_until", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("consent_records_user_idx").on(table.userId, table.givenAt),
    index("consent_records_subject_idx").on(table.subjectHash),
    index("consent_records_retain_idx").on(table.retainUntil),
  ],
);

/** A request to know (export) or to delete, with its dates: the admin's privacy log. */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: privacyRequestKindEnum("kind").notNull(),
    /** The account while it exists; null after its deletion. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subjectHash: text("subject_hash").notNull(),
    /** The account's role when it asked (borrower, lender, admin). */
    userType: text("user_type", { enum: USER_TYPES }).notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    retainUntil: timestamp("retain_until", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("privacy_requests_requested_idx").on(table.requestedAt.desc(), table.id.desc()),
    index("privacy_requests_retain_idx").on(table.retainUntil),
  ],
);
