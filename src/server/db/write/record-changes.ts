/**
 * Field history (spec 3 'History entries'): one lender_history or loan_product_history row per
 * field whose value changed, written with the change itself (same transaction, see
 * run-write.ts). Field names are the database column names ('company_name'), as the history
 * dialog asks for them.
 */
import { getTableColumns } from "drizzle-orm";
import type { Executor } from "../client";
import {
  lenderHistory,
  lenders,
  loanProductHistory,
  loanProducts,
  submissionPipelineHistory,
  submissionPipelines,
} from "../schema";
import { historyValue } from "./history-values";

type LenderFields = typeof lenders.$inferSelect;
type LoanProductFields = typeof loanProducts.$inferSelect;
type PipelineFields = typeof submissionPipelines.$inferSelect;

interface ChangeCommon {
  /** The lender's, loan product's or (pipeline) submission's id. */
  id: string;
  /** Who made the change; null is shown as 'System'. */
  changedBy: string | null;
  notes?: string | null | undefined;
  /** When it changed; the database time when absent. */
  changedAt?: Date | undefined;
}

/**
 * `before` is the row as it was (null for a new row: every given field is an 'insert' entry);
 * `after` holds the fields written (absent fields did not change). Only fields whose history
 * text differs produce a row.
 */
export type ChangeSet =
  | (ChangeCommon & {
      entity: "lender";
      before: Partial<LenderFields> | null;
      after: Partial<LenderFields>;
    })
  | (ChangeCommon & {
      entity: "loan_product";
      before: Partial<LoanProductFields> | null;
      after: Partial<LoanProductFields>;
    })
  | (ChangeCommon & {
      /** A lender's private pipeline of one submission (issue 31). */
      entity: "submission_pipeline";
      before: Partial<PipelineFields> | null;
      after: Partial<PipelineFields>;
    });

/** Bookkeeping columns that change on every write and have no history of their own. */
const NOT_RECORDED = new Set([
  "id",
  "lenderId",
  "submissionId",
  "updatedBy",
  "createdAt",
  "updatedAt",
]);

const COLUMN_NAMES = {
  lender: columnNames(lenders),
  loan_product: columnNames(loanProducts),
  submission_pipeline: columnNames(submissionPipelines),
} as const;

function columnNames(
  table: typeof lenders | typeof loanProducts | typeof submissionPipelines,
): Map<string, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
}

export interface FieldChange {
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The changed fields of a change set, in the order of `after`'s keys. Pure. */
export function changedFields(change: ChangeSet): FieldChange[] {
  const columns = COLUMN_NAMES[change.entity];
  const before = (change.before ?? {}) as Record<string, unknown>;
  const fields: FieldChange[] = [];
  for (const [key, value] of Object.entries(change.after)) {
    if (NOT_RECORDED.has(key)) continue;
    const fieldName = columns.get(key);
    if (!fieldName) throw new Error(`recordChanges: ${change.entity} has no field '${key}'`);
    const oldValue = change.before === null ? null : historyValue(before[key]);
    const newValue = historyValue(value);
    if (oldValue === newValue) continue;
    fields.push({ fieldName, oldValue, newValue });
  }
  return fields;
}

/**
 * Writes the history rows of a change set with `tx` and returns how many were written. Call it
 * inside the transaction of the write it records (runWrite's `w.recordChanges` does).
 */
export async function recordChanges(tx: Executor, change: ChangeSet): Promise<number> {
  const fields = changedFields(change);
  if (fields.length === 0) return 0;
  const common = {
    changeType: change.before === null ? ("insert" as const) : ("update" as const),
    notes: change.notes ?? null,
    changedBy: change.changedBy,
    ...(change.changedAt ? { changedAt: change.changedAt } : {}),
  };
  if (change.entity === "lender") {
    await tx
      .insert(lenderHistory)
      .values(fields.map((field) => ({ ...field, ...common, lenderId: change.id })));
  } else if (change.entity === "submission_pipeline") {
    await tx
      .insert(submissionPipelineHistory)
      .values(fields.map((field) => ({ ...field, ...common, submissionId: change.id })));
  } else {
    await tx
      .insert(loanProductHistory)
      .values(fields.map((field) => ({ ...field, ...common, loanProductId: change.id })));
  }
  return fields.length;
}
