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

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  await runMigrations(handle);
  return handle;
}

export function createServices(config: AppConfig, handle: DatabaseHandle) {
  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({
    db: handle.db,
    mailer,
    baseUrl: config.baseUrl,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    supportEmail: config.supportEmail,
    secureCookies: config.isProduction,
    rateLimit: config.env !== "test",
  });
  return { mailer, auth };
}
