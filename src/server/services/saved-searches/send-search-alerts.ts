/**
 * One round of saved-search alerts (issue 32, docs/decisions/2026-11-27-saved-searches.md).
 * A search is due when it is not paused, its period (daily, weekly) has passed since its last
 * alert, and the catalogue moved past the version it was checked at. For each, only the
 * lenders catalogue_changes lists since then are run through the search's filter (the
 * listing's own rules) and compared with the terms kept at its last alert
 * (domain/saved-searches/alert-matching.ts): news → one mail (queued in the outbox, same
 * transaction), nothing new → no mail, and the search is checked at the new version either way.
 * Several processes may run rounds at once: the due searches are taken FOR UPDATE SKIP LOCKED,
 * so each is handled by one of them. Pass `now` (a fake clock in tests).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { diffAlert, hasNews } from "@/domain/saved-searches/alert-matching";
import {
  ALERT_PERIOD_MS,
  filtersOfSavedQuery,
  type SavedQuery,
} from "@/domain/saved-searches/saved-search-rules";
import { lenderFilter } from "@/domain/search/lender-filter";
import { readSearchQuery } from "@/domain/search/query-reader";
import type { SearchQuery } from "@/domain/search/query-schema";
import type { CatalogueEntry } from "../../catalogue/catalogue";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import { savedSearches, savedSearchMatches } from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { searchAlertMail } from "../../mail/templates/saved-search-alert";

/** Searches handled per round (the rest wait for the next). */
export const ALERT_ROUND_LIMIT = 200;

export interface SearchAlertDeps {
  db: Database;
  mailer: Mailer;
  catalogue: CatalogueCache;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the unsubscribe links (the auth secret). */
  secret: string;
  now: Date;
}

interface DueRow {
  id: string;
  name: string;
  query: SavedQuery;
  checked_version: string | number;
  email: string;
}

/** Queues the alerts due at `now`; resolves to how many mails. */
export async function sendSearchAlerts(deps: SearchAlertDeps): Promise<number> {
  const { db, now } = deps;
  const catalogue = await deps.catalogue.get();
  const version = catalogue.version;
  if (!Number.isFinite(version)) return 0;
  return runWrite(db, async (w) => {
    const nowIso = now.toISOString();
    // The domain's alertDue, in SQL: at most one alert per period.
    const daily = `${ALERT_PERIOD_MS.daily} milliseconds`;
    const weekly = `${ALERT_PERIOD_MS.weekly} milliseconds`;
    const due = await w.tx.execute(sql`
      SELECT s.id, s.name, s.query, s.checked_version, u.email
        FROM saved_searches s
        JOIN users u ON u.id = s.borrower_id
       WHERE NOT s.paused
         AND s.checked_version < ${version}
         AND (s.last_alert_at IS NULL OR s.last_alert_at <= ${nowIso}::timestamptz -
              CASE s.frequency WHEN 'daily' THEN ${daily}::interval ELSE ${weekly}::interval END)
       ORDER BY s.last_alert_at NULLS FIRST, s.id
       LIMIT ${ALERT_ROUND_LIMIT}
         FOR UPDATE OF s SKIP LOCKED`);
    let mails = 0;
    for (const row of (due as unknown as { rows: DueRow[] }).rows) {
      const changed = await w.tx.execute(sql`
        SELECT lender_id FROM catalogue_changes
         WHERE version > ${Number(row.checked_version)} AND version <= ${version}`);
      const changedIds = (changed as unknown as { rows: { lender_id: string }[] }).rows.map(
        (r) => r.lender_id,
      );
      const query: SearchQuery = readSearchQuery(row.query).query;
      const previous =
        changedIds.length === 0
          ? []
          : await w.tx
              .select({ lenderId: savedSearchMatches.lenderId, terms: savedSearchMatches.terms })
              .from(savedSearchMatches)
              .where(
                and(
                  eq(savedSearchMatches.savedSearchId, row.id),
                  inArray(savedSearchMatches.lenderId, changedIds),
                ),
              );
      const diff = diffAlert<CatalogueEntry>({
        changedIds,
        previous: new Map(previous.map((p) => [p.lenderId, p.terms])),
        current: (id) => catalogue.lenderById(id),
        matches: lenderFilter(filtersOfSavedQuery(query)),
        loanType: query.loanType,
      });
      if (diff.dropped.length > 0) {
        await w.tx
          .delete(savedSearchMatches)
          .where(
            and(
              eq(savedSearchMatches.savedSearchId, row.id),
              inArray(savedSearchMatches.lenderId, diff.dropped),
            ),
          );
      }
      const kept = [...diff.matched].map(([lenderId, terms]) => ({
        savedSearchId: row.id,
        lenderId,
        terms,
      }));
      if (kept.length > 0) {
        await w.tx
          .insert(savedSearchMatches)
          .values(kept)
          .onConflictDoUpdate({
            target: [savedSearchMatches.savedSearchId, savedSearchMatches.lenderId],
            set: { terms: sql`excluded.terms` },
          });
      }
      const news = hasNews(diff);
      await w.tx
        .update(savedSearches)
        .set({ checkedVersion: version, ...(news ? { lastAlertAt: now } : {}) })
        .where(eq(savedSearches.id, row.id));
      if (!news) continue;
      const lenderOf = (id: string) => catalogue.lenderById(id);
      await w.sendMail(
        deps.mailer,
        searchAlertMail(
          {
            searchId: row.id,
            email: row.email,
            name: row.name,
            query: row.query,
            added: diff.added.flatMap((id) => lenderOf(id) ?? []),
            termsChanged: diff.termsChanged.flatMap((id) => lenderOf(id) ?? []),
          },
          deps,
        ),
      );
      mails += 1;
    }
    return mails;
  });
}
