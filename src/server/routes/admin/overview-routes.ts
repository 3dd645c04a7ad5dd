import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOverviewSchema } from "@/domain/contract/admin";
import { errorResponse } from "@/domain/contract/error";
import { getAdminOverview } from "../../services/admin/get-admin-overview";
import type { AdminRouteDeps } from "./index";

/** Registered inside the admin plugin (prefix /api/admin), whose hook requires an admin. */
const overviewRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/overview",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin overview counts (admin only)",
        response: { 200: adminOverviewSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return getAdminOverview(db);
    },
  );
};

export default overviewRoutes;
