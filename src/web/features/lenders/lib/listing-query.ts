/**
 * The listing page's query string is the single source of truth for its filters, sort and page
 * (spec 2 'Lender listing pages'). These pure helpers read it into typed state (dropping values
 * the contract's rules reject, e.g. a hand-edited URL) and write state back, keeping parameters
 * that are not ours (e.g. utm_*) untouched.
 */
import type { LoanType } from "@/domain/reference/loan-types";
import { readSearchQuery } from "@/domain/search/query-reader";
import {
  hasActiveFilter,
  type SearchFilters,
  type SortOption,
  searchParamsOf,
} from "@/domain/search/search-filters";
import { type UrlStateCodec, writeUrlState } from "@/web/lib/table/url-state";

/** The filters a user sets on a listing page (loan type comes from the route, sort is apart). */
export interface ListingFilters {
  location: string | null;
  loanAmount: number | null;
  creditScore: number | null;
  collateralType: string | null;
  fundingTime: string | null;
  /** Issue 35: 'Verified only'. */
  verified: boolean;
}

export interface ListingState {
  filters: ListingFilters;
  sortBy: SortOption;
  page: number;
}

export const EMPTY_FILTERS: ListingFilters = {
  location: null,
  loanAmount: null,
  creditScore: null,
  collateralType: null,
  fundingTime: null,
  verified: false,
};

/** Every query parameter the listing page owns; others are carried along untouched. */
export const LISTING_PARAM_KEYS = [
  "loanType",
  "location",
  "loanAmount",
  "creditScore",
  "collateralType",
  "fundingTime",
  "verified",
  "sortBy",
  "page",
] as const;

type ListingParamKey = (typeof LISTING_PARAM_KEYS)[number];

export interface ParsedListingQuery {
  state: ListingState;
  /** Parameters that were present but invalid, and were dropped. */
  dropped: ListingParamKey[];
}

/**
 * Reads the listing state from a query string. The route decides the loan type (a different
 * loanType parameter is reported as dropped); any parameter the contract's rules reject is
 * dropped on its own, so one bad value never hides the others (and never crashes the page).
 * Read with the domain's Zod-free reader, which agrees with the API's searchQuerySchema
 * (search-query-reader.test.ts), so the listing's first download carries no Zod.
 */
export function parseListingQuery(params: URLSearchParams, loanType: LoanType): ParsedListingQuery {
  const raw: Partial<Record<ListingParamKey, string>> = {};
  for (const key of LISTING_PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null && key !== "loanType") raw[key] = value;
  }
  const dropped: ListingParamKey[] = [];
  // The route decides the loan type; a different loanType parameter is stale or hand-edited.
  const typeParam = params.get("loanType");
  if (typeParam !== null && typeParam !== loanType) dropped.push("loanType");
  const { query, invalid } = readSearchQuery(raw);
  dropped.push(...invalid);
  return {
    state: {
      filters: {
        location: query.location ?? null,
        loanAmount: query.loanAmount ?? null,
        creditScore: query.creditScore ?? null,
        collateralType: query.collateralType ?? null,
        fundingTime: query.fundingTime ?? null,
        verified: query.verified === true,
      },
      sortBy: query.sortBy,
      page: query.page,
    },
    dropped,
  };
}

/** The search filters of the domain for a listing state (what the API and the score read). */
export function searchFiltersOf(loanType: LoanType, state: ListingState): SearchFilters {
  return { loanType, ...state.filters, sortBy: state.sortBy };
}

/**
 * The API parameters for a listing state: the domain's rule (only set filters, sortBy always)
 * plus the page when it is not the first.
 */
export function apiParamsOf(loanType: LoanType, state: ListingState): Record<string, string> {
  const params = searchParamsOf(searchFiltersOf(loanType, state));
  if (state.page > 1) params.page = String(state.page);
  return params;
}

/**
 * The query string for a listing state, in the domain's canonical order, with the parameters
 * that are not the listing's kept as they were.
 */
export function listingSearchParams(
  current: URLSearchParams,
  loanType: LoanType,
  state: ListingState,
): URLSearchParams {
  return writeUrlState(current, listingUrlCodec(loanType), state);
}

/**
 * The listing's URL-as-state codec (web/lib/table): the route's loan type and sortBy are always
 * written (links back to the listing name them), so it is hand-made rather than derived from
 * a schema with defaults left out.
 */
export function listingUrlCodec(loanType: LoanType): UrlStateCodec<ListingState> {
  return {
    keys: LISTING_PARAM_KEYS,
    parse: (params) => parseListingQuery(params, loanType),
    serialize: (state) => apiParamsOf(loanType, state),
  };
}

/** Changing any filter goes back to page 1 (spec: a new search starts at its first page). */
export function withFilters(state: ListingState, patch: Partial<ListingFilters>): ListingState {
  return { ...state, filters: { ...state.filters, ...patch }, page: 1 };
}

export function withSort(state: ListingState, sortBy: SortOption): ListingState {
  return { ...state, sortBy, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** 'Clear All' / 'Reset All': every filter off; the sort stays. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...state, filters: EMPTY_FILTERS, page: 1 };
}

export function hasFilters(filters: ListingFilters): boolean {
  return hasActiveFilter(filters) || filters.verified;
}
