/**
 * The approved lender's workspace API (issue 12): its own record, products and profile views,
 * the inquiries addressed to it, its answers, and the self-update. Every route requires an
 * approved lender account (pending and rejected accounts get 403); the record is the one the
 * account manages (resolveOwnLender), so no route reaches another lender's data.
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import { leadListQuerySchema, lenderLeadListSchema } from "@/domain/contract/lender-leads";
import {
  answerInquiryBodySchema,
  answerInquiryResponseSchema,
  confirmProductsBodySchema,
  confirmProductsResponseSchema,
  lenderIdParams,
  lenderReapplyBodySchema,
  lenderReapplyResponseSchema,
  lenderWorkspaceResponseSchema,
  submissionIdParams,
  updateLenderBodySchema,
  updateLenderResponseSchema,
} from "@/domain/contract/lender-workspace";
import { toActor } from "@/domain/policies/actor";
import { canReapplyAsLender } from "@/domain/policies/lender-policies";
import { notFound } from "../../lib/app-error";
import {
  actorOf,
  requireApprovedLender,
  requireLenderAccount,
  requirePolicy,
  viewerOf,
} from "../../plugins/guards";
import { confirmProducts } from "../../services/lender-workspace/confirm-products";
import { answerInquiry } from "../../services/lender-workspace/lender-inquiries";
import { listLenderLeads } from "../../services/lender-workspace/list-lender-leads";
import { listOwnProducts } from "../../services/lender-workspace/list-own-products";
import { profileViewsOf } from "../../services/lender-workspace/profile-views";
import { reapplyLender } from "../../services/lender-workspace/reapply-lender";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import {
  NO_LENDER_PROFILE_MESSAGE,
  updateLender,
} from "../../services/lender-workspace/update-lender";
import {
  toWorkspaceLender,
  toWorkspaceProduct,
} from "../../services/lender-workspace/workspace-dto";
import type { RouteDeps } from "../route-deps";

/** Private to the signed-in lender, and never stale after its own edits. */
const PRIVATE = "private, no-store";
const errors = { 401: errorResponse, 403: errorResponse };

const workspaceRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "auth" | "mailer" | "baseUrl" | "supportEmail" | "rateLimits">
> = async (app, { db, auth, mailer, baseUrl, supportEmail, rateLimits }) => {
  app.get(
    "/api/lender-workspace",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "My lender record, its loan products and its profile views (approved lenders)",
        response: { 200: lenderWorkspaceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const lender = await resolveOwnLender(db, await viewerOf(request));
      reply.header("cache-control", PRIVATE);
      if (!lender) return { lender: null, products: [], views: null, seatRole: null };
      const products = await listOwnProducts(db, lender.id);
      return {
        lender: toWorkspaceLender(lender),
        products: products.map(toWorkspaceProduct),
        views: await profileViewsOf(db, lender.id, new Date()),
        seatRole: lender.seatRole,
      };
    },
  );

  app.get(
    "/api/lender-workspace/inquiries",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "The loan requests sent to my lender record: searched, filtered, 50 a page",
        description:
          "Newest first unless sorted by amount or oldest unanswered; each lead with its " +
          "private pipeline, offer state, unread count and the borrower's activity. Issue 31.",
        querystring: leadListQuerySchema,
        response: { 200: lenderLeadListSchema, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      reply.header("cache-control", PRIVATE);
      return listLenderLeads(
        db,
        toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null),
        request.query,
        new Date(),
      );
    },
  );

  app.post(
    "/api/lender-workspace/inquiries/:submissionId/answer",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary:
          "Answer a loan request sent to me: Interested or Declined (with a reason), with a note",
        params: submissionIdParams,
        body: answerInquiryBodySchema,
        response: {
          200: answerInquiryResponseSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      if (!lender) throw notFound(NO_LENDER_PROFILE_MESSAGE);
      const inquiry = await answerInquiry({
        db,
        mailer,
        rateLimits,
        baseUrl,
        supportEmail,
        secret: (await auth.$context).secret,
        actor: toActor(viewer.profile, lender.id, lender.seatRole),
        answeredBy: viewer.user.id,
        submissionId: request.params.submissionId,
        answer: request.body.answer,
        note: request.body.note,
        declineReason: request.body.declineReason,
        declineReasonText: request.body.declineReasonText,
        now: new Date(),
      });
      return { inquiry };
    },
  );

  app.put(
    "/api/lender-workspace/lenders/:lenderId",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Save my lender profile and, when changed, its loan products",
        description:
          "One transaction with field history. Sources are forced to 'Lender provided' and " +
          "enabled products' last_updated to today; the Active switch is admins' only.",
        params: lenderIdParams,
        body: updateLenderBodySchema,
        response: {
          200: updateLenderResponseSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { productsChanged, ...values } = request.body;
      const actor = await actorOf(request);
      const { lender, products } = await updateLender({
        db,
        actor,
        lenderId: request.params.lenderId,
        values,
        productsChanged,
        now: new Date(),
      });
      return {
        lender: toWorkspaceLender(lender),
        products: products.map(toWorkspaceProduct),
      };
    },
  );

  app.post(
    "/api/lender-workspace/lenders/:lenderId/confirm-products",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "'Update Today': confirm my loan products' terms as current",
        description:
          "Every active product's last_updated becomes today (one history row each); " +
          "nothing else changes. Issue 28.",
        params: lenderIdParams,
        body: confirmProductsBodySchema,
        response: {
          200: confirmProductsResponseSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { lender, products } = await confirmProducts({
        db,
        actor: await actorOf(request),
        lenderId: request.params.lenderId,
        now: new Date(),
      });
      return {
        lender: toWorkspaceLender(lender),
        products: products.map(toWorkspaceProduct),
      };
    },
  );

  app.post(
    "/api/lender-workspace/reapply",
    {
      // Any lender gets past the first check; whether this one may reapply is decided after
      // the body's own checks, so malformed input gets its 400/413/415 as on every route.
      onRequest: requireLenderAccount,
      preHandler: requirePolicy(canReapplyAsLender),
      schema: {
        tags: ["lender-workspace"],
        summary: "'Reapply': my refused lender application goes back to pending review",
        description:
          "Rejected lender accounts only (403 otherwise), so once per admin decision; the " +
          "admins are mailed through the outbox. Issue 28.",
        body: lenderReapplyBodySchema,
        response: {
          200: lenderReapplyResponseSchema,
          400: errorResponse,
          ...errors,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return reapplyLender({ db, mailer, baseUrl, supportEmail, userId: viewer.user.id });
    },
  );
};

export default workspaceRoutes;
