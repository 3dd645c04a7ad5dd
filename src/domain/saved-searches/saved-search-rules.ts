/**
 * Saved searches with alerts (issue 32): a borrower keeps a listing query (its filters and
 * sort, exactly what the listing reads) under a name and gets a mail, daily or weekly, when
 * lenders newly match it or change the terms that matter for it. The limits, the periods and
 * the words of the feature; the matching itself is alert-matching.ts.
 */

import { formatUsd } from "../reference/format";
import { DEFAULT_LOAN_TYPE, LOAN_TYPE_INFO, LOAN_TYPES } from "../reference/loan-types";
import { stateNameOfCode } from "../reference/us-states";
import type { SearchQuery } from "../search/query-schema";
import {
  DEFAULT_SORT,
  type SearchFilters,
  SORT_OPTIONS,
  searchParamsOf,
} from "../search/search-filters";

/** Saved searches one borrower may keep (the 21st answers 409). */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most one alert per search in this time. */
export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Give the search a name",
  nameTooLong: `The name can have at most ${SAVED_SEARCH_NAME_MAX} characters`,
  frequency: "Choose daily or weekly alerts",
  limit: `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  notFound: "Saved search not found",
  borrowersOnly: "Searches are saved by borrower accounts.",
  badToken: "This unsubscribe link is not valid.",
} as const;

/** The stored query: the listing's parameters without the page (a search, not a page of it). */
export type SavedQuery = Record<string, string>;

/** The stored form of a validated listing query (searchParamsOf's fixed order, no page). */
export function savedQueryOf(query: SearchQuery): SavedQuery {
  return searchParamsOf(query);
}

const QUERY_KEY_ORDER = [
  "location",
  "loanAmount",
  "creditScore",
  "collateralType",
  "fundingTime",
  "sortBy",
] as const;

/** The listing address that opens a saved query: the loan type's page with the rest. */
export function listingPathOf(query: SavedQuery): string {
  const type = LOAN_TYPES.find((t) => t === query.loanType) ?? DEFAULT_LOAN_TYPE;
  // The domain's parameter order (the stored JSON keeps its own order of keys).
  const search = new URLSearchParams(
    QUERY_KEY_ORDER.flatMap((key) => (query[key] ? [[key, query[key]]] : [])),
  ).toString();
  return `${LOAN_TYPE_INFO[type].route}${search ? `?${search}` : ""}`;
}

/** The filters a stored query stands for (the worker runs them through the domain's filter). */
export function filtersOfSavedQuery(query: SearchQuery): SearchFilters {
  return {
    loanType: query.loanType,
    location: query.location ?? null,
    loanAmount: query.loanAmount ?? null,
    creditScore: query.creditScore ?? null,
    collateralType: query.collateralType ?? null,
    fundingTime: query.fundingTime ?? null,
    sortBy: query.sortBy,
  };
}

/** Whether an alert may go at `now` after one at `lastAlertAt` (at most one per period). */
export function alertDue(frequency: AlertFrequency, lastAlertAt: Date | null, now: Date): boolean {
  return (
    lastAlertAt === null || now.getTime() - lastAlertAt.getTime() >= ALERT_PERIOD_MS[frequency]
  );
}

/** The query in words for the dashboard: 'Fix & Flip · Texas · $250,000 · Highest Rated'. */
export function describeSavedQuery(query: SavedQuery): string {
  const type = LOAN_TYPES.find((t) => t === query.loanType) ?? DEFAULT_LOAN_TYPE;
  const amount = Number(query.loanAmount);
  const sort = SORT_OPTIONS.find((o) => o.value === query.sortBy);
  return [
    LOAN_TYPE_INFO[type].label,
    query.location ? (stateNameOfCode(query.location) ?? query.location) : "All states",
    query.loanAmount && Number.isFinite(amount) ? formatUsd(amount) : null,
    query.creditScore ? `Credit ${query.creditScore}` : null,
    query.collateralType ?? null,
    query.fundingTime ? `Funds in ${query.fundingTime} days` : null,
    sort && sort.value !== DEFAULT_SORT ? sort.label : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(" · ");
}

/** A name to start from in the save dialog: 'Fix & Flip lenders in TX'. */
export function defaultSearchName(query: SavedQuery): string {
  const type = LOAN_TYPES.find((t) => t === query.loanType) ?? DEFAULT_LOAN_TYPE;
  return `${LOAN_TYPE_INFO[type].label} lenders${query.location ? ` in ${query.location}` : ""}`;
}
