/**
 * Contract of reviews only from real deals (issue 35, docs/decisions/2026-11-27-verified-
 * reviews.md): the borrower's reviews (POST /api/reviews, PATCH /api/reviews/{id}, GET
 * /api/reviews/mine), the public list (GET /api/lenders/{slug}/reviews), the lender's reply
 * (GET /api/lender-workspace/reviews, POST …/{id}/reply) and the admin queue (GET
 * /api/admin/reviews, POST /api/admin/reviews/{id}/decision).
 */
import { z } from "zod";
import { LOAN_PURPOSES } from "../reference/loan-types";
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REJECT_REASON_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX_LENGTH,
} from "../reviews/review-rules";
import { adminPageInfo, adminPageParam } from "./admin";

const trimmedText = (max: number, required: string) =>
  z
    .string()
    .max(max * 2)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, `Keep it to ${max.toLocaleString("en-US")} characters.`),
    );

export const reviewRatingSchema = z
  .number({ error: "Choose 1 to 5 stars." })
  .int("Choose 1 to 5 stars.")
  .min(REVIEW_RATING_MIN, "Choose 1 to 5 stars.")
  .max(REVIEW_RATING_MAX, "Choose 1 to 5 stars.");

export const reviewFieldsSchema = z.object({
  rating: reviewRatingSchema,
  body: trimmedText(REVIEW_TEXT_MAX_LENGTH, "Write a few words about the deal."),
});

/** POST /api/reviews. */
export const createReviewBodySchema = reviewFieldsSchema.extend({ submissionId: z.uuid() });
/** PATCH /api/reviews/{id}: the whole review again (it goes back to moderation). */
export const updateReviewBodySchema = reviewFieldsSchema;
export const reviewIdParams = z.object({ id: z.uuid() });

/** A published review as everyone sees it: no borrower name, the deal's type and month. */
export const publicReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int(),
    body: z.string(),
    dealLoanPurpose: z.enum(LOAN_PURPOSES).nullable(),
    /** 'yyyy-MM'. */
    dealMonth: z.string(),
    publishedAt: z.string(),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
  })
  .meta({ id: "PublicReview" });
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/lenders/{slug}/reviews?page: published reviews, newest first, 5 a page. */
export const lenderReviewsQuerySchema = z.object({ page: adminPageParam });
export const lenderReviewsResponseSchema = z
  .object({ items: z.array(publicReviewSchema), ...adminPageInfo })
  .meta({ id: "LenderReviews" });
export type LenderReviewsResponse = z.infer<typeof lenderReviewsResponseSchema>;

/** The author's view of a review. */
export const ownReviewSchema = publicReviewSchema
  .extend({
    status: z.enum(REVIEW_STATUSES),
    publishedAt: z.string().nullable(),
    postedAt: z.string(),
    editableUntil: z.string(),
    editable: z.boolean(),
    rejectReason: z.string().nullable(),
  })
  .meta({ id: "OwnReview" });
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewResponseSchema = z.object({ review: ownReviewSchema });

/** A deal the borrower may review (or reviewed): GET /api/reviews/mine. */
export const reviewableDealSchema = z.object({
  submissionId: z.uuid(),
  lenderName: z.string(),
  lenderSlug: z.string(),
  dealLoanPurpose: z.enum(LOAN_PURPOSES).nullable(),
  dealMonth: z.string(),
  review: ownReviewSchema.nullable(),
});
export type ReviewableDeal = z.infer<typeof reviewableDealSchema>;
export const reviewableDealsResponseSchema = z
  .object({ items: z.array(reviewableDealSchema) })
  .meta({ id: "ReviewableDeals" });
export type ReviewableDealsResponse = z.infer<typeof reviewableDealsResponseSchema>;

/** The lender's reviews (published ones, which it may answer once). */
export const lenderOwnReviewsResponseSchema = z
  .object({ items: z.array(publicReviewSchema) })
  .meta({ id: "LenderOwnReviews" });
export type LenderOwnReviewsResponse = z.infer<typeof lenderOwnReviewsResponseSchema>;
export const reviewReplyBodySchema = z.object({
  reply: trimmedText(REVIEW_REPLY_MAX_LENGTH, "Write your reply."),
});
export const reviewReplyResponseSchema = z.object({ review: publicReviewSchema });

/** The admin queue. */
export const adminReviewSchema = ownReviewSchema
  .omit({ editable: true, editableUntil: true })
  .extend({
    lenderId: z.uuid(),
    lenderName: z.string(),
    lenderSlug: z.string(),
    borrowerEmail: z.string(),
    moderatedAt: z.string().nullable(),
  })
  .meta({ id: "AdminReview" });
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default("pending"),
  page: adminPageParam,
});
export const adminReviewsResponseSchema = z
  .object({ items: z.array(adminReviewSchema), ...adminPageInfo })
  .meta({ id: "AdminReviews" });
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;
export const REVIEW_DECISIONS = ["publish", "reject"] as const;
export const reviewDecisionBodySchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reason: z
      .string()
      .max(REVIEW_REJECT_REASON_MAX_LENGTH * 2)
      .optional(),
  })
  .transform((body, ctx) => {
    const reason = body.reason?.trim() ?? "";
    if (body.decision === "reject" && reason === "") {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Give a reason for rejecting the review.",
      });
      return z.NEVER;
    }
    if (reason.length > REVIEW_REJECT_REASON_MAX_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: `Keep it to ${REVIEW_REJECT_REASON_MAX_LENGTH} characters.`,
      });
      return z.NEVER;
    }
    return { decision: body.decision, reason: reason === "" ? null : reason };
  });
export const adminReviewResponseSchema = z.object({ review: adminReviewSchema });

/** The paths the web calls (a Zod-free module: the public lender page reads them). */
export { REVIEWS_API } from "../reviews/review-paths";
