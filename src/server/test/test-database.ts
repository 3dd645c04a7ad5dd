/**
 * A migrated database in the template's state for one test file: PGlite in memory by default
 * (pglite-pool.ts), or a database of its own on the PostgreSQL server named by
 * TEST_DATABASE_URL (copied here from the migrated template, dropped at close), named with
 * TEST_DATABASE_PREFIX (default `lenderlane_test_`) so runs sharing a server keep to their own.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from "./global-setup";
import { openPgliteTestDatabase } from "./pglite-pool";

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!serverUrl && template) return openPgliteTestDatabase(template);
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(handle);
    return handle;
  }
  const prefix = process.env.TEST_DATABASE_PREFIX ?? "lenderlane_test_";
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`Bad TEST_DATABASE_PREFIX: ${prefix}`);
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A copy of the migrated template (global-setup.ts) when there is one.
    const pgTemplate = process.env[PG_TEMPLATE_ENV];
    await admin.query(`CREATE DATABASE ${name}${pgTemplate ? ` TEMPLATE ${pgTemplate}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  // A no-op on a copy of the template; it proves the copy is migrated.
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
