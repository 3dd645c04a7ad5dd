/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a database of
 * its own on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped at close).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import * as schema from "../db/schema";
import { TEMPLATE_ENV } from "./global-setup";

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!serverUrl && template) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    const db = drizzle({ client, schema }) as unknown as Database;
    // Already migrated; running the migrator again is a cheap no-op that proves it.
    const handle: DatabaseHandle = {
      db,
      kind: "pglite",
      pglite: client,
      close: () => client.close(),
    };
    await runMigrations(handle);
    return handle;
  }
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(handle);
    return handle;
  }
  const name = `lenderlane_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
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
