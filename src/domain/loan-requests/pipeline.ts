/**
 * The lender's own pipeline of a request sent to it (issue 31 'Pipeline'): a private stage and
 * private notes per submission, seen only by that lender. The stage is bookkeeping: it never
 * changes what the borrower sees (only answers and offers do).
 */
export const PIPELINE_STAGES = [
  "new",
  "reviewing",
  "term_sheet_sent",
  "in_underwriting",
  "closed_won",
  "closed_lost",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  new: "New",
  reviewing: "Reviewing",
  term_sheet_sent: "Term sheet sent",
  in_underwriting: "In underwriting",
  closed_won: "Closed won",
  closed_lost: "Closed lost",
};

/** A request the lender never touched is New. */
export const DEFAULT_PIPELINE_STAGE: PipelineStage = "new";

export const PIPELINE_NOTES_MAX = 5000;
