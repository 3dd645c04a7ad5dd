/**
 * The database: embedded PGlite (PostgreSQL compiled to WASM) in a data folder by default, or a
 * PostgreSQL server through `pg` when a URL is given. Both speak the same SQL and migrations.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle passed to code that may run inside or outside a transaction. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs raw SQL statements on the underlying connection (migrations, test set-up). */
  close(): Promise<void>;
  /** PGlite instance when embedded (for tests that need low-level access), else undefined. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string | null }
  | { kind: "postgres"; url: string; poolSize?: number };

// numeric and bigint columns are mapped by drizzle; keep pg's default parsers for everything else.

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    pool.on("error", (error) => {
      // An idle client lost its connection (database restart): the pool replaces it.
      console.error("PostgreSQL pool error:", error.message);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }

  if (target.dataDir === null) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return { db, kind: "pglite", pglite: client, close: () => client.close() };
  }

  const dataDir = path.resolve(target.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      pglite: client,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
