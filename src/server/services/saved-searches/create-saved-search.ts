/**
 * Saving a listing query (issue 32). At most SAVED_SEARCH_LIMIT per borrower (409; the
 * borrower's profile row is locked while counting, so two saves at once cannot pass 20). The
 * lenders the query matches now are stored with their terms, at the catalogue's version, so
 * the first alert lists only what changes after the save.
 */
import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createSavedSearchBodySchema, SavedSearchDto } from "@/domain/contract/saved-searches";
import { termsKeyOf } from "@/domain/saved-searches/alert-matching";
import {
  filtersOfSavedQuery,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  savedQueryOf,
} from "@/domain/saved-searches/saved-search-rules";
import { lenderFilter } from "@/domain/search/lender-filter";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import { profiles, savedSearches, savedSearchMatches } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { toSavedSearchDto } from "./saved-search-dto";

const INSERT_BATCH = 500;

export async function createSavedSearch(options: {
  db: Database;
  catalogue: CatalogueCache;
  borrowerId: string;
  body: z.output<typeof createSavedSearchBodySchema>;
}): Promise<SavedSearchDto> {
  const { db, body, borrowerId } = options;
  const catalogue = await options.catalogue.get();
  const matches = lenderFilter(filtersOfSavedQuery({ ...body.query, page: 1 }));
  const matched = catalogue
    .offering(body.query.loanType)
    .filter(matches)
    .map((entry) => ({ lenderId: entry.lender.id, terms: termsKeyOf(entry, body.query.loanType) }));

  return runWrite(db, async (w) => {
    await w.tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, borrowerId))
      .for("update");
    const [kept] = await w.tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.borrowerId, borrowerId));
    if ((kept?.n ?? 0) >= SAVED_SEARCH_LIMIT) {
      throw new AppError("conflict", SAVED_SEARCH_MESSAGES.limit);
    }
    const [row] = await w.tx
      .insert(savedSearches)
      .values({
        borrowerId,
        name: body.name,
        frequency: body.frequency,
        query: savedQueryOf({ ...body.query, page: 1 }),
        checkedVersion: catalogue.version,
      })
      .returning();
    if (!row) throw new Error("Saved search insert returned no row");
    for (let i = 0; i < matched.length; i += INSERT_BATCH) {
      await w.tx
        .insert(savedSearchMatches)
        .values(matched.slice(i, i + INSERT_BATCH).map((m) => ({ ...m, savedSearchId: row.id })));
    }
    return toSavedSearchDto(row);
  });
}
