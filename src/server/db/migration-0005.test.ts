/**
 * Migration 0005 (profiles.completed_at) on a database at 0004: profiles that already have a
 * full name were completed before the column existed; blank or missing names were not.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "./client";
import { openMigratedTo, type PartlyMigrated } from "./partial-migrations";

const BEFORE_COMPLETED_AT = "0004_lender_state_array";

let database: PartlyMigrated;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await openMigratedTo(BEFORE_COMPLETED_AT);
  handle = database.handle;
});
afterAll(() => database.close());

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
  await database.migrateRest();
  const { rows } = await handle.pglite.query<{ email: string; completed_at: Date | null }>(
    "select email, completed_at from profiles",
  );
  const byEmail = new Map(rows.map((row) => [row.email, row.completed_at]));
  for (const [email, , completed] of PROFILES) {
    expect(byEmail.get(email) !== null, email).toBe(completed);
  }
  expect(byEmail.get("named@example.com")).toEqual(before.rows[0]?.updated_at);
});
