/**
 * Test databases on PGlite, reused within a worker: the first file a worker runs loads the
 * migrated template (global-setup.ts) into a PGlite instance; when that file closes its
 * database, the instance is emptied back to the template's state (every table truncated, the
 * rows the migrations insert put back, sequences and session state reset) and the worker's next
 * file gets it. Starting a PGlite instance costs seconds of CPU (the WebAssembly instance,
 * unpacking the data folder, starting PostgreSQL); emptying one costs milliseconds.
 *
 * An instance whose schema no longer matches the template's (a test created a function or
 * trigger of its own) is closed instead of reused, as is one whose reset fails, so no test
 * sees another file's data or schema. Each open gets its own Drizzle object, so nothing keyed
 * by the database object outlives a file.
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";
import * as schema from "../db/schema";

/** What a freshly loaded template holds, learnt from the first instance of the worker. */
interface TemplateState {
  /** Truncates every table and puts back the migrations' own rows and sequence values. */
  resetSql: string;
  /** The schema's fingerprint (fingerprintSql), to notice a test that changed it. */
  fingerprint: string;
}

const idle: PGlite[] = [];
let templateBlob: Blob | undefined;
let templateState: Promise<TemplateState> | undefined;

/** Relations, columns, constraints, triggers, functions and types of the app's schemas. */
const fingerprintSql = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT 'r:' || c.oid::regclass::text || ':' || c.relkind::text AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL
    SELECT 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text
        || ':' || a.attnotnull::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'k:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT 't:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
      FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'y:' || t.oid::regtype::text || ':' || coalesce(e.enumlabel, '')
      FROM pg_type t LEFT JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE t.typnamespace = 'public'::regnamespace
  ) items`;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(fingerprintSql);
  return rows[0]?.fingerprint ?? "";
}

/** Reads the template's rows and sequences once, as SQL that puts them back. */
async function learnTemplate(client: PGlite): Promise<TemplateState> {
  const { rows: names } = await client.query<{ name: string }>(`
    SELECT format('%I.%I', schemaname, tablename) AS name
    FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const tables: { name: string; rows: string }[] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ rows: string }>(
      `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${name} t`,
    );
    tables.push({ name, rows: rows[0]?.rows ?? "[]" });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(`
    SELECT format('%I.%I', schemaname, sequencename) AS name,
      last_value::text AS value
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  const statements = [
    // Triggers (and foreign-key checks) stay off while the template's rows go back in.
    "SET session_replication_role = replica",
    `TRUNCATE ${tables.map((table) => table.name).join(", ")} RESTART IDENTITY CASCADE`,
    ...tables
      .filter((table) => table.rows !== "[]")
      .map(
        (table) =>
          `INSERT INTO ${table.name} SELECT * FROM json_populate_recordset(NULL::${table.name}, ${quoteLiteral(table.rows)}::json)`,
      ),
    ...sequences
      .filter((sequence) => sequence.value !== null)
      .map(
        (sequence) =>
          `SELECT setval(${quoteLiteral(sequence.name)}, ${sequence.value ?? "1"}, true)`,
      ),
    "SET session_replication_role = DEFAULT",
  ];
  return { resetSql: `${statements.join(";\n")};`, fingerprint: await fingerprintOf(client) };
}

async function loadTemplate(templateFile: string): Promise<PGlite> {
  templateBlob ??= new Blob([readFileSync(templateFile)]);
  const client = await PGlite.create({ loadDataDir: templateBlob, extensions: PGLITE_EXTENSIONS });
  templateState ??= learnTemplate(client);
  await templateState;
  return client;
}

/** Empties a used instance back to the template's state, or closes it if it cannot be. */
async function release(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    if (client.isInTransaction()) await client.exec("ROLLBACK");
    const template = await (templateState as Promise<TemplateState>);
    if ((await fingerprintOf(client)) !== template.fingerprint) {
      await client.close();
      return;
    }
    await client.exec(template.resetSql);
    // Session state a test may have left: settings, prepared statements, listeners, locks.
    await client.exec("DISCARD ALL");
    idle.push(client);
  } catch {
    if (!client.closed) await client.close().catch(() => {});
  }
}

/** A database in the template's state: a used instance of this worker's, else a new one. */
export async function openPgliteTestDatabase(templateFile: string): Promise<DatabaseHandle> {
  const client = idle.pop() ?? (await loadTemplate(templateFile));
  const db = drizzle({ client, schema }) as unknown as Database;
  let released = false;
  const handle: DatabaseHandle = {
    db,
    kind: "pglite",
    pglite: client,
    close: async () => {
      if (released) return;
      released = true;
      await release(client);
    },
  };
  // Already migrated; running the migrator again is a cheap no-op that proves it.
  await runMigrations(handle);
  return handle;
}
