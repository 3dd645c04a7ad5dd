/**
 * The whole listing search (spec 2 'Lender listing pages', spec 9) written plainly: filter,
 * score, sort and page. Not shipped: the test oracle the production search (searchColumnsOf,
 * ../engine/columns.ts) must equal for every catalogue, filter set, order and page.
 */

import { PAGE_SIZE } from "../../reference/limits";
import type { SearchLender, SearchProduct, SearchResult, SearchResultItem } from "../engine/types";
import {
  countLendersOfType,
  filterLenders,
  type LenderCandidate,
  productOfType,
} from "../lender-filter";
import { sortLenders } from "../lender-sort";
import { computeMatchScore } from "../match-score";
import { clampPage, pageCount, pageSlice } from "../pager";
import type { SearchFilters } from "../search-filters";

export type { SearchLender, SearchProduct, SearchResult, SearchResultItem };

export function searchLenders<L extends SearchLender, P extends SearchProduct>(
  candidates: readonly LenderCandidate<L, P>[],
  filters: SearchFilters & { page?: number | null },
  options: { profileCreditScore?: number | null; pageSize?: number } = {},
): SearchResult<L, P> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const matching = filterLenders(candidates, filters, options);
  const scored: SearchResultItem<L, P>[] = [];
  for (const candidate of matching) {
    const product = productOfType(candidate.products, filters.loanType);
    if (!product) continue;
    scored.push({
      lender: candidate.lender,
      products: candidate.products,
      product,
      match: computeMatchScore(candidate, filters, options),
    });
  }
  const sorted = sortLenders(scored, filters.sortBy, filters.loanType);
  const pages = pageCount(sorted.length, pageSize);
  const page = clampPage(filters.page ?? 1, pages);
  return {
    items: pageSlice(sorted, page, pageSize),
    matchCount: sorted.length,
    totalForType: countLendersOfType(candidates, filters.loanType),
    page,
    pages,
    pageSize,
  };
}
