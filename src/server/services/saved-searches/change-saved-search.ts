/**
 * The owner's changes to a saved search (issue 32): rename, frequency, pause or resume, and
 * delete. Someone else's search, or a missing one, answers the same 404 (ownsSavedSearch
 * through authorize). Resuming does not replay what changed while paused: the matches are
 * taken again from the log at the next round, as for any search.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { SavedSearchDto, updateSavedSearchBodySchema } from "@/domain/contract/saved-searches";
import type { Actor } from "@/domain/policies/actor";
import { ownsSavedSearch } from "@/domain/policies/saved-search-policies";
import { SAVED_SEARCH_MESSAGES } from "@/domain/saved-searches/saved-search-rules";
import type { Database, Executor } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { authorize } from "../../lib/authorize";
import { toSavedSearchDto } from "./saved-search-dto";

async function findOwnSearch(db: Executor, actor: Actor, id: string) {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).for("update");
  return authorize(actor, ownsSavedSearch, row, { notFound: SAVED_SEARCH_MESSAGES.notFound });
}

export async function updateSavedSearch(options: {
  db: Database;
  actor: Actor;
  id: string;
  body: z.output<typeof updateSavedSearchBodySchema>;
}): Promise<SavedSearchDto> {
  const { db, actor, id, body } = options;
  return db.transaction(async (tx) => {
    await findOwnSearch(tx, actor, id);
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
        ...(body.paused !== undefined ? { paused: body.paused } : {}),
      })
      .where(eq(savedSearches.id, id))
      .returning();
    if (!row) throw new Error("Saved search update returned no row");
    return toSavedSearchDto(row);
  });
}

export async function deleteSavedSearch(options: {
  db: Database;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    await findOwnSearch(tx, actor, id);
    await tx.delete(savedSearches).where(eq(savedSearches.id, id));
  });
}
