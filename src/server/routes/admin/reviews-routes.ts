/**
 * The review moderation queue (issue 35; contract: src/domain/contract/reviews.ts): reviews
 * by status, and publish or reject (with a reason), audited. Registered inside the admin
 * plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  adminReviewResponseSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  reviewDecisionBodySchema,
  reviewIdParams,
} from "@/domain/contract/reviews";
import { listAdminReviews, moderateReview } from "../../services/reviews/moderate-review";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const reviewsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { db, mailer, baseUrl, supportEmail, linkSecret },
) => {
  app.get(
    "/reviews",
    {
      schema: {
        tags: ["admin"],
        summary: "Borrowers' reviews by status (pending: oldest first), 50 a page",
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAdminReviews(db, request.query);
    },
  );

  app.post(
    "/reviews/:id/decision",
    {
      schema: {
        tags: ["admin"],
        summary: "Publish a pending review, or reject it with a reason (audited)",
        params: reviewIdParams,
        body: reviewDecisionBodySchema,
        response: {
          200: adminReviewResponseSchema,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      review: await moderateReview({
        db,
        admin: await adminActorOf(request),
        id: request.params.id,
        decision: request.body.decision,
        reason: request.body.reason,
        now: new Date(),
        mail: { mailer, baseUrl, supportEmail, secret: await linkSecret() },
      }),
    }),
  );
};

export default reviewsRoutes;
