/**
 * The reviewed lender's one public reply (issue 35): its approved account (canReplyToReview;
 * another lender's review answers 404 like a missing one), on a published review only (409
 * review_not_published), once (409 review_reply_exists). The lender's cached page is marked
 * changed so the reply shows.
 */
import { eq } from "drizzle-orm";
import type { PublicReview } from "@/domain/contract/reviews";
import type { Actor } from "@/domain/policies/actor";
import { canReplyToReview } from "@/domain/policies/review-policies";
import { REVIEW_MESSAGES } from "@/domain/reviews/review-rules";
import type { Database } from "../../db/client";
import { lenderReviews } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import { toPublicReview } from "./review-dto";
import { markLenderPageChanged } from "./verified-figures";

export async function replyToReview(options: {
  db: Database;
  actor: Actor;
  id: string;
  reply: string;
  now: Date;
}): Promise<PublicReview> {
  const { db, actor, id, reply, now } = options;
  return runWrite(db, async (w) => {
    const [before] = await w.tx
      .select()
      .from(lenderReviews)
      .where(eq(lenderReviews.id, id))
      .for("update");
    const review = authorize(actor, canReplyToReview, before, {
      notFound: REVIEW_MESSAGES.notFound,
    });
    if (review.status !== "published") {
      throw new AppError("review_not_published", REVIEW_MESSAGES.replyNotPublished);
    }
    if (review.reply !== null)
      throw new AppError("review_reply_exists", REVIEW_MESSAGES.replyExists);
    const [row] = await w.tx
      .update(lenderReviews)
      .set({ reply, repliedAt: now, repliedBy: actor?.userId ?? null })
      .where(eq(lenderReviews.id, id))
      .returning();
    if (!row) throw new Error("Review reply returned no row");
    await markLenderPageChanged(w.tx, row.lenderId);
    return toPublicReview(row);
  });
}
