/**
 * Reading reviews (issue 35): the borrower's deals it may review with its reviews
 * (ownReviewsScope), a lender's published reviews for everyone (newest first, 5 a page, the
 * partial index lender_reviews_published_idx), and the lender's own published reviews for
 * its dashboard (ownLenderReviewsScope).
 */
import { and, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type {
  LenderReviewsResponse,
  PublicReview,
  ReviewableDeal,
} from "@/domain/contract/reviews";
import type { Actor } from "@/domain/policies/actor";
import { ownLenderReviewsScope, ownReviewsScope } from "@/domain/policies/review-policies";
import { QUALIFYING_SUBMISSION_STATUSES, REVIEW_PAGE_SIZE } from "@/domain/reviews/review-rules";
import type { Database } from "../../db/client";
import { inquiries, lenderReviews, lenders, loanSubmissions } from "../../db/schema";
import { acceptedAtOf, dealMonthOf } from "./deal-facts";
import { toOwnReview, toPublicReview } from "./review-dto";

const published = eq(lenderReviews.status, "published");

export async function listReviewableDeals(
  db: Database,
  actor: Actor,
  now: Date,
): Promise<ReviewableDeal[]> {
  const scope = ownReviewsScope(actor);
  if (!scope) return [];
  const rows = await db
    .select({
      submissionId: loanSubmissions.id,
      updatedAt: loanSubmissions.updatedAt,
      lenderName: lenders.companyName,
      lenderSlug: lenders.slug,
      loanPurpose: inquiries.loanPurpose,
      acceptedAt: acceptedAtOf,
      review: lenderReviews,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .leftJoin(lenderReviews, eq(lenderReviews.submissionId, loanSubmissions.id))
    .where(
      and(
        eq(inquiries.borrowerId, scope.borrowerId),
        or(
          inArray(loanSubmissions.status, [...QUALIFYING_SUBMISSION_STATUSES]),
          sql`${acceptedAtOf} is not null`,
          isNotNull(lenderReviews.id),
        ),
      ),
    )
    .orderBy(desc(loanSubmissions.updatedAt), loanSubmissions.id)
    .limit(100);
  return rows.map((row) => ({
    submissionId: row.submissionId,
    lenderName: row.lenderName,
    lenderSlug: row.lenderSlug,
    dealLoanPurpose: row.review?.dealLoanPurpose ?? row.loanPurpose,
    dealMonth: row.review?.dealMonth ?? dealMonthOf(row.acceptedAt, row.updatedAt),
    review: row.review ? toOwnReview(row.review, now) : null,
  }));
}

/** An active lender's published reviews by slug; null when there is no such lender. */
export async function listPublishedReviews(
  db: Database,
  slug: string,
  page: number,
): Promise<LenderReviewsResponse | null> {
  const [lender] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.slug, slug), eq(lenders.isActive, true)));
  if (!lender) return null;
  const where = and(eq(lenderReviews.lenderId, lender.id), published);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lenderReviews)
      .where(where)
      .orderBy(desc(lenderReviews.publishedAt), lenderReviews.id)
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(lenderReviews).where(where),
  ]);
  return {
    items: rows.map(toPublicReview),
    total: total?.n ?? 0,
    page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

/** The published reviews of the actor's lender record, newest first (at most 100). */
export async function listLenderOwnReviews(db: Database, actor: Actor): Promise<PublicReview[]> {
  const scope = ownLenderReviewsScope(actor);
  if (!scope) return [];
  const rows = await db
    .select()
    .from(lenderReviews)
    .where(and(eq(lenderReviews.lenderId, scope.lenderId), published))
    .orderBy(desc(lenderReviews.publishedAt), lenderReviews.id)
    .limit(100);
  return rows.map(toPublicReview);
}
