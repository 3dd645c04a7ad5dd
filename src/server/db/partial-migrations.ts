/**
 * For a migration's own test (migration-00NN.test.ts): an in-memory PGlite migrated up to and
 * including `tag`, so the test can write rows in the schema of that moment, then apply the
 * rest and check what the migration did to them. The journal is cut in a copy of the
 * migrations folder; the real folder is never touched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { type DatabaseHandle, openDatabase } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";

export interface PartlyMigrated {
  handle: DatabaseHandle;
  /** Applies every migration after `tag`. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

const migrateFrom = (handle: DatabaseHandle, migrationsFolder: string) =>
  migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });

export async function openMigratedTo(tag: string): Promise<PartlyMigrated> {
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  const partial = mkdtempSync(path.join(tmpdir(), "lenderlane-migrations-"));
  cpSync(MIGRATIONS_FOLDER, partial, { recursive: true });
  const journalFile = path.join(partial, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  await migrateFrom(handle, partial);
  return {
    handle,
    migrateRest: () => migrateFrom(handle, MIGRATIONS_FOLDER),
    close: async () => {
      await handle.close();
      rmSync(partial, { recursive: true, force: true });
    },
  };
}
