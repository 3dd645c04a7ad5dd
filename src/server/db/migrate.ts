import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { projectPath } from "../lib/project-root";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = projectPath("drizzle");

/** Arbitrary constant: the advisory lock that serialises migrations of several starting servers. */
const MIGRATION_LOCK_ID = 727_401;

/** Applies every committed migration that the database has not seen yet. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  if (!handle.pool) throw new Error("PostgreSQL handle without a pool");
  // One connection holds the advisory lock and runs the migrations, so servers that start
  // together behind a load balancer migrate one after the other instead of racing.
  const client: pg.PoolClient = await handle.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
