/**
 * Contract of the admin single-field edit and field history (spec 2 'Edit <label>' and
 * 'History for <field>', spec 7 'History'), written once for every record with a field history:
 * a lender (lender_history) and one of its loan products (loan_product_history). The schemas
 * every such record shares are here; `fieldHistoryContract` builds the ones that name the
 * record (its path parameters, field names and edit result). Instances: admin-lenders.ts.
 *
 * Errors: 404 not_found (unknown record or history entry), 400 validation_failed (the
 * single-field edit's message is on `value`), 409 no_changes (single-field edit with the
 * current value: the web shows 'No Changes'; nothing written), 409 conflict with fields.value
 * for a lender slug or name another lender has.
 */
import { z } from "zod";
import { HISTORY_CHANGE_TYPES } from "../reference/statuses";

/**
 * A field value as the dialog sends it: text (blank → no value), a number, a switch, or a list
 * (state names, ['Unknown'] = prefer not to share; a product's collateral types). The server
 * validates it with the form's rule for that field (src/domain/admin/field-value.ts).
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

/** One history row ('History for <field>': Date, Value, Changed By, Type, Notes). */
export const fieldHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    field: z.string().describe("Column name, e.g. company_name"),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changeType: z.enum(HISTORY_CHANGE_TYPES),
    notes: z.string().nullable(),
    changedAt: z.string(),
    /** Who made it; null shows as 'System' (historyChangedBy in src/domain/reference/statuses.ts). */
    userEmail: z.string().nullable(),
  })
  .meta({ id: "FieldHistoryEntry" });

/** GET …/history query. */
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

/** PATCH …/history/:entryId: the inline edit (value, notes, date). */
export const editHistoryEntryBodySchema = z.object({
  value: historyValueSchema,
  notes: notesSchema.optional(),
  changedAt: changedAtSchema.optional(),
});

export const historyEntryDeletedSchema = z
  .object({ id: z.uuid() })
  .meta({ id: "HistoryEntryDeleted" });

/**
 * The schemas that name one kind of record: `params` (its path parameters), `fieldBody` (PATCH
 * …/field: 'Edit <label>' → 'Update Field'), `fieldResult` ({ [record.key]: the record, entry:
 * the history row the edit wrote }) and `addEntryBody` (POST …/history: 'Add Manual Entry',
 * change type manual, old value null). `field` accepts only the record's editable fields.
 */
export function fieldHistoryContract<
  const Fields extends readonly [string, ...string[]],
  const Params extends z.ZodRawShape,
  const Key extends string,
  Record extends z.ZodType,
>(options: {
  fields: Fields;
  params: Params;
  record: { key: Key; schema: Record };
  /** The OpenAPI name of the edit result, e.g. 'AdminLenderFieldResult'. */
  resultId: string;
}) {
  const params = z.object(options.params);
  const field = z.enum(options.fields, { error: "This field cannot be edited here" });
  const recordShape = { [options.record.key]: options.record.schema } as {
    [K in Key]: Record;
  };
  return {
    params,
    entryParams: params.extend({ entryId: z.uuid() }),
    field,
    fieldBody: z.object({
      field,
      value: adminFieldValueSchema,
      changedAt: changedAtSchema.optional().describe("Date Changed; now when absent"),
      notes: notesSchema.optional(),
    }),
    fieldResult: z
      .object({ ...recordShape, entry: fieldHistoryEntrySchema })
      .meta({ id: options.resultId }),
    addEntryBody: z.object({
      field,
      value: historyValueSchema,
      changedAt: changedAtSchema.optional(),
      notes: notesSchema.optional(),
    }),
  };
}

export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;
export type FieldHistoryList = z.infer<typeof fieldHistoryListSchema>;
export type EditHistoryEntryBody = z.input<typeof editHistoryEntryBodySchema>;
