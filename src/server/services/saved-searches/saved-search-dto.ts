/** A saved search row as the API answers it (contract: savedSearchSchema). */
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import { listingPathOf } from "@/domain/saved-searches/saved-search-rules";
import type { savedSearches } from "../../db/schema";

export function toSavedSearchDto(row: typeof savedSearches.$inferSelect): SavedSearchDto {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    paused: row.paused,
    query: row.query,
    listingPath: listingPathOf(row.query),
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
  };
}
