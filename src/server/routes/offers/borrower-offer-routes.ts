/**
 * The borrower's offers (issue 15): compare the offers on an own loan request and accept one;
 * the dashboard reads the offers of all own requests in one call (issue 28)
 * (optionally declining the other lenders, as the funded dialog does). Borrower accounts only
 * (401 visitor, 403 other roles); another borrower's request answers 404 like a missing one;
 * an expired, withdrawn or closed offer answers 409 with its code.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  acceptOfferBodySchema,
  borrowerOffersResponseSchema,
  requestIdParams,
  requestOfferParams,
  requestOffersResponseSchema,
} from "@/domain/contract/offers";
import { canManageOwnInquiries } from "@/domain/policies/inquiry-policies";
import { actorOf, requirePolicy } from "../../plugins/guards";
import { acceptOffer } from "../../services/offers/accept-offer";
import { listBorrowerOffers, listRequestOffers } from "../../services/offers/request-offers";
import type { RouteDeps } from "../route-deps";

const requireBorrower = requirePolicy(
  canManageOwnInquiries,
  "Offers are accepted from borrower accounts.",
);
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

const borrowerOfferRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "mailer" | "baseUrl" | "supportEmail">
> = async (app, { db, mailer, baseUrl, supportEmail }) => {
  app.get(
    "/api/loan-requests/offers",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["offers"],
        summary: "The offers on all my loan requests in one answer (the dashboard)",
        response: { 200: borrowerOffersResponseSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listBorrowerOffers(db, await actorOf(request), new Date());
    },
  );

  app.get(
    "/api/loan-requests/:id/offers",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["offers"],
        summary: "The offers on my loan request, per lender, with their figures",
        params: requestIdParams,
        response: { 200: requestOffersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listRequestOffers(db, await actorOf(request), request.params.id, new Date());
    },
  );

  app.post(
    "/api/loan-requests/:id/offers/:offerId/accept",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["offers"],
        summary: "Accept an offer: its lender is marked Approved (and the others declined)",
        params: requestOfferParams,
        body: acceptOfferBodySchema,
        response: {
          200: requestOffersResponseSchema,
          400: errorResponse,
          ...errors,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      acceptOffer({
        db,
        mailer,
        baseUrl,
        supportEmail,
        actor: await actorOf(request),
        inquiryId: request.params.id,
        offerId: request.params.offerId,
        declineOthers: request.body.declineOthers,
        now: new Date(),
      }),
  );
};

export default borrowerOfferRoutes;
