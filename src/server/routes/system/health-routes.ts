import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  healthLiveResponseSchema,
  healthOkResponseSchema,
  healthReadyResponseSchema,
  healthUnavailableResponseSchema,
} from "@/domain/contract/system";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { healthCheck } from "../../observability/health-check";
import { readinessCheck } from "../../observability/readiness";
import { sharedCheck } from "../../observability/shared-check";
import type { RouteDeps } from "../route-deps";

/**
 * 503 only when the database is unreachable (nothing works then); an unreachable rate-limit
 * store is 200 "degraded": every process shares it, so a 503 would take every instance out of
 * the load balancer for a fault that only stops the limited routes
 * (docs/decisions/rate-limits.md). What it costs: one statement with the default store, shared
 * by the probes that ask at once, a passing answer given again for at most a second
 * (observability/health-check.ts, docs/decisions/2026-11-28-cheap-health.md).
 */
const healthRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "rateLimits"> & { catalogue: CatalogueCache; migrations?: number }
> = async (app, { db, rateLimits, catalogue, migrations }) => {
  // Issue 33: the process (for a restart decision) and readiness (for the load balancer).
  app.get(
    "/api/health/live",
    {
      schema: {
        tags: ["system"],
        summary: "The process answers",
        response: { 200: healthLiveResponseSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  // Probes that ask while a readiness check runs share it (issue 34); every later probe checks
  // again: readiness is what the load balancer acts on, so nothing of it is reused.
  const ready = sharedCheck(
    readinessCheck({
      db,
      rateLimits,
      catalogue,
      ...(migrations !== undefined ? { migrations } : {}),
      log: (message, error) => app.log.error({ err: error }, message),
    }),
    { reuseMs: 0, passed: () => false },
  );
  app.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Ready for traffic: database, migrations, Redis when configured, catalogue",
        response: { 200: healthReadyResponseSchema, 503: healthReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const answer = await ready();
      return reply.status(answer.status === "ready" ? 200 : 503).send(answer);
    },
  );

  const health = healthCheck({
    db,
    rateLimits,
    log: (level, detail, message) => app.log[level](detail, message),
  });
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
    async (_request, reply) => {
      const { database, store: storeOk } = await health();
      const rateLimitStore = { store: rateLimits.kind, ok: storeOk };
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
