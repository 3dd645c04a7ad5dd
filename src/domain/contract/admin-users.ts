/**
 * Contract of the admin user routes (spec 2 'Admin area' Users; spec 4 'Profile
 * approval_status'; spec 5 'Admin approval'). Paths: ADMIN_API in ./admin.ts.
 *
 * Approval: 'new' mode creates the lender record (company name: the one given, else the
 * user's company name, then full name, then 'New Company'; slug derived and made unique);
 * 'existing' mode links a lender with no user. The lender gets an email on approval and on
 * rejection (once: repeating a status changes nothing and sends nothing). An account that
 * already manages a lender record keeps it: 'new' mode then creates no second one.
 *
 * Errors: 404 not_found (unknown user or lender), 409 conflict (not a lender account; the
 * account already manages another lender record), 409 lender_linked (the chosen lender has a
 * user already), 400 validation_failed.
 */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { COMPANY_NAME_MAX_LENGTH } from "../reference/limits";
import { APPROVAL_FILTERS, APPROVAL_STATUSES, USER_TYPES } from "../reference/statuses";
import { adminPageInfo, adminPageParam, adminSearchParam } from "./admin";
import { auditEntrySchema } from "./admin-audit";
import { adminLoanRequestRowSchema } from "./admin-loan-requests";

const str = z.string().nullable();
const count = z.number().int().min(0);

export const APPROVAL_FILTER_VALUES = APPROVAL_FILTERS.map((f) => f.value) as [
  (typeof APPROVAL_FILTERS)[number]["value"],
  ...(typeof APPROVAL_FILTERS)[number]["value"][],
];

/**
 * GET /api/admin/users query: approval filter (or 'unconfirmed': email not proven), search
 * (email, name, company), page.
 */
export const adminUserListQuerySchema = z.object({
  filter: z.enum(APPROVAL_FILTER_VALUES).default("all"),
  q: adminSearchParam.describe("Part of the email, full name or company name, any case"),
  page: adminPageParam,
});

export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** The lender record an account manages. */
export const linkedLenderSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  slug: z.string(),
});

/** One user row (spec 7 admin list: id, email, full_name, user_type, created_at, ...). */
export const adminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: str,
    phone: str,
    companyName: str,
    website: str,
    userType: z.enum(USER_TYPES),
    /** Lenders only; null for borrowers and admins. */
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    /**
     * False: 'Unconfirmed', the email is not proven yet (an account made for an anonymous
     * request, or a sign-up whose confirmation link was not opened).
     */
    emailVerified: z.boolean(),
    lender: linkedLenderSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminUser" });

export const adminUserListSchema = z
  .object({
    items: z.array(adminUserSchema).describe("Newest first"),
    ...adminPageInfo,
    /** Users per filter, for the filter's labels (the search does not narrow them). */
    counts: z.object({
      all: count,
      pending: count,
      approved: count,
      rejected: count,
      unconfirmed: count,
    }),
  })
  .meta({ id: "AdminUserList" });

/** The pending-lender approval panel: every lender account waiting (oldest first). */
export const pendingLendersSchema = z
  .object({
    items: z.array(
      adminUserSchema.extend({
        /** The 'new' mode default: company name, then full name, then 'New Company'. */
        suggestedCompanyName: z.string(),
      }),
    ),
    total: count,
  })
  .meta({ id: "PendingLenders" });

export const adminUserParams = z.object({ userId: z.uuid() });

/** GET /api/admin/users/:id: info, statistics, their loan requests, the audit entries. */
export const adminUserDetailSchema = z
  .object({
    user: adminUserSchema.extend({
      creditScore: z.number().int().nullable(),
      experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
      /** The 'new' mode default, for the approve dialog. */
      suggestedCompanyName: z.string(),
    }),
    statistics: z.object({
      loanRequests: count,
      /** Not archived. */
      activeLoanRequests: count,
      /** Lenders their requests were sent to, over all requests. */
      submissions: count,
      fundedSubmissions: count,
    }),
    /** Their loan requests, newest first (at most 50; statistics.loanRequests has all). */
    loanRequests: z.array(adminLoanRequestRowSchema),
    /** Admin actions on this user, newest first (at most 50; ADMIN_API.audit pages on). */
    audit: z.array(auditEntrySchema),
  })
  .meta({ id: "AdminUserDetail" });

/** POST /api/admin/users/:id/approve: the approve dialog. */
export const approveUserBodySchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("new"),
    /** Blank or absent: the default (company name, full name, 'New Company'). */
    companyName: z
      .string()
      .max(COMPANY_NAME_MAX_LENGTH, {
        error: `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
      })
      .optional(),
  }),
  z.object({
    mode: z.literal("existing"),
    lenderId: z.uuid({ error: "Choose a lender" }),
  }),
]);

export type ApproveUserBody = z.input<typeof approveUserBodySchema>;

/**
 * POST /api/admin/users/:id/lender (user detail, issue 27): the lender record of an approved
 * lender account that has none, in the approve dialog's two modes. 409 conflict when the
 * account is not an approved lender or already manages a record, 409 lender_linked when the
 * chosen record has a user.
 */
export const userLenderBodySchema = approveUserBodySchema;

export type UserLenderBody = z.input<typeof userLenderBodySchema>;

/** Approve and reject answer the user as it is now; `changed` false when nothing changed. */
export const approvalResultSchema = z
  .object({ user: adminUserSchema, changed: z.boolean() })
  .meta({ id: "ApprovalResult" });

/** Most users one bulk approval takes. */
export const BULK_APPROVE_MAX = 200;

/**
 * POST /api/admin/users/bulk-approve: the panel's selection. Each pending lender is approved
 * in 'new' mode (a lender record is created unless the account manages one), all in one
 * transaction; users already approved are left as they are (a second call changes nothing
 * and sends no mail). An unknown id (404) or a non-lender (409) refuses the whole batch.
 */
export const bulkApproveBodySchema = z.object({
  userIds: z
    .array(z.uuid())
    .min(1, { error: "Select at least one user" })
    .max(BULK_APPROVE_MAX, { error: `Select at most ${BULK_APPROVE_MAX} users at a time` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "A user is listed twice" }),
});

export type BulkApproveBody = z.input<typeof bulkApproveBodySchema>;

export const bulkApproveResultSchema = z
  .object({
    /** Users this call approved. */
    approved: z.array(z.uuid()),
    /** Users already approved before the call (untouched). */
    unchanged: z.array(z.uuid()),
    /** Lender records this call created. */
    lendersCreated: count,
  })
  .meta({ id: "BulkApproveResult" });

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export type PendingLenders = z.infer<typeof pendingLendersSchema>;
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export type ApprovalResult = z.infer<typeof approvalResultSchema>;
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;
