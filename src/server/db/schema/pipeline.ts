/**
 * The lender's private pipeline (issue 31): one row per submission the lender has moved or
 * noted (no row = New, no notes), and its field history. Read and written only for the
 * submission's own lender (canManagePipeline); the borrower's views never join it.
 */
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PIPELINE_STAGES } from "@/domain/loan-requests/pipeline";
import { users } from "./auth";
import { historyChangeTypeEnum } from "./enums";
import { loanSubmissions } from "./inquiries";
import { lenders } from "./lenders";

export const pipelineStageEnum = pgEnum("pipeline_stage", PIPELINE_STAGES);

export const submissionPipelines = pgTable(
  "submission_pipelines",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    /** The submission's lender, copied so the stage filter reads one index. */
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    stage: pipelineStageEnum("stage").notNull().default("new"),
    notes: text("notes"),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_pipelines_lender_stage_idx").on(table.lenderId, table.stage)],
);

/** Field history of the pipeline rows (stage, notes), written by recordChanges. */
export const submissionPipelineHistory = pgTable(
  "submission_pipeline_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => loanSubmissions.id, { onDelete: "cascade" }),
    fieldName: text("field_name").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    changeType: historyChangeTypeEnum("change_type").notNull().default("update"),
    notes: text("notes"),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("submission_pipeline_history_idx").on(table.submissionId, table.changedAt.desc()),
  ],
);
