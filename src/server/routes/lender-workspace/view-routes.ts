/**
 * The public profile-view beacon (issue 12): the lender profile page posts one view per visit;
 * the server counts one per visitor per day and leaves bots out (services/lender-workspace/
 * profile-views.ts). Always 204 for a known lender, counted or not.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import { lenderViewParams } from "@/domain/contract/lender-workspace";
import { recordProfileView } from "../../services/lender-workspace/profile-views";
import type { RouteDeps } from "../route-deps";

const viewRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  app.post(
    "/api/lenders/:slug/views",
    {
      schema: {
        tags: ["lenders"],
        summary: "Count a view of a lender's public profile (one per visitor per day)",
        params: lenderViewParams,
        response: { 204: z.null().describe("No content"), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await recordProfileView({
        db,
        slug: request.params.slug,
        address: request.ip,
        userAgent: request.headers["user-agent"],
        now: new Date(),
      });
      return reply.code(204).send(null);
    },
  );
};

export default viewRoutes;
