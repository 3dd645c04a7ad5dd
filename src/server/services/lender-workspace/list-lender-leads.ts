/**
 * The lender's lead list (issue 31 'Lead cards worth reading'): the requests sent to the
 * actor's lender record (ownLenderScope), searched, filtered, sorted and paged on the server,
 * 50 a page, each with its private pipeline, current offer state, unread count and the
 * borrower's record on LenderLane (counts only: no other lender is named).
 *
 * Three statements: the page's submission ids (only the joins its filters and sort need,
 * lead-filters.ts), then the cards of those ids (lead-cards.ts) and, unless the page was the
 * list's end, the total, side by side.
 * The CSV export pages the same ids and cards (docs/performance.md, 10,000 requests in the
 * bench).
 */
import { sql } from "drizzle-orm";
import {
  LEAD_PAGE_SIZE,
  type LeadListQuery,
  type LenderLead,
  type LenderLeadList,
} from "@/domain/contract/lender-leads";
import type { Actor } from "@/domain/policies/actor";
import { ownLenderScope } from "@/domain/policies/lender-policies";
import type { Executor } from "../../db/client";
import { leadCards } from "./lead-cards";
import { fromClause, type LeadFilters, ORDER, plan } from "./lead-filters";

export type { LeadFilters } from "./lead-filters";

interface Window {
  limit: number;
  offset: number;
}

/**
 * The ids of one page from `offset`, in the list's order. Sent unnamed: a statement this small
 * plans in well under a millisecond, and a plan for the call's own values follows the lender's
 * size and the filter's selectivity (a generic plan of the stage filter walked an empty
 * pipeline table once per submission, docs/performance.md).
 *
 * 'Oldest unanswered' puts the unanswered first: read as the unanswered ones (the partial
 * loan_submissions_lender_unanswered_idx) followed by the answered ones (the lender's index
 * backwards), each cut at the page's end, instead of sorting all of the lender's submissions.
 */
async function leadIds(
  db: Executor,
  lenderId: string,
  filters: LeadFilters,
  window: Window,
  now: Date,
): Promise<string[]> {
  const p = plan(lenderId, filters, now);
  const from = fromClause(p);
  const statement =
    filters.sort === "oldest_unanswered"
      ? sql`SELECT id FROM (
          (SELECT s.id, 0 AS part, s.created_at ${from} WHERE ${p.where} AND s.lender_answer IS NULL
            ORDER BY s.created_at ASC, s.id ASC LIMIT ${window.offset + window.limit})
          UNION ALL
          (SELECT s.id, 1 AS part, s.created_at ${from} WHERE ${p.where} AND s.lender_answer IS NOT NULL
            ORDER BY s.created_at ASC, s.id ASC LIMIT ${window.offset + window.limit})) AS ids
         ORDER BY part, created_at ASC, id ASC LIMIT ${window.limit} OFFSET ${window.offset}`
      : sql`SELECT s.id ${from} WHERE ${p.where}
         ORDER BY ${ORDER[filters.sort]} LIMIT ${window.limit} OFFSET ${window.offset}`;
  const result = await db.execute(statement);
  return ((result as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
}

/** One page of leads from `offset`: the export's batches and the list's page. */
export async function leadRows(
  db: Executor,
  lenderId: string,
  filters: LeadFilters,
  window: Window,
  now: Date,
): Promise<LenderLead[]> {
  return leadCards(db, lenderId, await leadIds(db, lenderId, filters, window, now), now);
}

/** The total of the list's filters. */
export async function countLeads(db: Executor, lenderId: string, filters: LeadFilters, now: Date) {
  const p = plan(lenderId, filters, now);
  const result = await db.execute(sql`SELECT count(*) AS n ${fromClause(p)} WHERE ${p.where}`);
  const [row] = (result as { rows?: { n: string | number }[] }).rows ?? [];
  return Number(row?.n ?? 0);
}

/** The list: the policy's scope (ownLenderScope) decides whose requests; null: none. */
export async function listLenderLeads(
  db: Executor,
  actor: Actor,
  query: LeadListQuery,
  now: Date,
): Promise<LenderLeadList> {
  const scope = ownLenderScope(actor);
  const empty = { items: [], total: 0, page: query.page, pageSize: LEAD_PAGE_SIZE };
  if (!scope) return empty;
  const { page, ...filters } = query;
  const window = { limit: LEAD_PAGE_SIZE, offset: (page - 1) * LEAD_PAGE_SIZE };
  const ids = await leadIds(db, scope.lenderId, filters, window, now);
  // A page cut short is the list's end: the total is known without counting (a search, a
  // narrow filter); otherwise counted while the cards are read.
  const known = ids.length < window.limit && (ids.length > 0 || window.offset === 0);
  const [items, total] = await Promise.all([
    leadCards(db, scope.lenderId, ids, now),
    known ? window.offset + ids.length : countLeads(db, scope.lenderId, filters, now),
  ]);
  return { items, total, page, pageSize: LEAD_PAGE_SIZE };
}
