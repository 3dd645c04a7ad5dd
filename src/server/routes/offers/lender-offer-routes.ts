/**
 * The lender's offer desk (issue 15; contract in src/domain/contract/offers.ts): list its
 * offers, send one on a submission addressed to its record, revise and withdraw. Approved
 * lender accounts only (401 visitor, 403 other roles and pending/rejected lenders); a
 * submission or offer of another lender answers 404 like a missing one.
 */

import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  lenderOffersResponseSchema,
  offerIdParams,
  offerResponseSchema,
  offerSubmissionParams,
  offerTermsBodySchema,
} from "@/domain/contract/offers";
import { toActor } from "@/domain/policies/actor";
import { canUseOfferDesk } from "@/domain/policies/offer-policies";
import { requirePolicy, viewerOf } from "../../plugins/guards";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import {
  listLenderOffers,
  reviseOffer,
  sendOffer,
  withdrawOffer,
} from "../../services/offers/lender-offers";
import type { RouteDeps } from "../route-deps";

const requireOfferDesk = requirePolicy(
  canUseOfferDesk,
  "Your lender account must be approved to do this.",
);
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

const lenderOfferRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "mailer" | "baseUrl" | "supportEmail">
> = async (app, { db, mailer, baseUrl, supportEmail }) => {
  /** The lender account with its lender record (null when it manages none yet). */
  async function lenderActor(request: FastifyRequest) {
    const viewer = await viewerOf(request);
    const lender = await resolveOwnLender(db, viewer);
    return {
      lender,
      input: {
        db,
        actor: toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null),
        userId: viewer.user.id,
        now: new Date(),
      },
    };
  }

  app.get(
    "/api/lender-workspace/offers",
    {
      onRequest: requireOfferDesk,
      schema: {
        tags: ["offers"],
        summary: "My offers on the loan requests sent to me, every version, per submission",
        response: { 200: lenderOffersResponseSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { input } = await lenderActor(request);
      reply.header("cache-control", "private, no-store");
      return { items: await listLenderOffers(db, input.actor, input.now) };
    },
  );

  app.post(
    "/api/lender-workspace/inquiries/:submissionId/offers",
    {
      onRequest: requireOfferDesk,
      schema: {
        tags: ["offers"],
        summary: "Send an offer (term sheet) on a loan request sent to me",
        params: offerSubmissionParams,
        body: offerTermsBodySchema,
        response: { 201: offerResponseSchema, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { input } = await lenderActor(request);
      const offer = await sendOffer({
        ...input,
        submissionId: request.params.submissionId,
        terms: request.body,
      });
      return reply.code(201).send({ offer });
    },
  );

  app.post(
    "/api/lender-workspace/offers/:offerId/revisions",
    {
      onRequest: requireOfferDesk,
      schema: {
        tags: ["offers"],
        summary:
          "Revise my open offer, or re-trade my accepted one: a new version (the earlier one is kept as superseded); a re-trade needs the borrower's acceptance again and mails them the changes",
        params: offerIdParams,
        body: offerTermsBodySchema,
        response: { 201: offerResponseSchema, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { input } = await lenderActor(request);
      const offer = await reviseOffer({
        ...input,
        mailer,
        baseUrl,
        supportEmail,
        offerId: request.params.offerId,
        terms: request.body,
      });
      return reply.code(201).send({ offer });
    },
  );

  app.post(
    "/api/lender-workspace/offers/:offerId/withdraw",
    {
      onRequest: requireOfferDesk,
      schema: {
        tags: ["offers"],
        summary: "Withdraw my open offer",
        params: offerIdParams,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { input } = await lenderActor(request);
      return { offer: await withdrawOffer({ ...input, offerId: request.params.offerId }) };
    },
  );
};

export default lenderOfferRoutes;
