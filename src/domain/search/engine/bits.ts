/**
 * The bit layout of the search columns (lender-search-columns.ts), shared with the indexes
 * built on them (lender-search-postings.ts) and the indexed search (lender-search-indexed.ts).
 */
import { PROPERTY_TYPE_VALUES, type PropertyType } from "../../reference/property-types";
import { STATE_NAMES, type StateName } from "../../reference/us-states";

/** Collateral bits: one per property type, then 'lists Unknown' and 'lists nothing'. */
export const TYPE_BIT = new Map<PropertyType, number>(
  PROPERTY_TYPE_VALUES.map((t, i) => [t, 1 << i]),
);
export const UNKNOWN_BIT = 1 << 29;
export const NOTHING_BIT = 1 << 30;
export const STATE_INDEX = new Map<StateName, number>(STATE_NAMES.map((name, i) => [name, i]));
/**
 * State bits per candidate: 50 states in two 32-bit words (bit i: STATE_NAMES[i]), and the
 * second word's top bit for 'has not said' (null), which matches every state.
 */
export const STATE_WORDS = 2;
export const ANY_STATE = 1 << 31;
if (STATE_NAMES.length > 32 * STATE_WORDS - 1) throw new Error("state bits overflow");
if (PROPERTY_TYPE_VALUES.length > 29) throw new Error("collateral bits overflow");
