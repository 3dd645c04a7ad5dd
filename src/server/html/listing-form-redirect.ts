/**
 * Where a listing GET form sent without JavaScript lands (docs/decisions/
 * 2026-11-27-early-presses.md). Home's search form and the listing's filter bar are plain GET
 * forms: the browser sends every field, blank ones too, and home's form names the chosen loan
 * type as a parameter while its action is the default type's route (an action cannot follow a
 * select without JavaScript). The listing's route decides its loan type, so such a query is
 * redirected (303) to the chosen type's route with the listing's canonical query: blank fields
 * dropped, the values the listing reads (domain/search/query-reader.ts, the rules the API
 * validates with) in the domain's order, other parameters (e.g. utm_*) kept. The same query as
 * 'Find Lenders' builds with JavaScript (searchParamsOf).
 */
import { LOAN_TYPE_INFO, LOAN_TYPES, loanTypeOfRoute } from "@/domain/reference/loan-types";
import {
  readSearchQuery,
  SEARCH_QUERY_KEYS,
  type SearchQueryKey,
} from "@/domain/search/query-reader";
import { searchParamsOf } from "@/domain/search/search-filters";

const isListingKey = (key: string): key is SearchQueryKey =>
  (SEARCH_QUERY_KEYS as string[]).includes(key);

/** The URL (path and query) to redirect a listing form's query to, or null to render it. */
export function listingFormRedirect(url: URL): string | null {
  const typeParam = url.searchParams.get("loanType");
  if (typeParam === null) return null;
  const routeType = loanTypeOfRoute(url.pathname);
  if (!routeType) return null;
  const chosen = LOAN_TYPES.find((type) => type === typeParam);
  const hasBlank = [...url.searchParams.values()].some((value) => value.trim() === "");
  if (!hasBlank && (chosen === undefined || chosen === routeType)) return null;

  const raw: Partial<Record<SearchQueryKey, string>> = {};
  for (const key of SEARCH_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null) raw[key] = value;
  }
  const target = chosen ?? routeType;
  const { query } = readSearchQuery(raw);
  const params = new URLSearchParams(searchParamsOf({ ...query, loanType: target }));
  if (query.page > 1) params.set("page", String(query.page));
  for (const [key, value] of url.searchParams) {
    if (!isListingKey(key) && value.trim() !== "") params.append(key, value);
  }
  return `${LOAN_TYPE_INFO[target].route}?${params.toString()}`;
}
