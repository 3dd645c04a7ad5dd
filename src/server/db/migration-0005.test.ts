/**
 * Migration 0005 (profiles.completed_at) on a database at 0004: profiles that already have a
 * full name were completed before the column existed; blank or missing names were not.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";

const BEFORE_COMPLETED_AT = "0004_lender_state_array";

let handle: DatabaseHandle;
let partial: string;
beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: null });
  partial = mkdtempSync(path.join(tmpdir(), "lenderlane-migrations-"));
  cpSync(MIGRATIONS_FOLDER, partial, { recursive: true });
  const journalFile = path.join(partial, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === BEFORE_COMPLETED_AT);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: partial });
});
afterAll(async () => {
  await handle.close();
  rmSync(partial, { recursive: true, force: true });
});

const PROFILES: [email: string, fullName: string | null, completed: boolean][] = [
  ["named@example.com", "Jane Doe", true],
  ["blank@example.com", "   ", false],
  ["empty@example.com", "", false],
  ["never@example.com", null, false],
];

test("0005: profiles with a full name count as completed, dated by their last update", async () => {
  for (const [email, fullName] of PROFILES) {
    // The 0001 trigger makes the profile with the user.
    await handle.db.execute(sql`insert into users (email) values (${email})`);
    await handle.db.execute(
      sql`update profiles set full_name = ${fullName} where email = ${email}`,
    );
  }
  if (!handle.pglite) throw new Error("PGlite expected");
  const before = await handle.pglite.query<{ updated_at: Date }>(
    "select updated_at from profiles where email = 'named@example.com'",
  );
  await migratePglite(handle.db as unknown as PgliteDatabase, {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const { rows } = await handle.pglite.query<{ email: string; completed_at: Date | null }>(
    "select email, completed_at from profiles",
  );
  const byEmail = new Map(rows.map((row) => [row.email, row.completed_at]));
  for (const [email, , completed] of PROFILES) {
    expect(byEmail.get(email) !== null, email).toBe(completed);
  }
  expect(byEmail.get("named@example.com")).toEqual(before.rows[0]?.updated_at);
});
