/**
 * The lender's verified review figures move by increments (issue 35): the review's change in
 * and out of 'published' (verifiedDelta) is added to lenders.verified_review_count and _sum in
 * the write's transaction. The lenders trigger logs the change, so each process patches only
 * this lender into its catalogue (docs/decisions/incremental-catalogue.md).
 */
import { eq, sql } from "drizzle-orm";
import { type ReviewStatus, verifiedDelta } from "@/domain/reviews/review-rules";
import type { Executor } from "../../db/client";
import { lenders } from "../../db/schema";

export async function applyVerifiedDelta(
  tx: Executor,
  lenderId: string,
  before: { status: ReviewStatus; rating: number } | null,
  after: { status: ReviewStatus; rating: number },
): Promise<void> {
  const delta = verifiedDelta(before, after);
  if (delta.count === 0 && delta.sum === 0) return;
  await tx
    .update(lenders)
    .set({
      verifiedReviewCount: sql`${lenders.verifiedReviewCount} + ${delta.count}`,
      verifiedReviewSum: sql`${lenders.verifiedReviewSum} + ${delta.sum}`,
    })
    .where(eq(lenders.id, lenderId));
}

/**
 * A published review's text or reply changed without moving the figures: list the lender as
 * changed anyway, so cached lender pages (keyed by the catalogue version) show it.
 */
export async function markLenderPageChanged(tx: Executor, lenderId: string): Promise<void> {
  await tx.execute(sql`select record_catalogue_changes(ARRAY[${lenderId}]::uuid[])`);
}
