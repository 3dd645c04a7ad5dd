/**
 * A search index for one loan type's candidates in one order: the facts the filter and the
 * match score read, one typed array per fact, built once per candidate list (the server keeps
 * one per catalogue list). A search then reads a few numbers per lender from compact memory
 * instead of following each lender's objects (lender, products, state set, collateral
 * wordings), and works out once per search what each case is worth, with the domain's own
 * rules (lenderFilter's, and criterionValue's for the score). searchColumnsOf equals the
 * plain searchLenders of ../test/reference-search.ts (tested over random catalogues).
 */

import type { LoanType } from "../../reference/loan-types";
import { isUnknownCollateral, normalizePropertyType } from "../../reference/property-types";
import { type LenderCandidate, productOfType } from "../lender-filter";
import { criterionValue } from "../match-score";
import type { SearchFilters } from "../search-filters";
import { ANY_STATE, NOTHING_BIT, STATE_INDEX, STATE_WORDS, TYPE_BIT, UNKNOWN_BIT } from "./bits";
import { searchIndexed } from "./indexed";
import type { SearchLender, SearchProduct, SearchResult } from "./types";

export interface SearchColumns {
  readonly loanType: LoanType;
  readonly length: number;
  /** 1: active with an active product of the type. */
  readonly offers: Uint8Array;
  /** The type product's minimum (else the lender's); NaN: none. */
  readonly minimum: Float64Array;
  /** The type product's minimum credit score; NaN: none. */
  readonly minimumFico: Float64Array;
  /** The lender's average funding time; NaN: none. */
  readonly fundingTime: Float64Array;
  /** STATE_WORDS words per candidate (see STATE_WORDS). */
  readonly states: Uint32Array;
  /** Collateral bits of the type product's list. */
  readonly collateral: Uint32Array;
  /** The reviews criterion's value (it depends on the lender only). */
  readonly reviews: Float64Array;
  /** 1: the lender's verification holds (issue 35, 'Verified only'). */
  readonly verified: Uint8Array;
}

function collateralBits(list: readonly string[] | null): number {
  if (!list || list.length === 0) return NOTHING_BIT;
  let bits = 0;
  for (const wording of list) {
    if (isUnknownCollateral(wording)) bits |= UNKNOWN_BIT;
    const type = normalizePropertyType(wording);
    if (type) bits |= TYPE_BIT.get(type) ?? 0;
  }
  return bits;
}

const orNaN = (value: number | null | undefined) =>
  typeof value === "number" ? value : Number.NaN;

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function emptyColumns(loanType: LoanType, length: number): Writable<SearchColumns> {
  return {
    loanType,
    length,
    offers: new Uint8Array(length),
    minimum: new Float64Array(length),
    minimumFico: new Float64Array(length),
    fundingTime: new Float64Array(length),
    states: new Uint32Array(length * STATE_WORDS),
    collateral: new Uint32Array(length),
    reviews: new Float64Array(length),
    verified: new Uint8Array(length),
  };
}

/** Writes row `i` of `columns` from a candidate (the row's state words must be zero). */
function rowWriter(columns: Writable<SearchColumns>) {
  const { loanType } = columns;
  // Collateral lists repeat a few dozen wordings: each distinct list is read once.
  const collateralOf = new Map<string, number>();
  return (
    { lender, products, states }: LenderCandidate<SearchLender, SearchProduct>,
    i: number,
  ) => {
    const product = productOfType(products, loanType);
    columns.offers[i] = lender.isActive !== false && product ? 1 : 0;
    columns.minimum[i] = orNaN(product?.loanAmountMin ?? lender.minimumLoanAmount);
    columns.minimumFico[i] = orNaN(product?.minimumFico);
    columns.fundingTime[i] = orNaN(lender.averageFundingTime);
    if (states === null) columns.states[i * STATE_WORDS + 1] = ANY_STATE;
    else {
      for (const name of states) {
        const bit = STATE_INDEX.get(name);
        if (bit === undefined) continue;
        const word = i * STATE_WORDS + (bit >>> 5);
        columns.states[word] = (columns.states[word] ?? 0) | (1 << (bit & 31));
      }
    }
    const list = product?.collateralTypes ?? null;
    const key = list ? list.join("\u0000") : "";
    let bits = list && list.length > 0 ? collateralOf.get(key) : NOTHING_BIT;
    if (bits === undefined) {
      bits = collateralBits(list);
      collateralOf.set(key, bits);
    }
    columns.collateral[i] = bits;
    columns.reviews[i] = criterionValue.reviews(lender.reviewScore, lender.totalReviews);
    columns.verified[i] = lender.verification ? 1 : 0;
  };
}

/** The columns of `candidates` (in their order) for searches of `loanType`. */
export function searchColumns(
  candidates: readonly LenderCandidate<SearchLender, SearchProduct>[],
  loanType: LoanType,
): SearchColumns {
  const columns = emptyColumns(loanType, candidates.length);
  candidates.forEach(rowWriter(columns));
  return columns;
}

/**
 * searchColumns in parts, for a caller that spreads a long list over several event-loop turns:
 * `write(start, end)` fills rows [start, end); once every row is written, `columns` equals
 * searchColumns(candidates, loanType).
 */
export function searchColumnsWriter(
  candidates: readonly LenderCandidate<SearchLender, SearchProduct>[],
  loanType: LoanType,
): { columns: SearchColumns; write: (start: number, end: number) => void } {
  const columns = emptyColumns(loanType, candidates.length);
  const writeRow = rowWriter(columns);
  return {
    columns,
    write(start, end) {
      for (let i = start; i < end; i++) {
        writeRow(candidates[i] as LenderCandidate<SearchLender, SearchProduct>, i);
      }
    },
  };
}

/**
 * The columns of `candidates`, a list made from `previous` (whose columns are `columns`) by
 * removing the candidates in `gone` and inserting others, the rest in the same order (as the
 * catalogue patches its lists after a write): rows of kept candidates are copied, only the
 * inserted ones are read. Equal to searchColumns(candidates, loanType) (tested).
 */
export function patchedSearchColumns(
  previous: readonly LenderCandidate<SearchLender, SearchProduct>[],
  columns: SearchColumns,
  gone: ReadonlySet<LenderCandidate<SearchLender, SearchProduct>>,
  candidates: readonly LenderCandidate<SearchLender, SearchProduct>[],
): SearchColumns {
  const next = emptyColumns(columns.loanType, candidates.length);
  const write = rowWriter(next);
  let j = 0;
  for (let i = 0; i < candidates.length; i++) {
    const candidate = candidates[i] as LenderCandidate<SearchLender, SearchProduct>;
    while (j < previous.length && previous[j] !== candidate && gone.has(previous[j] as never)) j++;
    if (j < previous.length && previous[j] === candidate) {
      next.offers[i] = columns.offers[j] as number;
      next.minimum[i] = columns.minimum[j] as number;
      next.minimumFico[i] = columns.minimumFico[j] as number;
      next.fundingTime[i] = columns.fundingTime[j] as number;
      for (let w = 0; w < STATE_WORDS; w++) {
        next.states[i * STATE_WORDS + w] = columns.states[j * STATE_WORDS + w] as number;
      }
      next.collateral[i] = columns.collateral[j] as number;
      next.reviews[i] = columns.reviews[j] as number;
      next.verified[i] = columns.verified[j] as number;
      j++;
    } else {
      write(candidate, i);
    }
  }
  return next;
}

/**
 * The listing search, the one production runs: searchLenders(candidates, filters, options)
 * (the reference, ../test/reference-search.ts) for candidates in candidateOrderOf order, read
 * from `columns` (built from the same candidates for the same loan type). Columns that do not
 * fit the list or the type are not trusted: the list's own are built.
 */
export function searchColumnsOf<L extends SearchLender, P extends SearchProduct>(
  candidates: readonly LenderCandidate<L, P>[],
  columns: SearchColumns,
  filters: SearchFilters & { page?: number | null },
  options: { profileCreditScore?: number | null; pageSize?: number } = {},
): SearchResult<L, P> {
  const wantedType = filters.collateralType
    ? normalizePropertyType(filters.collateralType)
    : undefined;
  const fits = columns.loanType === filters.loanType && columns.length === candidates.length;
  const own = fits ? columns : searchColumns(candidates, filters.loanType);
  return searchIndexed(candidates, own, filters, options, wantedType);
}
