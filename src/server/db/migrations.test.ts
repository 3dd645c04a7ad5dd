/**
 * Migration 0004 (lenders.state text → text[]) on a database that still has the old column:
 * migrate to 0003, insert old-style rows, apply the rest, read the lists back. Also checks the
 * triggers of 0001/0002 still fire on the converted table.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readCatalogueVersion } from "../catalogue/load-catalogue";
import { type DatabaseHandle, openDatabase } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";

const BEFORE_STATE_ARRAY = "0003_session_linked_inquiries";

/** A copy of the migrations folder that stops after `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "lenderlane-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let handle: DatabaseHandle;
const pglite = () => {
  if (!handle.pglite) throw new Error("PGlite expected");
  return handle.pglite;
};
let partial: string;
beforeAll(async () => {
  // Embedded PGlite even when TEST_DATABASE_URL is set: the conversion SQL is plain
  // PostgreSQL, and this test needs a database of its own at an old schema version.
  handle = await openDatabase({ kind: "pglite", dataDir: null });
  partial = migrationsUpTo(BEFORE_STATE_ARRAY);
  const db = handle.db as unknown as PgliteDatabase;
  await migratePglite(db, { migrationsFolder: partial });
});
afterAll(async () => {
  await handle.close();
  rmSync(partial, { recursive: true, force: true });
});

const OLD_ROWS: [slug: string, state: string | null, expected: string[] | null][] = [
  ["two-states", "Texas, Florida", ["Texas", "Florida"]],
  ["untrimmed", "  Ohio ,Utah,  ,Iowa  ", ["Ohio", "Utah", "Iowa"]],
  ["unknown", "Unknown", ["Unknown"]],
  ["unknown-lower", " unknown ", ["Unknown"]],
  ["one-state", "Alabama", ["Alabama"]],
  ["blank", "   ", null],
  ["only-commas", " , ,", null],
  ["never-said", null, null],
];

describe("0004: lenders.state becomes text[]", () => {
  test("existing rows are converted: split, trimmed, 'Unknown' kept, null stays null", async () => {
    for (const [slug, state] of OLD_ROWS) {
      await handle.db.execute(
        sql`insert into lenders (company_name, slug, state) values (${slug}, ${slug}, ${state})`,
      );
    }
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });

    const { rows } = await pglite().query<{ slug: string; state: string[] | null }>(
      "select slug, state from lenders",
    );
    const bySlug = new Map(rows.map((row) => [row.slug, row.state]));
    for (const [slug, , expected] of OLD_ROWS) {
      expect(bySlug.get(slug), slug).toEqual(expected);
    }
    const [column] = (
      await pglite().query<{ data_type: string }>(
        "select data_type from information_schema.columns where table_name = 'lenders' and column_name = 'state'",
      )
    ).rows;
    expect(column?.data_type).toBe("ARRAY");
  });

  test("the catalogue-version and updated_at triggers still fire on the converted table", async () => {
    const version = await readCatalogueVersion(handle.db);
    const updatedAt = "select updated_at::text from lenders where slug = 'one-state'";
    const { rows: before } = await pglite().query<{ updated_at: string }>(updatedAt);
    await handle.db.execute(
      sql`update lenders set state = ${sql.raw("ARRAY['Alabama','Georgia']")} where slug = 'one-state'`,
    );
    expect(await readCatalogueVersion(handle.db)).toBe(version + 1);
    const { rows: after } = await pglite().query<{ updated_at: string }>(updatedAt);
    expect(after[0]?.updated_at).not.toBe(before[0]?.updated_at);
  });
});
