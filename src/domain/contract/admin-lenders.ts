/**
 * Contract of the admin lender routes (spec 2 'Admin area' Lenders, 'Lender create/edit
 * form'; spec 5 'Lender form'; spec 7 'History'). Paths: ADMIN_API in ./admin.ts. The field
 * history's schemas come from one builder shared with loan products (admin-field-history.ts).
 *
 * Errors: 404 not_found (unknown lender or history entry), 400 validation_failed with
 * `fields` (the lender form's messages; the single-field edit's message is on `value`),
 * 409 conflict with fields.slug (create/update) or fields.value (single-field edit) for a
 * slug another lender has, 409 no_changes (single-field edit with the current value: the web
 * shows 'No Changes' / 'The new value is the same as the current value.'; nothing written),
 * 409 lender_has_loan_requests (delete of a lender that loan requests reached, see
 * docs/decisions/admin-area.md).
 */
import { z } from "zod";
import { ADMIN_LENDER_FIELD_NAMES } from "../admin/lender-fields";
import { ADMIN_PRODUCT_FIELD_NAMES } from "../admin/product-fields";
import { lenderFormSchema } from "../lenders/lender-form";
import { DECLINE_REASON_VALUES } from "../loan-requests/decline-reasons";
import { adminPageInfo, adminPageParam, adminSearchParam } from "./admin";
import { fieldHistoryContract } from "./admin-field-history";
import {
  updateLenderBodySchema,
  workspaceLenderSchema,
  workspaceProductSchema,
} from "./lender-workspace";

const count = z.number().int().min(0);

export const ADMIN_LENDER_SORTS = ["asc", "desc"] as const;
export type AdminLenderSort = (typeof ADMIN_LENDER_SORTS)[number];

/** GET /api/admin/lenders query: name search, name sort, page (50 a page). */
export const adminLenderListQuerySchema = z.object({
  q: adminSearchParam.describe("Part of the company name, any case"),
  sort: z.enum(ADMIN_LENDER_SORTS).default("asc").describe("Company name order"),
  page: adminPageParam,
});

export type AdminLenderListQuery = z.input<typeof adminLenderListQuerySchema>;

/** One row of the admin lender table (badges Active/Inactive, Accepting leads, No User). */
export const adminLenderRowSchema = z
  .object({
    id: z.uuid(),
    companyName: z.string(),
    /** A name the lender asked for, waiting for approval (issue 27); null when none. */
    pendingCompanyName: z.string().nullable(),
    slug: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    isActive: z.boolean(),
    acceptingLeads: z.boolean(),
    /** False: the 'No User' badge (no lender account manages the record). */
    hasUser: z.boolean(),
    /** The managing account's email, null without one. */
    userEmail: z.string().nullable(),
    /** Loan requests sent to it (a lender with any cannot be deleted). */
    loanRequestCount: count,
    updatedAt: z.string(),
  })
  .meta({ id: "AdminLenderRow" });

export const adminLenderListSchema = z
  .object({ items: z.array(adminLenderRowSchema), ...adminPageInfo })
  .meta({ id: "AdminLenderList" });

/** The lender as the admin edit form loads it: the workspace shape plus its account. */
export const adminLenderSchema = workspaceLenderSchema
  .extend({
    userId: z.uuid().nullable(),
    userEmail: z.string().nullable(),
    loanRequestCount: count,
  })
  .meta({ id: "AdminLender" });

/** GET/PUT /api/admin/lenders/:id, POST /api/admin/lenders (201): the lender and its products. */
export const adminLenderDetailSchema = z
  .object({
    lender: adminLenderSchema,
    products: z.array(workspaceProductSchema),
    offerStats: z
      .object({
        accepted: count.describe("Offer versions the borrower accepted"),
        acceptedChanged: count.describe("Of those, the ones the lender re-traded afterwards"),
      })
      .describe("How often the lender changed terms a borrower had accepted (issue 32)"),
    declineReasons: z
      .array(
        z.object({
          reason: z.enum(DECLINE_REASON_VALUES),
          label: z.string(),
          count,
        }),
      )
      .describe("The lender's declines per reason, every reason listed (issue 35)"),
  })
  .meta({ id: "AdminLenderDetail" });

/** POST /api/admin/lenders: the lender form (admin values: Active switch, source URLs kept). */
export const adminLenderCreateBodySchema = lenderFormSchema;
/** PUT /api/admin/lenders/:id: the lender form plus productsChanged (as the lender's own edit). */
export const adminLenderUpdateBodySchema = updateLenderBodySchema;

/** POST /api/admin/lenders/:id/pending-name: approve or reject the name a lender asked for. */
export const adminLenderNameDecisionBodySchema = z.object({
  decision: z.enum(["approve", "reject"]),
});
export type AdminLenderNameDecisionBody = z.input<typeof adminLenderNameDecisionBodySchema>;

export const adminLenderDeletedSchema = z
  .object({ id: z.uuid(), companyName: z.string() })
  .meta({ id: "AdminLenderDeleted" });

/**
 * The lender's single-field edit and field history (schemas shared with loan products:
 * admin-field-history.ts). PATCH ADMIN_API.lenderField answers { lender, entry }.
 */
export const LENDER_FIELD_HISTORY = fieldHistoryContract({
  fields: ADMIN_LENDER_FIELD_NAMES,
  params: { lenderId: z.uuid() },
  record: { key: "lender", schema: adminLenderSchema },
  resultId: "AdminLenderFieldResult",
});

export const adminLenderParams = LENDER_FIELD_HISTORY.params;

/** GET /api/admin/lenders/unlinked query. */
export const unlinkedLendersQuerySchema = z.object({ q: adminSearchParam });

/** Lenders with no user (at most 50, by name): the approve dialog's 'existing' choices. */
export const unlinkedLendersSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.uuid(),
        companyName: z.string(),
        slug: z.string(),
        email: z.string().nullable(),
      }),
    ),
    total: count.describe("All matching unlinked lenders"),
  })
  .meta({ id: "UnlinkedLenders" });

/** A loan product's single-field edit and history: { product, entry }; another lender's is 404. */
export const PRODUCT_FIELD_HISTORY = fieldHistoryContract({
  fields: ADMIN_PRODUCT_FIELD_NAMES,
  params: { lenderId: z.uuid(), productId: z.uuid() },
  record: { key: "product", schema: workspaceProductSchema },
  resultId: "AdminProductFieldResult",
});

export type AdminLenderFieldBody = z.input<typeof LENDER_FIELD_HISTORY.fieldBody>;
export type AdminLenderFieldResult = z.infer<typeof LENDER_FIELD_HISTORY.fieldResult>;
export type AdminProductFieldBody = z.input<typeof PRODUCT_FIELD_HISTORY.fieldBody>;
export type AdminProductFieldResult = z.infer<typeof PRODUCT_FIELD_HISTORY.fieldResult>;
export type AddHistoryEntryBody = z.input<typeof LENDER_FIELD_HISTORY.addEntryBody>;

export type AdminLenderRow = z.infer<typeof adminLenderRowSchema>;
export type AdminLenderList = z.infer<typeof adminLenderListSchema>;
export type AdminLender = z.infer<typeof adminLenderSchema>;
export type AdminLenderDetail = z.infer<typeof adminLenderDetailSchema>;
export type AdminLenderCreateBody = z.input<typeof adminLenderCreateBodySchema>;
export type AdminLenderUpdateBody = z.input<typeof adminLenderUpdateBodySchema>;
export type AdminLenderDeleted = z.infer<typeof adminLenderDeletedSchema>;
export type UnlinkedLenders = z.infer<typeof unlinkedLendersSchema>;
