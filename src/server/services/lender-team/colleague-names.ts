/**
 * The names a lender's team reads for its colleagues (issue 31 'every action shows who did
 * it'): the profile's full name, else the account's email; an id without an account (deleted)
 * is absent from the map. Only ever shown to the lender's team (canSeeTeamAuthors).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles, users } from "../../db/schema";

export async function colleagueNames(
  db: Executor,
  userIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.email})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
