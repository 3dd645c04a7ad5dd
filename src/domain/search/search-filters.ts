/**
 * Listing page search filters (spec 3 'Search filters', spec 5 'Search', spec 9 'Sort options'):
 * the filter shape, the sort options and building the query string from the filters. The
 * query-string schema is in search-query-schema.ts (Zod), its Zod-free reader for the listing
 * page in search-query-reader.ts: this module stays free of Zod, so the listing's first
 * download does not carry it.
 */
import { CREDIT_SCORE_MAX } from "../reference/limits";
import type { LoanType } from "../reference/loan-types";

export const SORT_OPTIONS = [
  { value: "most-relevant", label: "Most Relevant" },
  { value: "rating", label: "Highest Rated" },
  { value: "lowest-rate", label: "Lowest Rates" },
  { value: "funding-time", label: "Fastest Funding" },
  { value: "loans-funded", label: "Most Loans Funded" },
  { value: "newest", label: "Newest" },
  // Issue 35, beyond the spec's six: the median time to a first substantive answer.
  { value: "fastest-response", label: "Fastest response" },
] as const;

/** The values of the 'Verified only' parameter (a checkbox sends '1'). */
export const VERIFIED_VALUES = ["1", "true"] as const;
export const VERIFIED_ONLY_LABEL = "Verified only";

export type SortOption = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortOption, ...SortOption[]];
export const DEFAULT_SORT: SortOption = "most-relevant";

/** The options offered in the listing page's 'Sort by' selector (spec 2). */
export const SORT_SELECTOR_OPTIONS = SORT_OPTIONS.filter(
  (o) =>
    o.value === "most-relevant" ||
    o.value === "rating" ||
    o.value === "lowest-rate" ||
    o.value === "fastest-response",
);

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === "string" && (SORT_VALUES as readonly string[]).includes(value);
}

export interface SearchFilters {
  loanType: LoanType;
  /** Two-letter state code, e.g. 'TX'. */
  location?: string | null;
  loanAmount?: number | null;
  creditScore?: number | null;
  /** A property type (any wording; compared after normalisation). */
  collateralType?: string | null;
  /** Average funding time range in days, 'a-b'. */
  fundingTime?: string | null;
  /**
   * Issue 35: only lenders whose verification holds ('Verified only'). A listing filter,
   * not one of the match score's criteria (the score stays as spec 9 defines it).
   */
  verified?: boolean | null;
  sortBy?: SortOption | null;
}

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== "";
}

/**
 * Whether any filter is set (location, loan amount, credit score, property type or funding
 * time). Loan type and sort are not filters. The match score is shown only when this holds
 * (spec 9). A credit score of 0 (the 'below-600' band's lower bound) counts as set.
 */
export function hasActiveFilter(filters: Omit<SearchFilters, "loanType">): boolean {
  return (
    present(filters.location) ||
    present(filters.loanAmount) ||
    present(filters.creditScore) ||
    present(filters.collateralType) ||
    present(filters.fundingTime)
  );
}

/** A funding time range 'a-b' in days (inclusive); null when malformed or a > b. */
export function parseFundingTimeRange(
  value: string | null | undefined,
): { min: number; max: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? "");
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/**
 * The query parameters for a search (spec 5 'Search'): only filters with a value, in a fixed
 * order; sortBy is always included (default most-relevant).
 */
export function searchParamsOf(filters: Partial<SearchFilters>): Record<string, string> {
  const params: Record<string, string> = {};
  if (present(filters.loanType)) params.loanType = filters.loanType;
  if (present(filters.location)) params.location = filters.location;
  if (present(filters.loanAmount)) params.loanAmount = String(filters.loanAmount);
  if (present(filters.creditScore)) params.creditScore = String(filters.creditScore);
  if (present(filters.collateralType)) params.collateralType = filters.collateralType;
  if (present(filters.fundingTime)) params.fundingTime = filters.fundingTime;
  if (filters.verified) params.verified = "1";
  params.sortBy = filters.sortBy ?? DEFAULT_SORT;
  return params;
}

export const SEARCH_QUERY_MESSAGES = {
  loanType: "Unknown loan type",
  location: "Location must be a two-letter US state code",
  loanAmount: "Loan amount must be a positive number",
  creditScore: `Credit score must be a whole number from 0 to ${CREDIT_SCORE_MAX}`,
  collateralType: "Unknown property type",
  fundingTime: "Funding time must be a range of days like 0-14",
  sortBy: "Unknown sort option",
  verified: "Verified only takes the value 1",
  page: "Page must be a whole number from 1",
} as const;

/**
 * Longest text a search filter takes (a property type name is the longest real value, about
 * 45 characters); longer is refused before any parsing or pattern runs on it.
 */
export const SEARCH_TEXT_MAX_LENGTH = 100;
