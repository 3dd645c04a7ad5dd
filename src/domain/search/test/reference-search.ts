/**
 * The whole listing search (spec 2 'Lender listing pages', spec 9): filter, score, sort and
 * page, in one pure function the server runs per request.
 */

import { PAGE_SIZE } from "../../reference/limits";
import {
  countLendersOfType,
  type FilterLender,
  type FilterProduct,
  filterLenders,
  type LenderCandidate,
  productOfType,
} from "../lender-filter";
import { type SortLender, type SortProduct, sortLenders } from "../lender-sort";
import {
  computeMatchScore,
  type MatchScore,
  type ScoreLender,
  type ScoreProduct,
} from "../match-score";
import { clampPage, pageCount, pageSlice } from "../pager";
import type { SearchFilters } from "../search-filters";

export type SearchLender = FilterLender & ScoreLender & SortLender;
export type SearchProduct = FilterProduct & ScoreProduct & SortProduct;

export interface SearchResultItem<L extends SearchLender, P extends SearchProduct> {
  lender: L;
  products: readonly P[];
  /** The lender's product of the selected loan type (the card shows it). */
  product: P;
  match: MatchScore;
}

export interface SearchResult<L extends SearchLender, P extends SearchProduct> {
  items: SearchResultItem<L, P>[];
  /** Lenders matching the filters ('Showing X …'). */
  matchCount: number;
  /** Active lenders offering the loan type at all ('… of Y lenders'). */
  totalForType: number;
  /** The page returned, clamped to 1..pages. */
  page: number;
  pages: number;
  pageSize: number;
}

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
