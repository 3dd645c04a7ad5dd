/**
 * The audit trail routes (issue 13; contract: admin-audit.ts): one user's or lender's entries,
 * newest first; and the audit log page's list of every entry (issue 28). Registered inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  auditListQuerySchema,
  auditListSchema,
  auditLogQuerySchema,
  auditLogSchema,
} from "@/domain/contract/admin-audit";
import { errorResponse } from "@/domain/contract/error";
import { listAuditLog } from "../../services/admin/list-audit-log";
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

  app.get(
    "/audit-log",
    {
      schema: {
        tags: ["admin"],
        summary: "The audit log: every entry, newest first (50 a page), filtered",
        description:
          "Filters: actor (email or name contains), target (name contains), action, and " +
          "from/to instants. Entries keep the names copied when they were written, so a " +
          "deleted lender's entries stay readable; targetExists says whether it still exists.",
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAuditLog(db, request.query);
    },
  );
};

export default auditRoutes;
