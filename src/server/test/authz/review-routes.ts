/**
 * Reviews only from real deals (issue 35): the borrower's own reviews (canWriteReviews, the
 * other borrower's submission or review 404 through canReviewSubmission / ownsReview), the
 * public list of published reviews, the reviewed lender's reply (canReplyToReview; the other
 * lender 404) and the admin queue (canAccessAdmin). Reviews are made fresh per row on a
 * fresh funded request of the side; pending texts carry the side's marker, published ones
 * are public and carry none.
 */
import { eq } from "drizzle-orm";
import { lenderReviews, loanSubmissions } from "../../db/schema";
import { adminOnly } from "./admin-routes";
import type { Fixture, MatrixEntry } from "./matrix-entry";
import type { Side, World } from "./world";

/** A fresh funded request of the side, and its review when `review` is given. */
async function freshDeal(
  world: World,
  side: Side,
  review?: { status: "pending" | "published"; body: string },
): Promise<Fixture> {
  const { requestId, submissionId } = await side.freshRequest();
  await world.ctx.db
    .update(loanSubmissions)
    .set({ status: "funded" })
    .where(eq(loanSubmissions.id, submissionId));
  if (!review) return { requestId, submissionId };
  const now = new Date();
  const [row] = await world.ctx.db
    .insert(lenderReviews)
    .values({
      submissionId,
      lenderId: side.lenderId,
      borrowerId: side.borrowerId,
      rating: 4,
      body: review.body,
      status: review.status,
      dealLoanPurpose: "fix_and_flip",
      dealMonth: "2026-03",
      postedAt: now,
      publishedAt: review.status === "published" ? now : null,
    })
    .returning({ id: lenderReviews.id });
  if (!row) throw new Error("No review inserted");
  if (review.status === "pending") side.ids.add(row.id);
  return { requestId, submissionId, reviewId: row.id };
}

const reviewState = (world: World, { reviewId }: Record<string, string>) =>
  world.ctx.db
    .select()
    .from(lenderReviews)
    .where(eq(lenderReviews.id, reviewId ?? ""));

export const reviewRoutes: MatrixEntry[] = [
  {
    route: "GET /api/reviews/mine",
    policy: ["canWriteReviews", "ownReviewsScope"],
    expect: { visitor: 401, borrowers: 200, others: 403 },
    fixture: async (world) => ({
      a:
        (await freshDeal(world, world.a, { status: "pending", body: "zqa-my review" })).reviewId ??
        "",
      b:
        (await freshDeal(world, world.b, { status: "pending", body: "zqb-my review" })).reviewId ??
        "",
    }),
    shows: {
      borrower: (_world, { a }) => ["zqa-my review", a ?? ""],
      borrower2: (_world, { b }) => ["zqb-my review", b ?? ""],
    },
  },
  {
    route: "POST /api/reviews",
    policy: ["canWriteReviews", "canReviewSubmission"],
    expect: { visitor: 401, borrower: 201, borrower2: 404, others: 403 },
    fixture: (world) => freshDeal(world, world.a),
    request: (_world, { submissionId }) => ({
      url: "/api/reviews",
      payload: { submissionId, rating: 5, body: "zqa-posted review" },
    }),
    state: (world, { submissionId }) =>
      world.ctx.db
        .select()
        .from(lenderReviews)
        .where(eq(lenderReviews.submissionId, submissionId ?? "")),
  },
  {
    route: "PATCH /api/reviews/:id",
    policy: ["canWriteReviews", "ownsReview"],
    expect: { visitor: 401, borrower: 200, borrower2: 404, others: 403 },
    fixture: (world) => freshDeal(world, world.a, { status: "pending", body: "zqa-to edit" }),
    request: (_world, { reviewId }) => ({
      url: `/api/reviews/${reviewId}`,
      payload: { rating: 3, body: "zqa-edited review" },
    }),
    state: reviewState,
  },
  {
    route: "GET /api/lenders/:slug/reviews",
    policy: "public",
    expect: { everyone: 200 },
    fixture: (world) =>
      freshDeal(world, world.a, { status: "published", body: "Published matrix review" }),
    request: (world) => ({ url: `/api/lenders/${world.a.lenderSlug}/reviews` }),
  },
  {
    route: "GET /api/lender-workspace/reviews",
    policy: ["canUseLenderDashboard", "ownLenderReviewsScope"],
    expect: { visitor: 401, lenders: 200, others: 403 },
    fixture: async (world) => ({
      a:
        (await freshDeal(world, world.a, { status: "published", body: "Side A published" }))
          .reviewId ?? "",
    }),
    shows: { lender: (_world, { a }) => ["Side A published", a ?? ""] },
  },
  {
    route: "POST /api/lender-workspace/reviews/:id/reply",
    policy: ["canUseLenderDashboard", "canReplyToReview"],
    expect: { visitor: 401, lender: 200, lender2: 404, others: 403 },
    fixture: (world) =>
      freshDeal(world, world.a, { status: "published", body: "Awaiting a reply" }),
    request: (_world, { reviewId }) => ({
      url: `/api/lender-workspace/reviews/${reviewId}/reply`,
      payload: { reply: "Thank you for the kind words." },
    }),
    state: reviewState,
  },
  {
    route: "GET /api/admin/reviews",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: async (world) => ({
      a:
        (await freshDeal(world, world.a, { status: "pending", body: "zqa-queued review" }))
          .reviewId ?? "",
    }),
  },
  {
    route: "POST /api/admin/reviews/:id/decision",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: (world) => freshDeal(world, world.a, { status: "pending", body: "zqa-to moderate" }),
    request: (_world, { reviewId }) => ({
      url: `/api/admin/reviews/${reviewId}/decision`,
      payload: { decision: "publish" },
    }),
    state: reviewState,
  },
];
