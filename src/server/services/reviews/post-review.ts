/**
 * A borrower posts or edits a review of a deal (issue 35). Posting needs the request's own
 * borrower (canReviewSubmission, else 404 as for any foreign submission) and a qualifying
 * deal (409 deal_not_reviewable), once per submission (409 already_reviewed; the unique key
 * holds it under a race). Editing is the author's (ownsReview) until 30 days after posting
 * (409 review_edit_closed); an edit goes back to moderation, so a published review leaves the
 * lender's verified figures until an admin publishes it again.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  createReviewBodySchema,
  OwnReview,
  updateReviewBodySchema,
} from "@/domain/contract/reviews";
import type { Actor } from "@/domain/policies/actor";
import { canReviewSubmission, ownsReview } from "@/domain/policies/review-policies";
import { isQualifyingDeal, isReviewEditable, REVIEW_MESSAGES } from "@/domain/reviews/review-rules";
import type { Database } from "../../db/client";
import { inquiries, lenderReviews, loanSubmissions } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import { acceptedAtOf, dealMonthOf } from "./deal-facts";
import { toOwnReview } from "./review-dto";
import { applyVerifiedDelta } from "./verified-figures";

export async function createReview(options: {
  db: Database;
  actor: Actor;
  body: z.output<typeof createReviewBodySchema>;
  now: Date;
}): Promise<OwnReview> {
  const { db, actor, body, now } = options;
  return runWrite(db, async (w) => {
    const [deal] = await w.tx
      .select({
        submissionId: loanSubmissions.id,
        lenderId: loanSubmissions.lenderId,
        status: loanSubmissions.status,
        updatedAt: loanSubmissions.updatedAt,
        borrowerId: inquiries.borrowerId,
        loanPurpose: inquiries.loanPurpose,
        acceptedAt: acceptedAtOf,
      })
      .from(loanSubmissions)
      .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
      .where(eq(loanSubmissions.id, body.submissionId))
      .for("update", { of: loanSubmissions });
    const found = authorize(actor, canReviewSubmission, deal, {
      notFound: REVIEW_MESSAGES.submissionNotFound,
    });
    if (!isQualifyingDeal({ status: found.status, hasAcceptedOffer: found.acceptedAt !== null })) {
      throw new AppError("deal_not_reviewable", REVIEW_MESSAGES.noQualifyingDeal);
    }
    const [existing] = await w.tx
      .select({ id: lenderReviews.id })
      .from(lenderReviews)
      .where(eq(lenderReviews.submissionId, found.submissionId));
    if (existing) throw new AppError("already_reviewed", REVIEW_MESSAGES.alreadyReviewed);
    const [row] = await w.tx
      .insert(lenderReviews)
      .values({
        submissionId: found.submissionId,
        lenderId: found.lenderId,
        borrowerId: actor?.userId ?? "",
        rating: body.rating,
        body: body.body,
        dealLoanPurpose: found.loanPurpose,
        dealMonth: dealMonthOf(found.acceptedAt, found.updatedAt),
        postedAt: now,
      })
      .returning();
    if (!row) throw new Error("Review insert returned no row");
    return toOwnReview(row, now);
  });
}

export async function updateReview(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: z.output<typeof updateReviewBodySchema>;
  now: Date;
}): Promise<OwnReview> {
  const { db, actor, id, body, now } = options;
  return runWrite(db, async (w) => {
    const [before] = await w.tx
      .select()
      .from(lenderReviews)
      .where(eq(lenderReviews.id, id))
      .for("update");
    const review = authorize(actor, ownsReview, before, { notFound: REVIEW_MESSAGES.notFound });
    if (!isReviewEditable(review.postedAt, now)) {
      throw new AppError("review_edit_closed", REVIEW_MESSAGES.editWindowClosed);
    }
    const [row] = await w.tx
      .update(lenderReviews)
      .set({
        rating: body.rating,
        body: body.body,
        status: "pending",
        editedAt: now,
        moderatedAt: null,
        moderatedBy: null,
        rejectReason: null,
        publishedAt: null,
      })
      .where(eq(lenderReviews.id, id))
      .returning();
    if (!row) throw new Error("Review update returned no row");
    await applyVerifiedDelta(w.tx, row.lenderId, review, { status: "pending", rating: row.rating });
    return toOwnReview(row, now);
  });
}
