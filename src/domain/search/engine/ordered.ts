/**
 * The listing search (searchLenders) for candidates that an index already keeps in order, as
 * the server's in-memory catalogue does. Same rules, same result, less work:
 * - an order other than most-relevant does not depend on the filters, so candidates kept in
 *   that order (lenderComparator) are filtered and paged without sorting;
 * - most-relevant orders by match score, then name. Scores are tenths from 0 to 5, so for
 *   candidates kept in name order (compareLenderNames) a match's rank is the number of
 *   higher-scored matches plus its place among its equals: a counting sort, no comparisons.
 *   Only the score is computed for every match (matchScorer); the breakdown, with its texts,
 *   only for the page shown;
 * - one pass counts, filters and scores, and keeps only the page's candidates: a search
 *   allocates in proportion to its page, not to its matches.
 * searchScanned reads the rules through a CandidateScan, so an index with the facts in
 * columns (lender-search-columns.ts) runs the same algorithm.
 */

import { PAGE_SIZE } from "../../reference/limits";
import { type LenderCandidate, lenderFilter, productOfType } from "../lender-filter";
import { computeMatchScore, matchScorer } from "../match-score";
import { clampPage, pageCount } from "../pager";
import { DEFAULT_SORT, isSortOption, type SearchFilters, type SortOption } from "../search-filters";
import type {
  SearchLender,
  SearchProduct,
  SearchResult,
  SearchResultItem,
} from "../test/reference-search";

/** The order searchOrdered needs its candidates in for a sort option. */
export function candidateOrderOf(sortBy: string | null | undefined): SortOption | "name" {
  const order = isSortOption(sortBy) ? sortBy : DEFAULT_SORT;
  return order === "most-relevant" ? "name" : order;
}

/**
 * How a search reads its candidates, by position: the object rules (searchOrdered) or an
 * index's columns (lender-search-columns.ts). Asked in this order, each only when the one
 * before said yes.
 */
export interface CandidateScan {
  /** Active and offering the loan type (the 'of Y lenders' total). */
  offers(index: number): boolean;
  /** Passes every filter (asked only of candidates that offer the type). */
  passes(index: number): boolean;
  /** The match score (asked only of matches, and only for most-relevant). */
  score(index: number): number;
}

/** Score tenths per candidate of the running search (NO_MATCH: filtered out); reused. */
let scratch = new Uint8Array(1024);
const NO_MATCH = 255;

/**
 * searchLenders(candidates, filters, options) for candidates in the order candidateOrderOf
 * names: lenderComparator(sortBy, loanType) order, or compareLenderNames order for
 * most-relevant. Candidates in another order give a wrongly ordered result.
 */
export function searchOrdered<L extends SearchLender, P extends SearchProduct>(
  candidates: readonly LenderCandidate<L, P>[],
  filters: SearchFilters & { page?: number | null },
  options: { profileCreditScore?: number | null; pageSize?: number } = {},
): SearchResult<L, P> {
  const passes = lenderFilter(filters, options);
  const score = matchScorer(filters, options);
  const at = (index: number) => candidates[index] as LenderCandidate<L, P>;
  return searchScanned(candidates, filters, options, {
    offers: (index) => {
      const { lender, products } = at(index);
      return lender.isActive !== false && productOfType(products, filters.loanType) !== undefined;
    },
    passes: (index) => passes(at(index)),
    score: (index) => score(at(index)),
  });
}

/**
 * searchOrdered with the rules read through `scan`. One pass over the candidates counts,
 * filters and (most-relevant) scores; only the page's candidates are kept, so a search
 * allocates in proportion to its page, not to its matches.
 */
export function searchScanned<L extends SearchLender, P extends SearchProduct>(
  candidates: readonly LenderCandidate<L, P>[],
  filters: SearchFilters & { page?: number | null },
  options: { profileCreditScore?: number | null; pageSize?: number },
  scan: CandidateScan,
): SearchResult<L, P> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const requested = clampPage(filters.page ?? 1, Number.POSITIVE_INFINITY);
  const count = candidates.length;
  let totalForType = 0;
  let matchCount = 0;
  let chosen: LenderCandidate<L, P>[];
  let page: number;
  let pages: number;

  if (candidateOrderOf(filters.sortBy) === "name") {
    // Most-relevant: by score (tenths 0-50, descending), then in candidate (name) order. The
    // first pass scores every match and counts each score; a match's rank is then the count
    // of higher scores plus its place among its equals, so the second pass picks the page.
    if (scratch.length < count) scratch = new Uint8Array(count * 2);
    const counts = new Uint32Array(NO_MATCH);
    for (let i = 0; i < count; i++) {
      scratch[i] = NO_MATCH;
      if (!scan.offers(i)) continue;
      totalForType += 1;
      if (!scan.passes(i)) continue;
      const tenths = Math.round(scan.score(i) * 10);
      scratch[i] = tenths;
      counts[tenths] = (counts[tenths] ?? 0) + 1;
      matchCount += 1;
    }
    pages = pageCount(matchCount, pageSize);
    page = clampPage(requested, pages);
    const first = (page - 1) * pageSize;
    const end = Math.min(first + pageSize, matchCount);
    const next = new Uint32Array(NO_MATCH); // the rank of a score's next match
    let above = 0;
    for (let tenths = NO_MATCH - 1; tenths >= 0; tenths--) {
      next[tenths] = above;
      above += counts[tenths] ?? 0;
    }
    chosen = new Array(Math.max(0, end - first));
    for (let i = 0, found = 0; i < count && found < chosen.length; i++) {
      const tenths = scratch[i] as number;
      if (tenths === NO_MATCH) continue;
      const rank = next[tenths] as number;
      next[tenths] = rank + 1;
      if (rank >= first && rank < end) {
        chosen[rank - first] = candidates[i] as LenderCandidate<L, P>;
        found += 1;
      }
    }
  } else {
    // Any other order does not depend on the filters: the matches are in candidate order.
    // The requested page is kept while counting; a page past the last is read again.
    const keep = (first: number, all: boolean) => {
      const kept: LenderCandidate<L, P>[] = [];
      let matches = 0;
      for (let i = 0; i < count; i++) {
        if (!scan.offers(i)) continue;
        if (all) totalForType += 1;
        if (!scan.passes(i)) continue;
        if (matches >= first && matches < first + pageSize) {
          kept.push(candidates[i] as LenderCandidate<L, P>);
          if (!all && kept.length === pageSize) break;
        }
        matches += 1;
      }
      if (all) matchCount = matches;
      return kept;
    };
    chosen = keep((requested - 1) * pageSize, true);
    pages = pageCount(matchCount, pageSize);
    page = clampPage(requested, pages);
    if (page !== requested) chosen = keep((page - 1) * pageSize, false);
  }

  return {
    items: pageItems(chosen, filters, options),
    matchCount,
    totalForType,
    page,
    pages,
    pageSize,
  };
}

/** The result items of a page's candidates: each with its type product and explained score. */
export function pageItems<L extends SearchLender, P extends SearchProduct>(
  chosen: readonly LenderCandidate<L, P>[],
  filters: SearchFilters,
  options: { profileCreditScore?: number | null },
): SearchResultItem<L, P>[] {
  const items: SearchResultItem<L, P>[] = [];
  for (const candidate of chosen) {
    const product = productOfType(candidate.products, filters.loanType);
    if (!product) continue; // never: the filter requires the product
    items.push({
      lender: candidate.lender,
      products: candidate.products,
      product,
      match: computeMatchScore(candidate, filters, options),
    });
  }
  return items;
}
