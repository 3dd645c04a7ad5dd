/**
 * Contract of the admin lender routes (spec 2 'Admin area' Lenders, 'Lender create/edit
 * form'; spec 5 'Lender form'; spec 7 'History'). Paths: ADMIN_API in ./admin.ts.
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
import { lenderFormSchema } from "../lender-form";
import { HISTORY_CHANGE_TYPES } from "../statuses";
import { adminPageInfo, adminPageParam, adminSearchParam } from "./admin";
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
  .object({ lender: adminLenderSchema, products: z.array(workspaceProductSchema) })
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

export const adminLenderParams = z.object({ lenderId: z.uuid() });
export const adminHistoryEntryParams = z.object({ lenderId: z.uuid(), entryId: z.uuid() });

export const adminLenderFieldSchema = z.enum(ADMIN_LENDER_FIELD_NAMES, {
  error: "This field cannot be edited here",
});

/**
 * A field value as the dialog sends it: text (blank → no value), a number, a switch, or a list
 * of state names (['Unknown'] = prefer not to share). The server validates it with the lender
 * form's rule for that field (src/domain/admin/lender-fields.ts).
 */
export const adminFieldValueSchema = z.union([
  z.string().max(5000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(100)).max(60),
  z.null(),
]);

/** 'Date Changed': a full ISO timestamp, or a date (yyyy-mm-dd: its end in UTC, at most now). */
export const changedAtSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const notesSchema = z
  .string()
  .max(1000)
  .nullish()
  .transform((v) => {
    const trimmed = v?.trim() ?? "";
    return trimmed === "" ? null : trimmed;
  });

/** PATCH /api/admin/lenders/:id/field: 'Edit <label>' → 'Update Field'. */
export const adminLenderFieldBodySchema = z.object({
  field: adminLenderFieldSchema,
  value: adminFieldValueSchema,
  changedAt: changedAtSchema.optional().describe("Date Changed; now when absent"),
  notes: notesSchema.optional(),
});

export type AdminLenderFieldBody = z.input<typeof adminLenderFieldBodySchema>;

/** One lender_history row ('History for <field>': Date, Value, Changed By, Type, Notes). */
export const fieldHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    field: z.string().describe("Column name, e.g. company_name"),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changeType: z.enum(HISTORY_CHANGE_TYPES),
    notes: z.string().nullable(),
    changedAt: z.string(),
    /** Who made it; null shows as 'System' (historyChangedBy in src/domain/statuses.ts). */
    userEmail: z.string().nullable(),
  })
  .meta({ id: "FieldHistoryEntry" });

export const adminLenderFieldResultSchema = z
  .object({
    lender: adminLenderSchema,
    /** The history row the edit wrote. */
    entry: fieldHistoryEntrySchema,
  })
  .meta({ id: "AdminLenderFieldResult" });

/** GET /api/admin/lenders/:id/history query. */
export const fieldHistoryQuerySchema = z.object({
  field: z.string().min(1).max(100).optional().describe("Column name; all fields when absent"),
});

export const fieldHistoryListSchema = z
  .object({ items: z.array(fieldHistoryEntrySchema).describe("Newest first (changedAt)") })
  .meta({ id: "FieldHistoryList" });

export const HISTORY_VALUE_REQUIRED = "New value is required";

const historyValueSchema = z
  .string({ error: HISTORY_VALUE_REQUIRED })
  .max(5000)
  .transform((v) => v.trim())
  .refine((v) => v !== "", HISTORY_VALUE_REQUIRED);

/** POST /api/admin/lenders/:id/history: 'Add Manual Entry' (change type manual, old value null). */
export const addHistoryEntryBodySchema = z.object({
  field: adminLenderFieldSchema,
  value: historyValueSchema,
  changedAt: changedAtSchema.optional(),
  notes: notesSchema.optional(),
});

/** PATCH /api/admin/lenders/:id/history/:entryId: the inline edit (value, notes, date). */
export const editHistoryEntryBodySchema = z.object({
  value: historyValueSchema,
  notes: notesSchema.optional(),
  changedAt: changedAtSchema.optional(),
});

export const historyEntryDeletedSchema = z
  .object({ id: z.uuid() })
  .meta({ id: "HistoryEntryDeleted" });

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

// --- Loan product fields (loan_product_history) --------------------------------------------

export const adminProductParams = z.object({ lenderId: z.uuid(), productId: z.uuid() });
export const adminProductHistoryEntryParams = adminProductParams.extend({ entryId: z.uuid() });

export const adminProductFieldSchema = z.enum(ADMIN_PRODUCT_FIELD_NAMES, {
  error: "This field cannot be edited here",
});

/** PATCH ADMIN_API.productField: one loan product field (409 no_changes as for lenders). */
export const adminProductFieldBodySchema = adminLenderFieldBodySchema.extend({
  field: adminProductFieldSchema,
});

export type AdminProductFieldBody = z.input<typeof adminProductFieldBodySchema>;

export const adminProductFieldResultSchema = z
  .object({ product: workspaceProductSchema, entry: fieldHistoryEntrySchema })
  .meta({ id: "AdminProductFieldResult" });

/** POST ADMIN_API.productHistory: 'Add Manual Entry' on a product field. */
export const addProductHistoryEntryBodySchema = addHistoryEntryBodySchema.extend({
  field: adminProductFieldSchema,
});

export type AddProductHistoryEntryBody = z.input<typeof addProductHistoryEntryBodySchema>;
export type AdminProductFieldResult = z.infer<typeof adminProductFieldResultSchema>;

export type AdminLenderRow = z.infer<typeof adminLenderRowSchema>;
export type AdminLenderList = z.infer<typeof adminLenderListSchema>;
export type AdminLender = z.infer<typeof adminLenderSchema>;
export type AdminLenderDetail = z.infer<typeof adminLenderDetailSchema>;
export type AdminLenderCreateBody = z.input<typeof adminLenderCreateBodySchema>;
export type AdminLenderUpdateBody = z.input<typeof adminLenderUpdateBodySchema>;
export type AdminLenderDeleted = z.infer<typeof adminLenderDeletedSchema>;
export type AdminLenderFieldResult = z.infer<typeof adminLenderFieldResultSchema>;
export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;
export type FieldHistoryList = z.infer<typeof fieldHistoryListSchema>;
export type AddHistoryEntryBody = z.input<typeof addHistoryEntryBodySchema>;
export type EditHistoryEntryBody = z.input<typeof editHistoryEntryBodySchema>;
export type UnlinkedLenders = z.infer<typeof unlinkedLendersSchema>;
