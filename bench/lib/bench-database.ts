/**
 * Benchmark databases with N deterministic synthetic lenders (seedSyntheticLenders: same N,
 * same data), kept between runs: a PostgreSQL database `lenderlane_bench_<N>` or a PGlite
 * directory under the system's temp folder, reused when a marker says it holds N lenders.
 * Seeding uses the factories' multi-row inserts (1,000 rows a statement), in one transaction.
 * The marker also holds a fingerprint of the migrations: a database seeded under other
 * migrations (renumbered, added, or from another branch) is dropped and seeded again rather
 * than migrated from a state its journal does not describe.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { seedSyntheticLenders } from "../../src/server/db/seed/synthetic-lenders";

export interface PreparedDatabase {
  kind: "postgres" | "pglite";
  /** PostgreSQL URL of the bench database. */
  url: string | null;
  /** PGlite data directory. */
  dataDir: string | null;
  seededSeconds: number | null;
}

/** A short hash of drizzle's migration journal: changes whenever the migrations do. */
function migrationsFingerprint(): string {
  const journal = readFileSync(
    new URL("../../drizzle/meta/_journal.json", import.meta.url),
    "utf8",
  );
  return createHash("sha256").update(journal).digest("hex").slice(0, 16);
}

async function seed(kind: "postgres" | "pglite", target: string, count: number) {
  const handle =
    kind === "postgres"
      ? await openDatabase({ kind, url: target, poolSize: 2 })
      : await openDatabase({ kind, dataDir: target });
  try {
    await runMigrations(handle);
    const started = performance.now();
    await seedSyntheticLenders({ db: handle.db, count });
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
  }
}

/** Whether a PostgreSQL server answers at `adminUrl`. */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops a bench's database on the server of `adminUrl` (CI runs leave none behind). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("Database name: a-z, 0-9 and _ only");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * `BENCH_DB_SUFFIX` (letters, digits, underscore) keeps separate seeded databases for benches
 * run side by side from different checkouts, e.g. `lenderlane_bench_mybranch_10000`.
 */
function benchDatabaseSuffix(): string {
  const suffix = process.env.BENCH_DB_SUFFIX ?? "";
  if (!/^[a-z0-9_]*$/i.test(suffix)) throw new Error("BENCH_DB_SUFFIX: letters, digits and _ only");
  return suffix ? `${suffix}_` : "";
}

/** `BENCH_DB_PREFIX` (default `lenderlane_bench_`): the name's start, e.g. for a shared server. */
function benchDatabasePrefix(): string {
  const prefix = process.env.BENCH_DB_PREFIX ?? "lenderlane_bench_";
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error("BENCH_DB_PREFIX: a-z, 0-9 and _ only");
  return prefix;
}

export async function preparePostgres(adminUrl: string, count: number): Promise<PreparedDatabase> {
  const name = `${benchDatabasePrefix()}${benchDatabaseSuffix()}${count}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let ready = false;
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [name]))
      .rowCount;
    if (exists) {
      const bench = new pg.Client({ connectionString: url.toString() });
      await bench.connect();
      try {
        const marker = await bench.query<{ count: number; migrations: string }>(
          "select count, migrations from bench_marker limit 1",
        );
        ready =
          marker.rows[0]?.count === count && marker.rows[0]?.migrations === migrationsFingerprint();
      } catch {
        ready = false;
      } finally {
        await bench.end();
      }
    }
    if (!ready) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
  if (ready) return { kind: "postgres", url: url.toString(), dataDir: null, seededSeconds: null };
  const seconds = await seed("postgres", url.toString(), count);
  const bench = new pg.Client({ connectionString: url.toString() });
  await bench.connect();
  await bench.query("create table bench_marker (count integer not null, migrations text not null)");
  await bench.query("insert into bench_marker values ($1, $2)", [count, migrationsFingerprint()]);
  await bench.query("vacuum analyze");
  await bench.end();
  return { kind: "postgres", url: url.toString(), dataDir: null, seededSeconds: seconds };
}

export async function preparePglite(count: number): Promise<PreparedDatabase> {
  const dataDir = path.join(tmpdir(), `lenderlane-bench-pglite-${benchDatabaseSuffix()}${count}`);
  const marker = path.join(tmpdir(), `lenderlane-bench-pglite-${count}.json`);
  const expected = JSON.stringify({ count, migrations: migrationsFingerprint() });
  const ready =
    existsSync(marker) && existsSync(dataDir) && readFileSync(marker, "utf8") === expected;
  if (ready) return { kind: "pglite", url: null, dataDir, seededSeconds: null };
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seconds = await seed("pglite", dataDir, count);
  writeFileSync(marker, expected);
  return { kind: "pglite", url: null, dataDir, seededSeconds: seconds };
}
