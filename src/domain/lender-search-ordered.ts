/**
 * The listing search (searchLenders) for candidates that an index already keeps in order, as
 * the server's in-memory catalogue does. Same rules, same result, less work:
 * - an order other than most-relevant does not depend on the filters, so candidates kept in
 *   that order (lenderComparator) are filtered and paged without sorting;
 * - most-relevant orders by match score, then name. Scores are tenths from 0 to 5, so the
 *   matches of candidates kept in name order (compareLenderNames) are bucketed by score,
 *   which keeps name order within each score: a counting sort, no comparisons. Only the
 *   score is computed for every match (matchScoreValue); the breakdown, with its texts, only
 *   for the page shown.
 */
import {
  countLendersOfType,
  type LenderCandidate,
  lenderFilter,
  productOfType,
} from "./lender-filter";
import type { SearchLender, SearchProduct, SearchResult, SearchResultItem } from "./lender-search";
import { PAGE_SIZE } from "./limits";
import { computeMatchScore, matchScoreValue } from "./match-score";
import { clampPage, pageCount, pageSlice } from "./pager";
import { DEFAULT_SORT, isSortOption, type SearchFilters, type SortOption } from "./search-filters";

/** The order searchOrdered needs its candidates in for a sort option. */
export function candidateOrderOf(sortBy: string | null | undefined): SortOption | "name" {
  const order = isSortOption(sortBy) ? sortBy : DEFAULT_SORT;
  return order === "most-relevant" ? "name" : order;
}

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
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const passes = lenderFilter(filters, options);
  let ordered: LenderCandidate<L, P>[];
  if (candidateOrderOf(filters.sortBy) === "name") {
    const buckets: LenderCandidate<L, P>[][] = [];
    for (const candidate of candidates) {
      if (!passes(candidate)) continue;
      const tenths = Math.round(matchScoreValue(candidate, filters, options) * 10);
      const bucket = buckets[tenths];
      if (bucket) bucket.push(candidate);
      else buckets[tenths] = [candidate];
    }
    ordered = [];
    for (let tenths = buckets.length - 1; tenths >= 0; tenths--) {
      for (const candidate of buckets[tenths] ?? []) ordered.push(candidate);
    }
  } else {
    ordered = candidates.filter(passes);
  }
  const pages = pageCount(ordered.length, pageSize);
  const page = clampPage(filters.page ?? 1, pages);
  const items: SearchResultItem<L, P>[] = [];
  for (const candidate of pageSlice(ordered, page, pageSize)) {
    const product = productOfType(candidate.products, filters.loanType);
    if (!product) continue; // never: the filter requires the product
    items.push({
      lender: candidate.lender,
      products: candidate.products,
      product,
      match: computeMatchScore(candidate, filters, options),
    });
  }
  return {
    items,
    matchCount: ordered.length,
    totalForType: countLendersOfType(candidates, filters.loanType),
    page,
    pages,
    pageSize,
  };
}
