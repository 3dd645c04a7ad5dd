/**
 * Contract of the admin routes (/api/admin/*, admin role only): the zod schemas of every body
 * and response, and ADMIN_API, the paths the web calls (so no path or shape is hand-written).
 * Server routes use the schemas as their schema; the web takes its types with z.infer.
 *
 * The areas have their own files: admin-lenders.ts (lenders, single-field edit, field
 * history), admin-loan-requests.ts, admin-users.ts (users, approval), admin-audit.ts (the
 * audit trail). This file holds the overview, the shared list shapes and the paths.
 *
 * Every route answers 401 unauthorized to a visitor and 403 forbidden to a non-admin (the
 * admin plugin's hook), 400 validation_failed with `fields` for a bad body or query.
 */
import { z } from "zod";

const count = z.number().int().min(0);

/** Rows per page of every admin list (issue 13: paged on the server, 50 a page). */
export const ADMIN_PAGE_SIZE = 50;

/** How many weeks the overview's loan request chart covers. */
export const WEEKLY_LOAN_REQUEST_WEEKS = 12;

/** `page` of an admin list query: 1-based; a page past the end answers an empty list. */
export const adminPageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** `q` of an admin list query: trimmed; blank means no search. */
export const adminSearchParam = z
  .string()
  .max(200)
  .optional()
  .transform((v) => {
    const trimmed = v?.trim() ?? "";
    return trimmed === "" ? undefined : trimmed;
  });

/** The paging part of every admin list response. */
export const adminPageInfo = {
  /** Rows matching the query, over all pages (the count text and the pager). */
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
};

/** One week of the overview chart: the Monday it starts ('yyyy-MM-dd') and its requests. */
export const weeklyCountSchema = z.object({
  weekStart: z.iso.date().describe("The week's Monday, yyyy-mm-dd (UTC)"),
  count,
});

/** GET /api/admin/overview: the Overview page's stat cards (spec 2 'Admin area'). */
export const adminOverviewSchema = z
  .object({
    /** 'Total Lenders': active lender records. */
    activeLenders: count,
    /** 'Total Inquiries'. */
    inquiries: count,
    /** 'Pending Requests': inquiries with status pending. */
    pendingInquiries: count,
    /** 'Total Users' and the User Types card. */
    users: z.object({ total: count, borrowers: count, lenders: count, admins: count }),
    /**
     * Beyond the spec: new loan requests per week, the last 12 weeks (this week last, zero
     * weeks included), weeks starting Monday (src/domain/admin/weekly-counts.ts).
     */
    weeklyLoanRequests: z.array(weeklyCountSchema).length(WEEKLY_LOAN_REQUEST_WEEKS),
  })
  .meta({ id: "AdminOverview" });

export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

const base = "/api/admin";

/**
 * The admin API's paths (method: what it does → contract schema). The server registers the
 * same paths with `:id` parameters inside the admin plugin.
 */
export const ADMIN_API = {
  /** GET → adminOverviewSchema. */
  overview: `${base}/overview`,
  /** GET ?q&sort&page → adminLenderListSchema; POST adminLenderCreateBodySchema → 201 adminLenderDetailSchema. */
  lenders: `${base}/lenders`,
  /** GET ?q → unlinkedLendersSchema: lenders with no user, for the approve dialog's 'existing' mode. */
  unlinkedLenders: `${base}/lenders/unlinked`,
  /**
   * GET → adminLenderDetailSchema; PUT adminLenderUpdateBodySchema → adminLenderDetailSchema;
   * DELETE → adminLenderDeletedSchema (409 lender_has_loan_requests).
   */
  lender: (lenderId: string) => `${base}/lenders/${lenderId}`,
  /** PATCH LENDER_FIELD_HISTORY.fieldBody → .fieldResult (409 no_changes). */
  lenderField: (lenderId: string) => `${base}/lenders/${lenderId}/field`,
  /** POST adminLenderNameDecisionBodySchema → adminLenderDetailSchema (409 lender_name_taken). */
  lenderPendingName: (lenderId: string) => `${base}/lenders/${lenderId}/pending-name`,
  /**
   * GET ?field → fieldHistoryListSchema (newest first; every field when `field` is absent);
   * POST LENDER_FIELD_HISTORY.addEntryBody → 201 fieldHistoryEntrySchema ('Add Manual Entry').
   */
  lenderHistory: (lenderId: string) => `${base}/lenders/${lenderId}/history`,
  /** PATCH editHistoryEntryBodySchema → fieldHistoryEntrySchema; DELETE → historyEntryDeletedSchema. */
  lenderHistoryEntry: (lenderId: string, entryId: string) =>
    `${base}/lenders/${lenderId}/history/${entryId}`,
  /** PATCH PRODUCT_FIELD_HISTORY.fieldBody → .fieldResult (409 no_changes). */
  productField: (lenderId: string, productId: string) =>
    `${base}/lenders/${lenderId}/products/${productId}/field`,
  /**
   * GET ?field → fieldHistoryListSchema (loan_product_history, newest first);
   * POST PRODUCT_FIELD_HISTORY.addEntryBody → 201 fieldHistoryEntrySchema.
   */
  productHistory: (lenderId: string, productId: string) =>
    `${base}/lenders/${lenderId}/products/${productId}/history`,
  /** PATCH editHistoryEntryBodySchema → fieldHistoryEntrySchema; DELETE → historyEntryDeletedSchema. */
  productHistoryEntry: (lenderId: string, productId: string, entryId: string) =>
    `${base}/lenders/${lenderId}/products/${productId}/history/${entryId}`,
  /** GET ?q&page → adminLoanRequestListSchema. */
  loanRequests: `${base}/loan-requests`,
  /** GET → adminLoanRequestDetailSchema (404 not_found 'Loan request not found'). */
  loanRequest: (requestId: string) => `${base}/loan-requests/${requestId}`,
  /** GET → requestOffersResponseSchema: every lender's offers, every version (read-only). */
  loanRequestOffers: (requestId: string) => `${base}/loan-requests/${requestId}/offers`,
  /** GET ?filter&q&page → adminUserListSchema. */
  users: `${base}/users`,
  /** GET → pendingLendersSchema: the pending-lender approval panel. */
  pendingLenders: `${base}/users/pending-lenders`,
  /** POST bulkApproveBodySchema → bulkApproveResultSchema (one transaction, idempotent). */
  bulkApprove: `${base}/users/bulk-approve`,
  /** GET → adminUserDetailSchema (404 not_found). */
  user: (userId: string) => `${base}/users/${userId}`,
  /** POST approveUserBodySchema → approvalResultSchema. */
  approveUser: (userId: string) => `${base}/users/${userId}/approve`,
  /** POST (no body) → approvalResultSchema. */
  rejectUser: (userId: string) => `${base}/users/${userId}/reject`,
  /**
   * POST userLenderBodySchema → approvalResultSchema: an approved lender account with no lender
   * record gets one (link an unlinked record, or create one).
   */
  userLender: (userId: string) => `${base}/users/${userId}/lender`,
  /** GET ?targetType&targetId&page → auditListSchema (newest first). */
  audit: `${base}/audit`,
  /** GET ?actor&target&action&from&to&page → auditLogSchema (issue 28, the audit log page). */
  auditLog: `${base}/audit-log`,
  /** GET ?kind&page → privacyRequestListSchema (issue 33, the privacy log). */
  privacyRequests: `${base}/privacy-requests`,
  /** GET ?status&page → adminVerificationListSchema (issue 35, the verification queue). */
  verifications: `${base}/verifications`,
  /** GET → adminVerificationDetailSchema (404 when the lender submitted no evidence). */
  verification: (lenderId: string) => `${base}/verifications/${lenderId}`,
  /** POST verificationDecisionBodySchema → adminVerificationDetailSchema (409 when not waiting). */
  verificationDecision: (lenderId: string) => `${base}/verifications/${lenderId}/decision`,
} as const;
