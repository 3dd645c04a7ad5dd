/**
 * Which lender changes can change a search's answer, so that a server keeping answers can
 * drop only those a write touches. An answer (searchLenders' result for some filters) is the
 * page's items, the match count and the loan type's total. A lender's change leaves it as it
 * is when the lender offers the type before and after or neither, matches the filters before
 * and after or neither, is not on the page (before or after), and sorts on the same side of
 * the page (before its first item or after its last) before and after: then the matches
 * before the page, the page and the counts are all unchanged. Tested by applying random
 * changes to random catalogues: whenever this says 'no', the answer computed again is equal.
 */
import { type LenderCandidate, lenderFilter, productOfType } from "../lender-filter";
import { lenderComparator, type SortItem } from "../lender-sort";
import { matchScorer } from "../match-score";
import type { SearchFilters } from "../search-filters";
import { candidateOrderOf } from "./candidate-order";
import type { SearchLender, SearchProduct, SearchResult } from "./types";

type Candidate = LenderCandidate<SearchLender, SearchProduct>;

/**
 * For the answer `result` to `filters`: whether a lender's change from `before` to `after`
 * (undefined: absent, e.g. added, deleted or deactivated) can change it.
 */
export function searchDependence(
  filters: SearchFilters,
  options: { profileCreditScore?: number | null },
  result: Pick<SearchResult<SearchLender, SearchProduct>, "items">,
): (before: Candidate | undefined, after: Candidate | undefined) => boolean {
  const passes = lenderFilter(filters, options);
  const score = matchScorer(filters, options);
  const compare = lenderComparator(filters.sortBy, filters.loanType);
  const byScore = candidateOrderOf(filters.sortBy) === "name";
  const onPage = new Set(result.items.map((item) => item.lender.id));
  const first = result.items[0];
  const last = result.items.at(-1);
  const offers = (candidate: Candidate | undefined) =>
    candidate !== undefined &&
    candidate.lender.isActive !== false &&
    productOfType(candidate.products, filters.loanType) !== undefined;
  /** -1: sorts before the page, 1: after it, 0: within it. */
  const side = (candidate: Candidate): number => {
    if (!first || !last) return 1;
    const item: SortItem = byScore
      ? {
          lender: candidate.lender,
          products: candidate.products,
          match: { score: score(candidate) },
        }
      : candidate;
    if (compare(item, first) < 0) return -1;
    if (compare(item, last) > 0) return 1;
    return 0;
  };
  return (before, after) => {
    if (offers(before) !== offers(after)) return true;
    const matched = before !== undefined && passes(before);
    const matches = after !== undefined && passes(after);
    if (matched !== matches) return true;
    if (!before || !after || !matched) return false;
    if (onPage.has(before.lender.id) || onPage.has(after.lender.id)) return true;
    const was = side(before);
    return was === 0 || was !== side(after);
  };
}
