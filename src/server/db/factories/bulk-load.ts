/**
 * PostgreSQL's bulk-load recipe, inside the caller's transaction: drop the tables' indexes,
 * primary/unique keys and foreign keys (those they hold and those pointing at them), load, then
 * recreate each from the definition the database gave before the drop (pg_get_indexdef,
 * pg_get_constraintdef): indexes are built by one sort instead of millions of random inserts,
 * and every foreign key is validated again by one set-based check when it is added back, so
 * the loaded rows pass exactly the constraints they would have passed row by row. Nothing is
 * skipped (no session_replication_role, no NOT VALID); triggers stay on. The tables are locked
 * (ACCESS EXCLUSIVE) until the transaction ends: a seed/bench tool, not for a live server.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../client";

interface Definition {
  table: string;
  name: string;
  definition: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

export async function withIndexesDeferred<T>(
  tx: Executor,
  tables: readonly string[],
  load: () => Promise<T>,
  progress: (line: string) => void = () => {},
): Promise<T> {
  const list = sql.join(
    tables.map((t) => sql`${t}::regclass`),
    sql`, `,
  );
  const foreignKeys = rowsOf<Definition>(
    await tx.execute(sql`SELECT conrelid::regclass::text AS table, conname AS name,
        pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND (conrelid IN (${list}) OR confrelid IN (${list}))
      ORDER BY conrelid::regclass::text, conname`),
  );
  const keys = rowsOf<Definition>(
    await tx.execute(sql`SELECT conrelid::regclass::text AS table, conname AS name,
        pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype IN ('p', 'u') AND conrelid IN (${list})
      ORDER BY conrelid::regclass::text, conname`),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`SELECT i.indrelid::regclass::text AS table,
        i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
     WHERE i.indrelid IN (${list})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid
                         AND c.contype IN ('p', 'u', 'x'))
     ORDER BY 1, 2`),
  );
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const fk of foreignKeys)
    await tx.execute(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${ident(fk.name)}`));
  for (const key of keys)
    await tx.execute(sql.raw(`ALTER TABLE ${key.table} DROP CONSTRAINT ${ident(key.name)}`));
  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));

  const result = await load();

  let at = performance.now();
  for (const key of keys)
    await tx.execute(
      sql.raw(`ALTER TABLE ${key.table} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`),
    );
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  progress(`indexes rebuilt: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  at = performance.now();
  for (const fk of foreignKeys)
    await tx.execute(
      sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`),
    );
  progress(`foreign keys checked: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return result;
}
