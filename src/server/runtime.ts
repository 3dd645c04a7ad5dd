/**
 * Wires configuration to the real services: database (migrated), mailer (mail queue), auth. Shared by the
 * start, dev and CLI entry points so each does it the same way.
 */

import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import type { AppConfig } from "./env";
import { createMailer } from "./mail/mailer";
import { createPgRateLimitStore } from "./rate-limit/pg-rate-limit-store";
import type { RateLimitStore } from "./rate-limit/rate-limit-store";
import { createRedisRateLimitStore } from "./rate-limit/redis-rate-limit-store";

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  await runMigrations(handle);
  return handle;
}

/**
 * The abuse limits' counters: Redis when REDIS_URL is set, else the database's rate_limits
 * table. The Redis connection does not keep a process alive (command-line tools end on their
 * own); the server closes it on shutdown.
 */
export function createRateLimitStore(config: AppConfig, handle: DatabaseHandle): RateLimitStore {
  if (config.redisUrl) return createRedisRateLimitStore({ url: config.redisUrl, unref: true });
  return createPgRateLimitStore(handle.db);
}

export function createServices(config: AppConfig, handle: DatabaseHandle) {
  const rateLimits = createRateLimitStore(config, handle);
  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({
    db: handle.db,
    mailer,
    rateLimits,
    baseUrl: config.baseUrl,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    supportEmail: config.supportEmail,
    secureCookies: config.isProduction,
    rateLimit: config.env !== "test",
  });
  return { mailer, auth, rateLimits };
}
