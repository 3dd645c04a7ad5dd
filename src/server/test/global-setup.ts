/**
 * Vitest global set-up: on PGlite, migrate one database once and save it as a template that
 * every test file loads (a fresh copy each), instead of each file running initdb and migrations.
 */
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "../db/migrate";

export const TEMPLATE_ENV = "LENDERLANE_PGLITE_TEMPLATE";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(tmpdir(), `lenderlane-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}
