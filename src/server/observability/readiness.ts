/**
 * Readiness (issue 33): an instance gets traffic once its database answers, every committed
 * migration is applied, the shared Redis store answers when one is configured, and the public
 * catalogue loads. Each check fails on its own, so the answer says which one is wrong.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { HealthReady } from "@/domain/contract/system";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Database } from "../db/client";
import { MIGRATIONS_FOLDER } from "../db/migrate";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";

type Check = HealthReady["checks"]["database"];

/** How many migrations the code ships (drizzle's journal). */
export function committedMigrations(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export interface ReadinessSources {
  db: Database;
  rateLimits: RateLimitStore;
  catalogue: CatalogueCache;
  /** Migrations the code ships; read from the journal when not given. */
  migrations?: number;
  log: (message: string, error: unknown) => void;
}

const ok = (value: boolean): Check => (value ? "ok" : "failed");

export function readinessCheck(sources: ReadinessSources): () => Promise<HealthReady> {
  const expected = sources.migrations ?? committedMigrations();
  const attempt = (name: string, run: () => Promise<boolean>) =>
    run().catch((error: unknown) => {
      sources.log(`readiness: ${name} check failed`, error);
      return false;
    });
  return async () => {
    const [database, migrations, redis, catalogue] = await Promise.all([
      attempt("database", async () => {
        await sources.db.execute(sql`select 1`);
        return true;
      }),
      attempt("migrations", async () => {
        const result = await sources.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        const [row] = (result as { rows?: { applied: number }[] }).rows ?? [];
        return Number(row?.applied ?? 0) >= expected;
      }),
      sources.rateLimits.kind === "redis"
        ? attempt("redis", () => sources.rateLimits.check())
        : Promise.resolve(null),
      attempt("catalogue", async () => {
        await sources.catalogue.get();
        return true;
      }),
    ]);
    const checks: HealthReady["checks"] = {
      database: ok(database),
      migrations: ok(migrations),
      redis: redis === null ? "not_configured" : ok(redis),
      catalogue: ok(catalogue),
    };
    const ready = Object.values(checks).every((check) => check !== "failed");
    return { status: ready ? "ready" : "not_ready", checks };
  };
}
