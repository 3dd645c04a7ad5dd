/**
 * Admins read a loan request's offers, read-only (issue 15): GET
 * /api/admin/loan-requests/:id/offers, for the admin loan-request detail. Listed in
 * ADMIN_ROUTES, so the admin plugin's hook guards it.
 */
import { errorResponse } from "@/domain/contract/error";
import { requestIdParams, requestOffersResponseSchema } from "@/domain/contract/offers";
import { actorOf } from "../../plugins/guards";
import { listRequestOffers } from "../../services/offers/request-offers";
import type { AdminRoutePlugin } from "../admin/index";

const adminOfferRoutes: AdminRoutePlugin = async (app, { db }) => {
  app.get(
    "/loan-requests/:id/offers",
    {
      schema: {
        tags: ["admin", "offers"],
        summary: "A loan request's offers, every lender and version (read-only)",
        params: requestIdParams,
        response: {
          200: requestOffersResponseSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listRequestOffers(db, await actorOf(request), request.params.id, new Date());
    },
  );
};

export default adminOfferRoutes;
