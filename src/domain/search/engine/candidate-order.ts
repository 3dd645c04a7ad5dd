/**
 * The order a search's candidates are kept in (the catalogue keeps each list so): an order
 * other than most-relevant does not depend on the filters, so candidates kept in that order
 * (lenderComparator) are filtered and paged without sorting; most-relevant ranks by match
 * score, then name, so its candidates are kept in name order (compareLenderNames) and ranked
 * by counting scores (indexed.ts).
 */
import { DEFAULT_SORT, isSortOption, type SortOption } from "../search-filters";

/** The order searchColumnsOf needs its candidates in for a sort option. */
export function candidateOrderOf(sortBy: string | null | undefined): SortOption | "name" {
  const order = isSortOption(sortBy) ? sortBy : DEFAULT_SORT;
  return order === "most-relevant" ? "name" : order;
}
