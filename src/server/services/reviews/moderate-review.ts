/**
 * The admin's review queue (issue 35): reviews by status (pending first in, first out), and
 * the decision on a pending one: publish (it joins the lender's verified figures) or reject
 * with a reason (the author sees it and may edit the review within its window). Each decision
 * is written to the audit trail in the same transaction (review.publish / review.reject, on
 * the lender). A review no longer pending answers 409 review_already_moderated. The author,
 * and on publication the lender's account, get a mail after the commit (review-decision-mails.ts).
 */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "@/domain/contract/admin";
import type { AdminReview, AdminReviewsResponse } from "@/domain/contract/reviews";
import { REVIEW_MESSAGES, type ReviewStatus } from "@/domain/reviews/review-rules";
import type { Database } from "../../db/client";
import { lenderReviews, lenders, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import { type AdminActor, recordAudit } from "../admin/record-audit";
import { queueReviewDecisionMails, type ReviewMailDeps } from "./review-decision-mails";
import { toAdminReview } from "./review-dto";
import { applyVerifiedDelta } from "./verified-figures";

const columns = {
  review: lenderReviews,
  lenderName: lenders.companyName,
  lenderSlug: lenders.slug,
  borrowerEmail: users.email,
};

export async function listAdminReviews(
  db: Database,
  query: { status: ReviewStatus; page: number },
): Promise<AdminReviewsResponse> {
  const where = eq(lenderReviews.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(lenderReviews.postedAt), asc(lenderReviews.id)]
      : [desc(lenderReviews.moderatedAt), asc(lenderReviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(lenderReviews)
      .innerJoin(lenders, eq(lenders.id, lenderReviews.lenderId))
      .innerJoin(users, eq(users.id, lenderReviews.borrowerId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(lenderReviews).where(where),
  ]);
  return {
    items: rows.map(({ review, ...extra }) => toAdminReview(review, extra)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function moderateReview(options: {
  db: Database;
  admin: AdminActor;
  id: string;
  decision: "publish" | "reject";
  reason: string | null;
  now: Date;
  /** The mails to the author and the reviewed lender (queued in the transaction). */
  mail: ReviewMailDeps;
}): Promise<AdminReview> {
  const { db, admin, id, decision, reason, now } = options;
  return runWrite(db, async (w) => {
    const [found] = await w.tx
      .select(columns)
      .from(lenderReviews)
      .innerJoin(lenders, eq(lenders.id, lenderReviews.lenderId))
      .innerJoin(users, eq(users.id, lenderReviews.borrowerId))
      .where(eq(lenderReviews.id, id))
      .for("update", { of: lenderReviews });
    if (!found) throw notFound(REVIEW_MESSAGES.notFound);
    const { review: before, ...extra } = found;
    if (before.status !== "pending") {
      throw new AppError("review_already_moderated", REVIEW_MESSAGES.alreadyModerated);
    }
    const status: ReviewStatus = decision === "publish" ? "published" : "rejected";
    const [row] = await w.tx
      .update(lenderReviews)
      .set({
        status,
        moderatedAt: now,
        moderatedBy: admin.userId,
        rejectReason: decision === "reject" ? reason : null,
        publishedAt: decision === "publish" ? now : null,
      })
      .where(and(eq(lenderReviews.id, id), eq(lenderReviews.status, "pending")))
      .returning();
    if (!row) throw new AppError("review_already_moderated", REVIEW_MESSAGES.alreadyModerated);
    await applyVerifiedDelta(w.tx, row.lenderId, before, { status, rating: row.rating });
    await recordAudit(w.tx, admin, {
      action: decision === "publish" ? "review.publish" : "review.reject",
      targetType: "lender",
      targetId: row.lenderId,
      targetLabel: extra.lenderName,
      details: {
        reviewId: row.id,
        rating: row.rating,
        ...(decision === "reject" ? { reason } : {}),
      },
    });
    await queueReviewDecisionMails(w, options.mail, row, now);
    return toAdminReview(row, extra);
  });
}
