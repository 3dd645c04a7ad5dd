/**
 * What GET /api/health checks (issue 33, made cheap in issue 34): whether the database answers
 * and whether the rate-limit store answers, in as few round trips as that takes, shared by the
 * probes that ask at once and reused for at most HEALTH_REUSE_MS when it passed
 * (shared-check.ts; docs/decisions/2026-11-28-cheap-health.md).
 *
 * With the default store (PostgreSQL's `rate_limits` table, always in the application's own
 * database: runtime.ts, app.ts) the store's check is one statement on the database, so when it
 * passes the database answered too: one round trip instead of two. Only when it fails does a
 * `select 1` tell whether the database itself is down (503) or only the table (200 degraded).
 * With Redis the two checks are two systems, asked at the same time.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { sharedCheck } from "./shared-check";

/**
 * How long a passing health answer is given again (ms): at most this long can a failure go
 * unreported, far less than a load balancer's probe interval (5-30 s), while a busy instance
 * answers its probes without waiting on the database.
 */
export const HEALTH_REUSE_MS = 1000;

export interface HealthAnswer {
  database: boolean;
  store: boolean;
}

export interface HealthCheckSources {
  db: Database;
  rateLimits: RateLimitStore;
  /** Logs a failed check (the app's logger): the database's at error, the store's at warn. */
  log: (level: "error" | "warn", detail: Record<string, unknown>, message: string) => void;
  reuseMs?: number;
  now?: () => number;
}

/** One check of both dependencies, unshared (healthCheck shares it). */
export function checkHealthOnce({
  db,
  rateLimits,
  log,
}: Pick<HealthCheckSources, "db" | "rateLimits" | "log">): () => Promise<HealthAnswer> {
  const database = () =>
    db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        log("error", { err: error }, "health check: database unreachable");
        return false;
      },
    );
  const storeDown = () => {
    log("warn", { store: rateLimits.kind }, "health check: rate-limit store unreachable");
    return false;
  };
  return async () => {
    if (rateLimits.kind === "postgres") {
      // The store's table is in this database: its one statement answers for both.
      if (await rateLimits.check()) return { database: true, store: true };
      return { database: await database(), store: storeDown() };
    }
    const [databaseOk, storeOk] = await Promise.all([database(), rateLimits.check()]);
    return { database: databaseOk, store: storeOk || storeDown() };
  };
}

/** The health check as the route asks it: single flight, a passing answer reused briefly. */
export function healthCheck(sources: HealthCheckSources): () => Promise<HealthAnswer> {
  return sharedCheck(checkHealthOnce(sources), {
    reuseMs: sources.reuseMs ?? HEALTH_REUSE_MS,
    passed: (answer) => answer.database && answer.store,
    ...(sources.now ? { now: sources.now } : {}),
  });
}
