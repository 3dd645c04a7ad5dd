/**
 * What a listing search reads and answers (spec 2 'Lender listing pages', spec 9): the lender
 * and product facts its rules need, and the page it returns. The one production search is
 * searchColumnsOf (columns.ts); the plain searchLenders it is tested against lives in
 * ../test/reference-search.ts.
 */
import type { FilterLender, FilterProduct } from "../lender-filter";
import type { SortLender, SortProduct } from "../lender-sort";
import type { MatchScore, ScoreLender, ScoreProduct } from "../match-score";

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
