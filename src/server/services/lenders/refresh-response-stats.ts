/**
 * Recomputes every lender's response times (issue 35) into lender_response_stats with the
 * domain's rules (src/domain/lenders/response-times.ts). The figures move with time alone (a
 * request passes its first 24 business hours, or leaves the 90 days), so a round reads every
 * lender that had a request in the window, in batches of lenders by id: each batch reads its
 * submissions through loan_submissions_lender_idx, computes, and upserts only the rows whose
 * figures changed (a refresh that changes nothing writes nothing, and the stats trigger lists
 * only changed lenders for the in-memory catalogue). A lender whose window emptied keeps a
 * row of zeros. Memory stays one batch's submissions; the event loop breathes between batches.
 * Several processes may run it at once: same inputs, same rows. Each lender's business time
 * runs on its own zone (lenders.time_zone); a changed zone shows at the next round.
 */
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import {
  computeResponseStats,
  RESPONSE_WINDOW_DAYS,
  type ResponseHistoryItem,
} from "@/domain/lenders/response-times";
import { businessTimeZone } from "@/domain/reference/business-time";
import type { Executor } from "../../db/client";
import { inquiries, lenderResponseStats, lenders, loanSubmissions } from "../../db/schema";

export const RESPONSE_STATS_BATCH = 500;

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** Lenders (by id, after `after`) with a request in the window or an existing stats row. */
async function nextLenders(
  db: Executor,
  after: string | null,
  since: Date,
): Promise<{ id: string; timeZone: string }[]> {
  return db
    .select({ id: lenders.id, timeZone: lenders.timeZone })
    .from(lenders)
    .where(
      and(
        after === null ? undefined : gt(lenders.id, after),
        sql`(exists (select 1 from ${loanSubmissions} where ${loanSubmissions.lenderId} = ${lenders.id} and ${loanSubmissions.createdAt} >= ${since.toISOString()})
          or exists (select 1 from ${lenderResponseStats} where ${lenderResponseStats.lenderId} = ${lenders.id}))`,
      ),
    )
    .orderBy(asc(lenders.id))
    .limit(RESPONSE_STATS_BATCH);
}

/** Recomputes all lenders' figures at `now`; resolves to how many rows changed. */
export async function refreshResponseStats(db: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  let after: string | null = null;
  let changed = 0;
  for (;;) {
    const batch = await nextLenders(db, after, since);
    if (batch.length === 0) break;
    changed += await refreshBatch(db, batch, since, now);
    after = batch[batch.length - 1]?.id ?? null;
    if (batch.length < RESPONSE_STATS_BATCH) break;
    await yieldToEventLoop();
  }
  return changed;
}

/**
 * One lender's figures at once (after its answer commits), so a page shows an answer that
 * crossed the threshold without waiting for the hourly round; resolves to 1 if they moved.
 */
export async function refreshLenderResponseStats(
  db: Executor,
  lenderId: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  const batch = await db
    .select({ id: lenders.id, timeZone: lenders.timeZone })
    .from(lenders)
    .where(eq(lenders.id, lenderId));
  return batch.length === 0 ? 0 : refreshBatch(db, batch, since, now);
}

async function refreshBatch(
  db: Executor,
  batch: readonly { id: string; timeZone: string }[],
  since: Date,
  now: Date,
): Promise<number> {
  const ids = batch.map((lender) => lender.id);
  const rows = await db
    .select({
      lenderId: loanSubmissions.lenderId,
      sentAt: loanSubmissions.createdAt,
      firstAnsweredAt: loanSubmissions.firstAnsweredAt,
      // The borrower archived the request: withdrawn (an earlier answer still counts).
      withdrawn: inquiries.archived,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, sql`${inquiries.id} = ${loanSubmissions.inquiryId}`)
    .where(and(inArray(loanSubmissions.lenderId, ids), gte(loanSubmissions.createdAt, since)));
  const histories = new Map<string, ResponseHistoryItem[]>();
  for (const { lenderId, ...item } of rows) {
    const list = histories.get(lenderId);
    if (list) list.push(item);
    else histories.set(lenderId, [item]);
  }
  const values = batch.map(({ id: lenderId, timeZone }) => {
    // Business time on the lender's own clock (lenders.time_zone, Eastern by default).
    const stats = computeResponseStats(
      histories.get(lenderId) ?? [],
      now,
      businessTimeZone(timeZone),
    );
    return { lenderId, ...stats, computedAt: now };
  });
  const written = await db
    .insert(lenderResponseStats)
    .values(values)
    .onConflictDoUpdate({
      target: lenderResponseStats.lenderId,
      set: {
        answered: sql`excluded.answered`,
        requests: sql`excluded.requests`,
        medianMinutes: sql`excluded.median_minutes`,
        p90Minutes: sql`excluded.p90_minutes`,
        withinDayShare: sql`excluded.within_day_share`,
        computedAt: sql`excluded.computed_at`,
      },
      setWhere: sql`(${lenderResponseStats.answered}, ${lenderResponseStats.requests}, ${lenderResponseStats.medianMinutes}, ${lenderResponseStats.p90Minutes}, ${lenderResponseStats.withinDayShare})
          IS DISTINCT FROM (excluded.answered, excluded.requests, excluded.median_minutes, excluded.p90_minutes, excluded.within_day_share)`,
    })
    .returning({ id: lenderResponseStats.lenderId });
  return written.length;
}
