/** The borrower's saved searches, oldest first (the scope of ownSavedSearchesScope). */
import { asc, eq } from "drizzle-orm";
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import type { Actor } from "@/domain/policies/actor";
import { ownSavedSearchesScope } from "@/domain/policies/saved-search-policies";
import type { Executor } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { toSavedSearchDto } from "./saved-search-dto";

export async function listSavedSearches(db: Executor, actor: Actor): Promise<SavedSearchDto[]> {
  const scope = ownSavedSearchesScope(actor);
  if (!scope) return [];
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.borrowerId, scope.borrowerId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearchDto);
}
