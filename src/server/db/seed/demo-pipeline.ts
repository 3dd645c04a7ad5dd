/**
 * The demo lender's private pipeline (issue 31): its requests spread over the stages, with the
 * kind of notes a loan officer keeps, so the lead cards' stage filter and notes can be demoed.
 */
import { asc, eq } from "drizzle-orm";
import type { PipelineStage } from "@/domain/loan-requests/pipeline";
import type { Executor } from "../client";
import { lenders, loanSubmissions, submissionPipelines } from "../schema";
import { DEMO_LENDER_SLUG } from "./demo-accounts";

/** Oldest request first; requests past the list stay New. */
const DEMO_PIPELINE: readonly { stage: PipelineStage; notes: string | null }[] = [
  { stage: "closed_won", notes: "Funded on schedule. Borrower wants to talk about a second flip." },
  { stage: "in_underwriting", notes: "Appraisal ordered; title commitment back Thursday." },
  { stage: "term_sheet_sent", notes: "Sent 12 months at 10.5%, 2 points. Follow up Monday." },
  { stage: "reviewing", notes: "Comps look thin for the ARV; asked for the contractor's bid." },
  { stage: "closed_lost", notes: "Went with a lender closing in 10 days." },
];

/** Writes the demo lender's pipeline rows; returns how many. */
export async function insertDemoPipeline(tx: Executor): Promise<number> {
  const rows = await tx
    .select({ id: loanSubmissions.id, lenderId: loanSubmissions.lenderId })
    .from(loanSubmissions)
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .where(eq(lenders.slug, DEMO_LENDER_SLUG))
    .orderBy(asc(loanSubmissions.createdAt));
  const values = rows.slice(0, DEMO_PIPELINE.length).map((row, index) => ({
    submissionId: row.id,
    lenderId: row.lenderId,
    ...(DEMO_PIPELINE[index] ?? { stage: "new" as const, notes: null }),
  }));
  if (values.length > 0) await tx.insert(submissionPipelines).values(values);
  return values.length;
}
