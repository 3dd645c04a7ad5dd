/**
 * Vitest global set-up: migrate one database once as the template of every test file's
 * database, instead of each file running initdb and the migrations. On PGlite it is saved as a
 * data-folder archive (pglite-pool.ts loads it); on the PostgreSQL server of TEST_DATABASE_URL
 * it is a database that each file's own is created from (CREATE DATABASE ... TEMPLATE).
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openDatabase } from "../db/client";
import { MIGRATIONS_FOLDER, runMigrations } from "../db/migrate";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";

export const TEMPLATE_ENV = "LENDERLANE_PGLITE_TEMPLATE";

/** The PostgreSQL template database's name, for test-database.ts. */
export const PG_TEMPLATE_ENV = "LENDERLANE_PG_TEMPLATE";

async function setupPostgresTemplate(serverUrl: string) {
  // With TEST_DATABASE_PREFIX (test-database.ts), the template keeps to the same prefix.
  const prefix = process.env.TEST_DATABASE_PREFIX;
  const stem =
    prefix && /^[a-z_][a-z0-9_]*$/.test(prefix) ? `${prefix}template_` : "lenderlane_template_";
  const name = `${stem}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any file copies it: PostgreSQL copies a template nobody is connected to.
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
}

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return setupPostgresTemplate(process.env.TEST_DATABASE_URL);
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(tmpdir(), `lenderlane-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}
