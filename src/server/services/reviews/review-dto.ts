/** A review row as each audience gets it (contract: src/domain/contract/reviews.ts). */
import type { AdminReview, OwnReview, PublicReview } from "@/domain/contract/reviews";
import { isReviewEditable, reviewEditableUntil } from "@/domain/reviews/review-rules";
import type { lenderReviews } from "../../db/schema";

export type ReviewRow = typeof lenderReviews.$inferSelect;

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    dealLoanPurpose: row.dealLoanPurpose,
    dealMonth: row.dealMonth,
    publishedAt: (row.publishedAt ?? row.postedAt).toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export function toOwnReview(row: ReviewRow, now: Date): OwnReview {
  return {
    ...toPublicReview(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: row.status,
    postedAt: row.postedAt.toISOString(),
    editableUntil: reviewEditableUntil(row.postedAt).toISOString(),
    editable: isReviewEditable(row.postedAt, now),
    rejectReason: row.rejectReason,
  };
}

export function toAdminReview(
  row: ReviewRow,
  extra: { lenderName: string; lenderSlug: string; borrowerEmail: string },
): AdminReview {
  return {
    ...toPublicReview(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: row.status,
    postedAt: row.postedAt.toISOString(),
    rejectReason: row.rejectReason,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    lenderId: row.lenderId,
    ...extra,
  };
}
