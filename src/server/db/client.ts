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
import { PGLITE_EXTENSIONS } from "./pglite-extensions";
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

/** Seconds a new connection may take before the attempt fails (database down or unreachable). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pg pool that survives the database going away (restart, failover, network): no lost
 * connection may end the process. The pool handles an idle client's error itself (the 'error'
 * listener below only logs it; the client is discarded). A client that is checked out, e.g. in
 * a transaction between two queries, has no listener of the pool's: without the one added on
 * 'connect', its 'error' event would be unhandled and crash the process. The query in progress
 * fails on its own (the request answers 503, see plugins/error-handler.ts) and the broken
 * client is discarded when released.
 */
export function createPool(
  url: string,
  max: number,
  log: (message: string) => void = (message) => console.error(message),
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on("error", (error) => {
    log(`PostgreSQL pool: an idle connection failed (${error.message}); it will be replaced`);
  });
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      log(`PostgreSQL pool: a connection in use failed (${error.message})`);
    });
  });
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = createPool(target.url, target.poolSize ?? 10);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }

  if (target.dataDir === null) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return { db, kind: "pglite", pglite: client, close: () => client.close() };
  }

  const dataDir = path.resolve(target.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"), {
      extensions: PGLITE_EXTENSIONS,
    });
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
