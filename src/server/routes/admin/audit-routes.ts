/**
 * The audit trail route (issue 13; contract: admin-audit.ts): one user's or lender's entries,
 * newest first. Registered inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditListQuerySchema, auditListSchema } from "@/domain/contract/admin-audit";
import { errorResponse } from "@/domain/contract/error";
import { listAudit } from "../../services/admin/record-audit";
import { NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const auditRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "Audit entries of one user or lender, newest first (50 a page)",
        querystring: auditListQuerySchema,
        response: {
          200: auditListSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAudit(db, request.query);
    },
  );
};

export default auditRoutes;
