/**
 * The search query string read without Zod, for the listing page: its first download then
 * carries no Zod (~25 KB gzipped) just to read its URL. The rules are the contract's
 * (searchQuerySchema in search-query-schema.ts, which the API validates with): each field is
 * read here with the same domain functions the schema calls (isStateCode, parseUsdAmount,
 * normalizePropertyType, parseFundingTimeRange), and search-query-reader.test.ts proves with
 * fast-check that every field agrees with the schema's, valid or not, on every boundary (blank,
 * too long, coercion, integer and range limits).
 */

import { parseUsdAmount } from "../loan-requests/loan-amount";
import { CREDIT_SCORE_MAX } from "../reference/limits";
import { DEFAULT_LOAN_TYPE, LOAN_TYPES } from "../reference/loan-types";
import { normalizePropertyType } from "../reference/property-types";
import { isStateCode } from "../reference/us-states";
import type { SearchQuery } from "./query-schema";
import {
  DEFAULT_SORT,
  isSortOption,
  parseFundingTimeRange,
  SEARCH_TEXT_MAX_LENGTH,
  VERIFIED_VALUES,
} from "./search-filters";

export type SearchQueryKey = keyof SearchQuery;

/** A field as read: its value (undefined when absent or blank), or invalid. */
export type FieldReading<T> = { ok: true; value: T | undefined } | { ok: false };

const INVALID = { ok: false } as const;
const valid = <T>(value: T): FieldReading<T> => ({ ok: true, value });

/** Too long to be a real value: refused before any parsing (the schema's max length). */
const tooLong = (text: string) => text.length > SEARCH_TEXT_MAX_LENGTH;

/** A number as the schema's z.coerce.number().int() takes it: Number(text), a safe integer. */
function wholeNumber(text: string, min: number, max: number): FieldReading<number> {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? valid(n) : INVALID;
}

type Readers = {
  [K in SearchQueryKey]-?: (text: string) => FieldReading<Exclude<SearchQuery[K], undefined>>;
};

/** One reader per parameter, given a text that is not blank. */
const readers: Readers = {
  loanType: (text) => {
    const type = LOAN_TYPES.find((t) => t === text);
    return type ? valid(type) : INVALID;
  },
  location: (text) => {
    if (tooLong(text)) return INVALID;
    const code = text.trim().toUpperCase();
    return isStateCode(code) ? valid(code) : INVALID;
  },
  loanAmount: (text) => {
    if (tooLong(text)) return INVALID;
    const amount = parseUsdAmount(text);
    return amount !== null && amount > 0 ? valid(amount) : INVALID;
  },
  creditScore: (text) => wholeNumber(text, 0, CREDIT_SCORE_MAX),
  collateralType: (text) => {
    if (tooLong(text)) return INVALID;
    const type = normalizePropertyType(text);
    return type ? valid(type) : INVALID;
  },
  fundingTime: (text) =>
    !tooLong(text) && parseFundingTimeRange(text) !== null
      ? valid(text.replace(/\s/g, ""))
      : INVALID,
  verified: (text) =>
    (VERIFIED_VALUES as readonly string[]).includes(text) ? valid(true) : INVALID,
  sortBy: (text) => (isSortOption(text) ? valid(text) : INVALID),
  page: (text) => wholeNumber(text, 1, Number.MAX_SAFE_INTEGER),
};

export const SEARCH_QUERY_KEYS = Object.keys(readers) as SearchQueryKey[];

/**
 * One parameter of the query string (null or undefined when absent). Blank text counts as
 * absent, as in the schema; loanType, sortBy and page have no default here (readSearchQuery
 * applies them).
 */
export function readSearchParam<K extends SearchQueryKey>(
  key: K,
  raw: string | null | undefined,
): FieldReading<Exclude<SearchQuery[K], undefined>> {
  if (raw === null || raw === undefined || raw.trim() === "") return valid(undefined);
  // TypeScript cannot tie readers[key] to K through the mapped type; the table is typed above.
  const reader = readers[key] as (text: string) => FieldReading<Exclude<SearchQuery[K], undefined>>;
  return reader(raw);
}

/**
 * The query as the schema outputs it, every invalid parameter left out (and named in
 * `invalid`) rather than failing the whole query: one bad value never hides the others.
 */
export function readSearchQuery(raw: Partial<Record<SearchQueryKey, string>>): {
  query: SearchQuery;
  invalid: SearchQueryKey[];
} {
  const invalid: SearchQueryKey[] = [];
  const read = <K extends SearchQueryKey>(key: K) => {
    const reading = readSearchParam(key, raw[key]);
    if (reading.ok) return reading.value;
    invalid.push(key);
    return undefined;
  };
  const query: SearchQuery = {
    loanType: read("loanType") ?? DEFAULT_LOAN_TYPE,
    location: read("location"),
    loanAmount: read("loanAmount"),
    creditScore: read("creditScore"),
    collateralType: read("collateralType"),
    fundingTime: read("fundingTime"),
    verified: read("verified"),
    sortBy: read("sortBy") ?? DEFAULT_SORT,
    page: read("page") ?? 1,
  };
  return { query, invalid };
}
