/**
 * The privacy log (issue 33; contract: privacy.ts): requests to know and to delete with their
 * dates. Registered inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import { privacyRequestListQuerySchema, privacyRequestListSchema } from "@/domain/contract/privacy";
import { listPrivacyRequests } from "../../services/privacy/list-privacy-requests";
import { NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const privacyRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/privacy-requests",
    {
      schema: {
        tags: ["admin"],
        summary: "Requests to know (exports) and to delete, newest first (50 a page)",
        querystring: privacyRequestListQuerySchema,
        response: {
          200: privacyRequestListSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listPrivacyRequests(db, request.query);
    },
  );
};

export default privacyRoutes;
