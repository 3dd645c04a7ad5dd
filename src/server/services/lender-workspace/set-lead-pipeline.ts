/**
 * The lender moves a request through its own pipeline and keeps private notes on it (issue 31
 * 'Pipeline'). canManagePipeline decides (another lender's submission is not found); one
 * transaction through the write helper with a field-history row per changed field. Nothing the
 * borrower reads changes: no submission status, no thread entry, no live event, no mail.
 */
import { eq } from "drizzle-orm";
import type { PipelineStage } from "@/domain/loan-requests/pipeline";
import type { Actor } from "@/domain/policies/actor";
import { canManagePipeline } from "@/domain/policies/inquiry-policies";
import type { Database } from "../../db/client";
import { loanSubmissions, submissionPipelines } from "../../db/schema";
import { runWrite } from "../../db/write";
import { authorize } from "../../lib/authorize";
import { INQUIRY_NOT_FOUND_MESSAGE } from "./lender-inquiries";

export async function setLeadPipeline(input: {
  db: Database;
  actor: Actor;
  submissionId: string;
  stage: PipelineStage;
  notes: string | null;
  now: Date;
}) {
  const { actor, submissionId, now } = input;
  return runWrite(input.db, async (w) => {
    const [locked] = await w.tx
      .select({ id: loanSubmissions.id, lenderId: loanSubmissions.lenderId })
      .from(loanSubmissions)
      .where(eq(loanSubmissions.id, submissionId))
      .for("update");
    const submission = authorize(actor, canManagePipeline, locked, {
      notFound: INQUIRY_NOT_FOUND_MESSAGE,
    });
    const [before] = await w.tx
      .select()
      .from(submissionPipelines)
      .where(eq(submissionPipelines.submissionId, submissionId));
    const after = { stage: input.stage, notes: input.notes };
    const userId = actor?.userId ?? null;
    const [row] = await w.tx
      .insert(submissionPipelines)
      .values({ submissionId, lenderId: submission.lenderId, ...after, updatedBy: userId })
      .onConflictDoUpdate({
        target: submissionPipelines.submissionId,
        set: { ...after, updatedBy: userId, updatedAt: now },
      })
      .returning();
    await w.recordChanges({
      entity: "submission_pipeline",
      id: submissionId,
      // A request never moved was New without notes: only real changes are recorded.
      before: before ?? { stage: "new", notes: null },
      after,
      changedBy: userId,
    });
    if (!row) throw new Error("pipeline row not written");
    return {
      submissionId,
      stage: row.stage,
      notes: row.notes,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
