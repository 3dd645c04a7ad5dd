/**
 * GET /metrics (issue 33): Prometheus' text format (observability/metrics.ts), for the
 * operator's scraper only (canScrapeMetrics): everyone else gets the not-found answer, so the
 * endpoint does not announce itself.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { canScrapeMetrics } from "@/domain/policies/system-policies";
import { notFound } from "../../lib/app-error";
import { isLoopbackAddress } from "../../lib/loopback-address";

const digest = (value: string) => createHash("sha256").update(value).digest();

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

const metricsRoutes: FastifyPluginAsync<{ token?: string | undefined }> = async (
  app,
  { token },
) => {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const allowed = canScrapeMetrics({
      peerIsLoopback: isLoopbackAddress(request.socket.remoteAddress ?? ""),
      forwarded:
        request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined,
      bearerMatches: bearerMatches(request, token),
    });
    if (!allowed) throw notFound("Not found");
    const { contentType, body } = await app.metrics.text();
    return reply.header("cache-control", "no-store").type(contentType).send(body);
  });
};

export default metricsRoutes;
