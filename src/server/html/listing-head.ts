/**
 * The head of a listing page (spec 2 'Lender listing pages'): one URL per page
 * (docs/decisions/2026-11-27-one-url-per-page.md).
 *
 * - The canonical URL of the listing as it first shows (no filter, the default sort) is its
 *   path for page 1 and its path with `?page=N` for page N: each page of results is a page of
 *   its own, not a copy of page 1. A filtered or re-sorted view is a variant of the listing:
 *   canonical to its first page, as before.
 * - A `page` past the last (a stale link, a shrunk catalogue) or not a page number at all is
 *   answered with a 302 to the last page (to the listing without `page` when it has one page
 *   or none), the other parameters kept: 302, as the number of pages changes with the
 *   catalogue and, without a credit score filter, with a signed-in viewer's score.
 */
import type { FastifyRequest } from "fastify";
import { loanTypeOfRoute } from "@/domain/reference/loan-types";
import { readSearchQuery, type SearchQueryKey } from "@/domain/search/query-reader";
import { DEFAULT_SORT, hasActiveFilter } from "@/domain/search/search-filters";
import { getRouteMeta } from "@/domain/site/route-table";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { findLenders } from "../services/lenders/find-lenders";
import type { HeadResolver } from "./page-head";

/** The search parameters a listing reads from its URL (loanType comes from the route). */
const READ_KEYS: readonly SearchQueryKey[] = [
  "location",
  "loanAmount",
  "creditScore",
  "collateralType",
  "fundingTime",
  "verified",
  "sortBy",
  "page",
];

/** The signed-in viewer's profile, as the search API reads it (requests without cookies skip). */
async function viewerProfile(request: FastifyRequest) {
  if (!request.headers.cookie) return null;
  return (await request.getViewer())?.profile ?? null;
}

/** The request's path and query with `page` set to `page`, or removed when it is 1 or less. */
function withPage(url: URL, page: number): string {
  const next = new URL(url);
  if (page > 1) next.searchParams.set("page", String(page));
  else next.searchParams.delete("page");
  return `${next.pathname}${next.search}`;
}

export function listingHeadResolver(catalogue: CatalogueCache, baseUrl: string): HeadResolver {
  return async (pathname, request) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const loanType = loanTypeOfRoute(route);
    if (!loanType) return null;
    const url = new URL(request.url, baseUrl);
    const raw: Partial<Record<SearchQueryKey, string>> = {};
    for (const key of READ_KEYS) {
      const value = url.searchParams.get(key);
      if (value !== null) raw[key] = value;
    }
    const { query, invalid } = readSearchQuery(raw);
    if (invalid.includes("page")) return { meta: getRouteMeta(route), redirect: withPage(url, 1) };
    if (query.page > 1) {
      const { response } = await findLenders({
        catalogue,
        query: { ...query, loanType },
        viewer: () => viewerProfile(request),
      });
      // The search answers the last page for a page past it (0 pages: page 1).
      if (response.page < query.page) {
        return { meta: getRouteMeta(route), redirect: withPage(url, response.page) };
      }
    }
    const variant =
      hasActiveFilter(query) || query.verified === true || query.sortBy !== DEFAULT_SORT;
    const page = variant ? 1 : query.page;
    return {
      meta: getRouteMeta(route),
      url: `${baseUrl}${route}${page > 1 ? `?page=${page}` : ""}`,
    };
  };
}
