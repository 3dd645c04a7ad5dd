/**
 * searchLenders over a list's search columns and their candidate indexes
 * (lender-search-postings.ts), reading only the lenders that can match
 * (docs/decisions/search-indexes.md):
 * 1. Each filter that has an index names its candidate set and that set's size at once (a
 *    posting list's length, or a binary search over a numeric fact's values): the smallest
 *    set is read, the other filters are checked on the columns of its lenders only.
 * 2. Most-relevant: scores are tenths from 0 to 5, so the top of the ranking is picked by
 *    counting (a bucket per score, then the page's ranks), not by sorting: a bounded top-k
 *    whose bound is the 51 score values. Matches are kept as positions in a reused buffer,
 *    so picking the page reads the matches, not the candidates, again.
 * 3. Another order: the list is in that order, so the page is the matches at its ranks; when
 *    the candidate set is exactly the matches (one indexed filter, or none) the page is a
 *    slice and the count the set's size, with no lender read at all.
 * The rules are the domain's: the filter's (lenderFilter) and what each case is worth from
 * criterionValue (match-score.ts), worked out once per search. Equal to searchLenders for
 * every catalogue, filter set, order and page (tested over random catalogues and patches).
 */

import { PAGE_SIZE } from "../../reference/limits";
import type { PropertyType } from "../../reference/property-types";
import { stateNameOfCode } from "../../reference/us-states";
import { type LenderCandidate, productOfType, propertyTypeMatcher } from "../lender-filter";
import { computeMatchScore, criterionValue, roundDownToTenth } from "../match-score";
import { clampPage, pageCount } from "../pager";
import { parseFundingTimeRange, type SearchFilters } from "../search-filters";
import { ANY_STATE, NOTHING_BIT, STATE_INDEX, STATE_WORDS, TYPE_BIT, UNKNOWN_BIT } from "./bits";
import { candidateOrderOf } from "./candidate-order";
import type { SearchColumns } from "./columns";
import { atMost, NO_STATE_KEY, postingsOf, sortedSlice, within } from "./postings";
import type { SearchLender, SearchProduct, SearchResult, SearchResultItem } from "./types";

/** Matches of the running search (positions, score tenths); reused, grown as needed. */
let matchedAt = new Int32Array(1024);
let matchedTenths = new Uint8Array(1024);
const SCORE_BUCKETS = 51; // tenths 0..50

/**
 * A numeric-fact candidate set is read in list order after a sort: it is chosen over a set
 * already in list order only when it is this many times smaller.
 */
const SORT_PENALTY = 2;

/**
 * searchLenders(candidates, filters, options) for candidates in candidateOrderOf order whose
 * columns are `columns` (same list, same loan type), the property type already normalised
 * (`wantedType`; undefined for a wording that names no known type, which the columns have no
 * bit for: then each candidate's own collateral list is read, as lenderFilter reads it).
 */
export function searchIndexed<L extends SearchLender, P extends SearchProduct>(
  candidates: readonly LenderCandidate<L, P>[],
  columns: SearchColumns,
  filters: SearchFilters & { page?: number | null },
  options: { profileCreditScore?: number | null; pageSize?: number },
  wantedType: PropertyType | undefined,
): SearchResult<L, P> {
  const { minimum, minimumFico, fundingTime, states, collateral, reviews, verified } = columns;
  const postings = postingsOf(columns);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const requested = clampPage(filters.page ?? 1, Number.POSITIVE_INFINITY);

  // The filters, read once (as lenderFilter reads them).
  const stateCode = filters.location || null;
  const stateName = stateCode ? stateNameOfCode(stateCode) : undefined;
  const stateBit = stateName === undefined ? undefined : STATE_INDEX.get(stateName);
  const stateWord = stateBit === undefined ? 0 : stateBit >>> 5;
  const stateMask = stateBit === undefined ? 0 : 1 << (stateBit & 31);
  const amount = typeof filters.loanAmount === "number" ? filters.loanAmount : null;
  const credit = filters.creditScore ?? options.profileCreditScore ?? null;
  const range = parseFundingTimeRange(filters.fundingTime);
  const verifiedOnly = filters.verified === true;
  const wantedBit = wantedType ? (TYPE_BIT.get(wantedType) ?? 0) : 0;
  const accepted = wantedBit | UNKNOWN_BIT | NOTHING_BIT;
  // A property type no bit stands for ('Barn'): read the product's own list, as the rules do.
  const otherType = filters.collateralType && !wantedType ? filters.collateralType : null;
  const otherTypeMatches = otherType ? propertyTypeMatcher(otherType) : null;
  const collateralOf = (i: number) =>
    productOfType((candidates[i] as LenderCandidate<L, P>).products, filters.loanType)
      ?.collateralTypes ?? null;

  // The candidate set: the smallest of those the filters name.
  let driver: Int32Array = postings.offering;
  let driverFilters = 0; // how many filters the driver's set decides exactly
  const activeFilters =
    (stateCode ? 1 : 0) +
    (amount !== null ? 1 : 0) +
    (credit !== null ? 1 : 0) +
    (wantedBit ? 1 : 0) +
    (otherTypeMatches ? 1 : 0) +
    (range ? 1 : 0) +
    (verifiedOnly ? 1 : 0);
  const consider = (set: Int32Array) => {
    if (driverFilters === 0 || set.length < driver.length) {
      driver = set;
      driverFilters = 1;
    }
  };
  if (stateCode) consider(postings.state(stateBit ?? NO_STATE_KEY));
  if (wantedBit) consider(postings.propertyType(wantedBit));
  const slices = [
    amount !== null && !Number.isNaN(amount) ? atMost(postings.byValue("minimum"), amount) : null,
    credit !== null && !Number.isNaN(credit)
      ? atMost(postings.byValue("minimumFico"), credit)
      : null,
    range ? within(postings.byValue("fundingTime"), range.min, range.max) : null,
  ];
  let bestSlice = null;
  for (const slice of slices) {
    if (!slice) continue;
    const size = slice.to - slice.from;
    if (size * SORT_PENALTY < (bestSlice ? bestSlice.to - bestSlice.from : driver.length)) {
      bestSlice = slice;
    }
  }
  if (bestSlice) {
    driver = sortedSlice(bestSlice);
    driverFilters = 1;
  }
  const exact = activeFilters === 0 || (activeFilters === 1 && driverFilters === 1);

  // What each case is worth, from the domain's rules with a representative of the case.
  const byScore = candidateOrderOf(filters.sortBy) === "name";
  const creditValue = criterionValue.credit(filters.creditScore ?? options.profileCreditScore);
  const stateAny = criterionValue.state(null, stateCode);
  const stateListed = stateName ? criterionValue.state(new Set([stateName]), stateCode) : 0;
  const stateUnlisted = criterionValue.state(new Set(), stateCode);
  const wanted = filters.collateralType ?? null;
  const propertyNothing = criterionValue.propertyType([], wanted);
  const propertyWanted = wantedType ? criterionValue.propertyType([wantedType], wanted) : 0;
  const propertyUnknown = criterionValue.propertyType(["Unknown"], wanted);
  const propertyOther = criterionValue.propertyType(["\u0000"], wanted);
  const loanAmount = filters.loanAmount;

  // One pass over the candidate set: filter, and (most-relevant) score and count per score.
  let matchCount = 0;
  const counts = new Uint32Array(SCORE_BUCKETS);
  if (exact && !byScore) {
    matchCount = driver.length;
  } else {
    if (matchedAt.length < driver.length) {
      matchedAt = new Int32Array(driver.length * 2);
      matchedTenths = new Uint8Array(driver.length * 2);
    }
    for (let d = 0; d < driver.length; d++) {
      const i = driver[d] as number;
      const anyState = ((states[i * STATE_WORDS + 1] as number) & ANY_STATE) !== 0;
      const listed =
        stateBit !== undefined &&
        ((states[i * STATE_WORDS + stateWord] as number) & stateMask) !== 0;
      if (stateCode && !anyState && !listed) continue;
      const least = minimum[i] as number;
      if (amount !== null && least > amount) continue;
      if (credit !== null && (minimumFico[i] as number) > credit) continue;
      const bits = collateral[i] as number;
      if (wantedBit && (bits & accepted) === 0) continue;
      if (otherTypeMatches && !otherTypeMatches(collateralOf(i))) continue;
      if (range) {
        const time = fundingTime[i] as number;
        if (!(time >= range.min && time <= range.max)) continue;
      }
      if (verifiedOnly && verified[i] === 0) continue;
      matchedAt[matchCount] = i;
      if (byScore) {
        const sum =
          0 +
          criterionValue.loanAmount(Number.isNaN(least) ? null : least, loanAmount) +
          creditValue +
          (anyState ? stateAny : listed ? stateListed : stateUnlisted) +
          (otherType
            ? criterionValue.propertyType(collateralOf(i) ?? [], wanted)
            : bits & NOTHING_BIT
              ? propertyNothing
              : bits & wantedBit
                ? propertyWanted
                : bits & UNKNOWN_BIT
                  ? propertyUnknown
                  : propertyOther) +
          (reviews[i] as number);
        const tenths = Math.round(roundDownToTenth(sum) * 10);
        matchedTenths[matchCount] = tenths;
        counts[tenths] = (counts[tenths] as number) + 1;
      }
      matchCount += 1;
    }
  }

  const pages = pageCount(matchCount, pageSize);
  const page = clampPage(requested, pages);
  const first = (page - 1) * pageSize;
  const end = Math.min(first + pageSize, matchCount);
  const chosen: LenderCandidate<L, P>[] = new Array(Math.max(0, end - first));
  if (byScore) {
    // A match's rank: the matches with a higher score, then its place among its equals (they
    // are in list order, i.e. by name). Only scores that reach the page are looked at.
    const next = new Uint32Array(SCORE_BUCKETS);
    let above = 0;
    let lowest = SCORE_BUCKETS; // the lowest score with a rank before `end`
    for (let tenths = SCORE_BUCKETS - 1; tenths >= 0; tenths--) {
      next[tenths] = above;
      if (above < end) lowest = tenths;
      above += counts[tenths] as number;
    }
    for (let m = 0, found = 0; m < matchCount && found < chosen.length; m++) {
      const tenths = matchedTenths[m] as number;
      if (tenths < lowest) continue;
      const rank = next[tenths] as number;
      next[tenths] = rank + 1;
      if (rank >= first && rank < end) {
        chosen[rank - first] = candidates[matchedAt[m] as number] as LenderCandidate<L, P>;
        found += 1;
      }
    }
  } else {
    const ranked = exact ? driver : matchedAt;
    for (let r = first; r < end; r++) {
      chosen[r - first] = candidates[ranked[r] as number] as LenderCandidate<L, P>;
    }
  }

  return {
    items: pageItems(chosen, filters, options),
    matchCount,
    totalForType: postings.offering.length,
    page,
    pages,
    pageSize,
  };
}

/** The result items of a page's candidates: each with its type product and explained score. */
function pageItems<L extends SearchLender, P extends SearchProduct>(
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
