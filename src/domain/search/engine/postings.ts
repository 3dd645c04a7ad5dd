/**
 * Candidate indexes over one list's search columns (lender-search-columns.ts), so that an
 * uncached search reads only the lenders that can match (docs/decisions/search-indexes.md):
 * - the positions that offer the type (the list's 'of Y lenders');
 * - per state, the positions that lend there or have not said where they lend (who match
 *   every state), and per wanted property type the positions whose list names it, says
 *   'Unknown' or lists nothing: posting lists, in list order;
 * - per numeric fact (minimum loan, minimum credit score, funding time), the offering
 *   positions grouped by value in ascending value order: how many pass a threshold is a
 *   binary search, and those positions are one slice.
 * Built lazily (on the first search that needs each one) and kept with the columns object,
 * which is immutable: a patched list has new columns and so new indexes.
 */
import { ANY_STATE, NOTHING_BIT, STATE_WORDS, UNKNOWN_BIT } from "./bits";
import type { SearchColumns } from "./columns";

/**
 * Offering positions grouped by a numeric fact. `positions[0, starts[0])` have no value (NaN);
 * `positions[starts[g], starts[g + 1])` have `values[g]`; values ascend; within a group,
 * positions ascend.
 */
export interface ValueIndex {
  readonly values: Float64Array;
  readonly starts: Uint32Array;
  readonly positions: Int32Array;
}

function valueIndex(column: Float64Array, offering: Int32Array): ValueIndex {
  const distinct: number[] = [];
  const seen = new Set<number>();
  let none = 0;
  for (let k = 0; k < offering.length; k++) {
    const value = column[offering[k] as number] as number;
    if (Number.isNaN(value)) none += 1;
    else if (!seen.has(value)) {
      seen.add(value);
      distinct.push(value);
    }
  }
  const values = Float64Array.from(distinct).sort();
  const groupOf = new Map<number, number>();
  for (let g = 0; g < values.length; g++) groupOf.set(values[g] as number, g);
  const starts = new Uint32Array(values.length + 1);
  starts[0] = none;
  const sizes = new Uint32Array(values.length);
  for (let k = 0; k < offering.length; k++) {
    const value = column[offering[k] as number] as number;
    if (!Number.isNaN(value)) {
      const g = groupOf.get(value) as number;
      sizes[g] = (sizes[g] as number) + 1;
    }
  }
  for (let g = 0; g < values.length; g++) {
    starts[g + 1] = (starts[g] as number) + (sizes[g] as number);
  }
  const next = starts.slice(0, values.length);
  const positions = new Int32Array(offering.length);
  let noneAt = 0;
  for (let k = 0; k < offering.length; k++) {
    const position = offering[k] as number;
    const value = column[position] as number;
    if (Number.isNaN(value)) positions[noneAt++] = position;
    else {
      const g = groupOf.get(value) as number;
      positions[next[g] as number] = position;
      next[g] = (next[g] as number) + 1;
    }
  }
  return { values, starts, positions };
}

/** The number of values in `values` (ascending) below `limit`, or at most `limit` if `inclusive`. */
function rank(values: Float64Array, limit: number, inclusive: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle] as number;
    if (value < limit || (inclusive && value === limit)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A slice of a ValueIndex's positions: [from, to). Its positions are grouped by value, not in
 * list order (sortedSlice puts them in order).
 */
export interface ValueSlice {
  readonly index: ValueIndex;
  readonly from: number;
  readonly to: number;
}

/** The positions whose value is NaN or at most `limit` (the minimum-loan and credit rules). */
export function atMost(index: ValueIndex, limit: number): ValueSlice {
  return { index, from: 0, to: index.starts[rank(index.values, limit, true)] as number };
}

/** The positions whose value is within [min, max] (the funding-time rule; NaN fails it). */
export function within(index: ValueIndex, min: number, max: number): ValueSlice {
  const from = index.starts[rank(index.values, min, false)] as number;
  const to = Math.max(from, index.starts[rank(index.values, max, true)] as number);
  return { index, from, to };
}

/** The slice's positions in list order (ascending). */
export function sortedSlice({ index, from, to }: ValueSlice): Int32Array {
  return index.positions.slice(from, to).sort();
}

/** The key of the 'has not said' posting: a state code no state has (it matches only those). */
export const NO_STATE_KEY = -1;

export class SearchPostings {
  /** Positions that offer the type, ascending. */
  readonly offering: Int32Array;
  private readonly states = new Map<number, Int32Array>();
  private readonly collateral = new Map<number, Int32Array>();
  private readonly values = new Map<"minimum" | "minimumFico" | "fundingTime", ValueIndex>();

  constructor(private readonly columns: SearchColumns) {
    const { offers, length } = columns;
    let count = 0;
    for (let i = 0; i < length; i++) if (offers[i] === 1) count += 1;
    this.offering = new Int32Array(count);
    for (let i = 0, k = 0; i < length; i++) if (offers[i] === 1) this.offering[k++] = i;
  }

  private collect(keep: (position: number) => boolean): Int32Array {
    const kept: number[] = [];
    for (let k = 0; k < this.offering.length; k++) {
      const position = this.offering[k] as number;
      if (keep(position)) kept.push(position);
    }
    return Int32Array.from(kept);
  }

  /**
   * Offering positions that lend in the state with bit `bit` (STATE_INDEX), or have not said;
   * NO_STATE_KEY: only those that have not said (a code that names no state).
   */
  state(bit: number): Int32Array {
    let posting = this.states.get(bit);
    if (!posting) {
      const { states } = this.columns;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      posting = this.collect((i) => {
        if (((states[i * STATE_WORDS + 1] as number) & ANY_STATE) !== 0) return true;
        return bit !== NO_STATE_KEY && ((states[i * STATE_WORDS + word] as number) & mask) !== 0;
      });
      this.states.set(bit, posting);
    }
    return posting;
  }

  /** Offering positions whose collateral names the type with bit `wantedBit`, 'Unknown' or nothing. */
  propertyType(wantedBit: number): Int32Array {
    let posting = this.collateral.get(wantedBit);
    if (!posting) {
      const { collateral } = this.columns;
      const accepted = wantedBit | UNKNOWN_BIT | NOTHING_BIT;
      posting = this.collect((i) => ((collateral[i] as number) & accepted) !== 0);
      this.collateral.set(wantedBit, posting);
    }
    return posting;
  }

  /** The offering positions grouped by one numeric column's value. */
  byValue(column: "minimum" | "minimumFico" | "fundingTime"): ValueIndex {
    let index = this.values.get(column);
    if (!index) {
      index = valueIndex(this.columns[column], this.offering);
      this.values.set(column, index);
    }
    return index;
  }
}

const postingsOfColumns = new WeakMap<SearchColumns, SearchPostings>();

/** The indexes of a columns object, made on first use and kept as long as the columns. */
export function postingsOf(columns: SearchColumns): SearchPostings {
  let postings = postingsOfColumns.get(columns);
  if (!postings) {
    postings = new SearchPostings(columns);
    postingsOfColumns.set(columns, postings);
  }
  return postings;
}
