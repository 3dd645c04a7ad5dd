/**
 * Prometheus metrics (issue 33 'Metrics and health'), served at /metrics (metrics-routes.ts):
 * per route request counts and latency, 429 refusals, the process (event-loop delay, heap,
 * RSS, GC: prom-client's default set), the catalogue's size and age, the mail queue's depth and
 * failures, and the open live streams. Process metrics are one set per process whatever the
 * number of apps built in it (tests build many); the app's own live in its registry.
 */
import { count, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Database } from "../db/client";
import { outgoingMails } from "../db/schema";

let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsSources {
  db: Database;
  catalogue: CatalogueCache;
  /** Open GET /api/events streams in this process. */
  liveStreams: () => number;
}

/** The route a request matched (its pattern, so ids do not multiply the series), or 'unmatched'. */
const routeOf = (pattern: string | undefined) => pattern ?? "unmatched";

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<"method" | "route" | "status">;
  private readonly refusals: Counter<"route">;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: "lenderlane_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.refusals = new Counter({
      name: "lenderlane_rate_limit_refusals_total",
      help: "Requests refused with 429 (an abuse limit or throttle), by route pattern",
      labelNames: ["route"],
      registers,
    });
    new Gauge({
      name: "lenderlane_catalogue_lenders",
      help: "Lenders in the loaded public catalogue (0 before the first load)",
      registers,
      collect() {
        this.set(sources.catalogue.loaded?.size ?? 0);
      },
    });
    new Gauge({
      name: "lenderlane_catalogue_age_seconds",
      help: "Seconds since the catalogue was loaded or last updated (-1 before the first load)",
      registers,
      collect() {
        const at = sources.catalogue.loadedAt;
        this.set(at ? (Date.now() - at.getTime()) / 1000 : -1);
      },
    });
    new Gauge({
      name: "lenderlane_live_streams",
      help: "Open live-update streams (GET /api/events) in this process",
      registers,
      collect() {
        this.set(sources.liveStreams());
      },
    });
    new Gauge({
      name: "lenderlane_mail_queue",
      help: "Mails in the outgoing queue by status: pending (not yet sent) and failed (given up)",
      labelNames: ["status"],
      registers,
      async collect() {
        const rows = await sources.db
          .select({ status: outgoingMails.status, count: count() })
          .from(outgoingMails)
          .where(inArray(outgoingMails.status, ["pending", "failed"]))
          .groupBy(outgoingMails.status);
        const counts = new Map(rows.map((row) => [row.status as string, row.count]));
        for (const status of ["pending", "failed"]) this.set({ status }, counts.get(status) ?? 0);
      },
    });
  }

  observe(method: string, pattern: string | undefined, status: number, seconds: number): void {
    const route = routeOf(pattern);
    this.requests.observe({ method, route, status: String(status) }, seconds);
    if (status === 429) this.refusals.inc({ route });
  }

  /** The exposition text: the process's metrics and this app's. */
  async text(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Decorates the app with its metrics and times every answer. */
export default fp(
  async function metricsPlugin(app: FastifyInstance, sources: MetricsSources) {
    const metrics = new AppMetrics(sources);
    app.decorate("metrics", metrics);
    app.addHook("onResponse", async (request, reply) => {
      metrics.observe(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: "metrics" },
);
