import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthOkResponseSchema, healthUnavailableResponseSchema } from "@/domain/contract/system";
import type { RouteDeps } from "../route-deps";

const healthRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: {
          200: healthOkResponseSchema,
          503: healthUnavailableResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable" });
      }
    },
  );
};

export default healthRoutes;
