/**
 * Reviews only from real deals (issue 35; contract: src/domain/contract/reviews.ts). The
 * borrower's reviews (canWriteReviews: 401 visitor, 403 other roles; a foreign submission or
 * review answers 404), the public list of a lender's published reviews, and the reviewed
 * lender's reply (approved lender accounts; another lender's review answers 404).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import { lenderSlugParams } from "@/domain/contract/lenders";
import {
  createReviewBodySchema,
  lenderOwnReviewsResponseSchema,
  lenderReviewsQuerySchema,
  lenderReviewsResponseSchema,
  ownReviewResponseSchema,
  reviewableDealsResponseSchema,
  reviewIdParams,
  reviewReplyBodySchema,
  reviewReplyResponseSchema,
  updateReviewBodySchema,
} from "@/domain/contract/reviews";
import { toActor } from "@/domain/policies/actor";
import { canWriteReviews } from "@/domain/policies/review-policies";
import { notFound } from "../../lib/app-error";
import { actorOf, requireApprovedLender, requirePolicy, viewerOf } from "../../plugins/guards";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import { NO_LENDER_PROFILE_MESSAGE } from "../../services/lender-workspace/update-lender";
import {
  listLenderOwnReviews,
  listPublishedReviews,
  listReviewableDeals,
} from "../../services/reviews/list-reviews";
import { createReview, updateReview } from "../../services/reviews/post-review";
import { replyToReview } from "../../services/reviews/reply-to-review";
import type { RouteDeps } from "../route-deps";

const requireBorrower = requirePolicy(canWriteReviews, "Only borrower accounts write reviews.");
const PRIVATE = "private, no-store";
const signedInErrors = { 401: errorResponse, 403: errorResponse };

const reviewRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  app.get(
    "/api/reviews/mine",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["reviews"],
        summary:
          "My deals that may be reviewed (approved, funded or an accepted offer), with my reviews",
        response: { 200: reviewableDealsResponseSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      return { items: await listReviewableDeals(db, await actorOf(request), new Date()) };
    },
  );

  app.post(
    "/api/reviews",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["reviews"],
        summary: "Review the lender of one of my deals (published after moderation)",
        description:
          "Once per submission (409 already_reviewed); the submission must be an approved " +
          "application, a funded loan or carry an accepted offer (409 deal_not_reviewable).",
        body: createReviewBodySchema,
        response: {
          201: ownReviewResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const review = await createReview({
        db,
        actor: await actorOf(request),
        body: request.body,
        now: new Date(),
      });
      return reply.status(201).send({ review });
    },
  );

  app.patch(
    "/api/reviews/:id",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["reviews"],
        summary: "Edit my review within 30 days of posting (it goes back to moderation)",
        params: reviewIdParams,
        body: updateReviewBodySchema,
        response: {
          200: ownReviewResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      review: await updateReview({
        db,
        actor: await actorOf(request),
        id: request.params.id,
        body: request.body,
        now: new Date(),
      }),
    }),
  );

  app.get(
    "/api/lenders/:slug/reviews",
    {
      schema: {
        tags: ["lenders"],
        summary:
          "An active lender's published reviews from verified deals, newest first (5 a page)",
        params: lenderSlugParams,
        querystring: lenderReviewsQuerySchema,
        response: { 200: lenderReviewsResponseSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const page = await listPublishedReviews(db, request.params.slug, request.query.page);
      if (!page) throw notFound("Lender not found.");
      reply.header("cache-control", "no-cache");
      return page;
    },
  );

  app.get(
    "/api/lender-workspace/reviews",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "The published reviews of my lender record, newest first",
        response: { 200: lenderOwnReviewsResponseSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      reply.header("cache-control", PRIVATE);
      return {
        items: lender
          ? await listLenderOwnReviews(db, toActor(viewer.profile, lender.id, lender.seatRole))
          : [],
      };
    },
  );

  app.post(
    "/api/lender-workspace/reviews/:id/reply",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Post my one public reply to a published review of my lender record",
        params: reviewIdParams,
        body: reviewReplyBodySchema,
        response: {
          200: reviewReplyResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      if (!lender) throw notFound(NO_LENDER_PROFILE_MESSAGE);
      const review = await replyToReview({
        db,
        actor: toActor(viewer.profile, lender.id, lender.seatRole),
        id: request.params.id,
        reply: request.body.reply,
        now: new Date(),
      });
      return { review };
    },
  );
};

export default reviewRoutes;
