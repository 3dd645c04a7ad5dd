import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthOkResponseSchema, healthUnavailableResponseSchema } from "@/domain/contract/system";
import type { RouteDeps } from "../route-deps";

/**
 * 503 only when the database is unreachable (nothing works then); an unreachable rate-limit
 * store is 200 "degraded": every process shares it, so a 503 would take every instance out of
 * the load balancer for a fault that only stops the limited routes
 * (docs/decisions/rate-limits.md).
 */
const healthRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db" | "rateLimits">> = async (
  app,
  { db, rateLimits },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness, database and rate-limit store check",
        response: {
          200: healthOkResponseSchema,
          503: healthUnavailableResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const [database, storeOk] = await Promise.all([
        db.execute(sql`select 1`).then(
          () => true,
          (error: unknown) => {
            request.log.error({ err: error }, "health check: database unreachable");
            return false;
          },
        ),
        rateLimits.check(),
      ]);
      const rateLimitStore = { store: rateLimits.kind, ok: storeOk };
      if (!storeOk)
        request.log.warn({ store: rateLimits.kind }, "health check: rate-limit store unreachable");
      if (!database) {
        return reply.status(503).send({ status: "error", database: "unreachable", rateLimitStore });
      }
      return {
        status: storeOk ? ("ok" as const) : ("degraded" as const),
        database: "ok" as const,
        rateLimitStore,
      };
    },
  );
};

export default healthRoutes;
