/**
 * Contract of the privacy routes (issue 33; docs/decisions/2026-11-27-account-deletion.md):
 * - GET  /api/me/export            → 200 dataExportSchema (a JSON download)
 * - POST /api/me/delete            deleteAccountBodySchema → 200 deleteAccountResponseSchema
 * - GET  /api/admin/privacy-requests  privacyRequestListQuerySchema → 200 privacyRequestListSchema
 * Errors: 400 validation_failed (the typed email or the password, by field), 401, 403
 * recent_sign_in_required (no password and an old session), 409 last_admin, 429.
 */
import { z } from "zod";
import { PRIVACY_REQUEST_KINDS } from "../privacy/privacy-rules";
import { USER_TYPES } from "../reference/statuses";
import { adminPageInfo, adminPageParam } from "./admin";

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything held about the account; sections are lists of rows as stored (dates ISO). */
export const dataExportSchema = z
  .object({
    format: z.string(),
    exportedAt: z.string(),
    account: z.object({
      id: z.uuid(),
      email: z.string(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
      signInMethods: rows,
    }),
    profile: z.record(z.string(), z.unknown()).nullable(),
    lenderRecord: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe("The lender record this account manages (lenders)"),
    loanRequests: rows,
    submissions: rows.describe("Where each request went, with the lender's public name"),
    offersReceived: rows,
    offersSent: rows,
    messages: rows.describe("The threads the account is in; writtenByYou marks its own"),
    savedSearches: rows,
    notificationSettings: z.object({
      messages: z.boolean(),
      offers: z.boolean(),
      optOuts: rows,
    }),
    consentRecords: rows,
    signInHistory: rows.describe("Current sessions: when, from which address and user agent"),
    privacyRequests: rows,
    activity: rows.describe("Audit entries by or about the account (action and time)"),
  })
  .meta({ id: "DataExport" });
export type DataExport = z.infer<typeof dataExportSchema>;

/**
 * POST /api/me/delete: the account's email typed again, and its password when it has one (a
 * magic-link account instead needs a sign-in in the last 15 minutes).
 */
export const deleteAccountBodySchema = z.object({
  confirmEmail: z.string().trim().min(1, "Type your email to confirm").max(320),
  password: z.string().max(256).nullish(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: "DeleteAccountResult" });

/** GET /api/admin/privacy-requests: newest first, 50 a page, by kind. */
export const privacyRequestListQuerySchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
  page: adminPageParam,
});
export type PrivacyRequestListQuery = z.input<typeof privacyRequestListQuerySchema>;

export const privacyRequestSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    userType: z.enum(USER_TYPES),
    /** The account while it exists (its email, for the admin); null once deleted. */
    userId: z.uuid().nullable(),
    email: z.string().nullable(),
    /** SHA-256 of the user id: the same person's requests share it, also after deletion. */
    subjectHash: z.string(),
    requestedAt: z.string(),
    completedAt: z.string().nullable(),
    retainUntil: z.string(),
  })
  .meta({ id: "PrivacyRequest" });
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestListSchema = z
  .object({ items: z.array(privacyRequestSchema), ...adminPageInfo })
  .meta({ id: "PrivacyRequestList" });
export type PrivacyRequestList = z.infer<typeof privacyRequestListSchema>;
