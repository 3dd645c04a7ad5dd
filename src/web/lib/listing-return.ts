/**
 * The way back from a lender profile to the listing it was opened from (one URL per page:
 * docs/decisions/2026-11-27-one-url-per-page.md). A listing's link to a profile is the bare
 * profile URL, so crawlers and shared links see one URL per lender; the listing's query string
 * (filters, sort, page) travels in the history entry's state (React Router location state),
 * which the browser keeps with that entry across back, forward and reload. The profile's
 * 'Back to lenders', the Get Quote preselection and the request prefill read it from there.
 * Without JavaScript, the browser's back button is the way back.
 */
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/** What a listing puts in the history state of the profile it links to. */
export interface ListingReturnState {
  /** The listing's query string, without '?'. */
  listingSearch: string;
}

export function listingReturnState(search: string): ListingReturnState {
  return { listingSearch: search.replace(/^\?/, "") };
}

/** The listing query string kept in a history state, or null when it holds none. */
export function listingSearchOfState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("listingSearch" in state)) return null;
  const { listingSearch } = state as { listingSearch: unknown };
  return typeof listingSearch === "string" ? listingSearch : null;
}

const noSubscription = () => () => {};

/**
 * The listing query string this page was reached with: the history state's, else the URL's own
 * query (a link made before profile URLs lost it). The server knows no history state, so while
 * the server's markup hydrates the URL's query answers, and the state's right after: the
 * hydrated markup is the server's, not a mismatch.
 */
export function useListingSearch(): string {
  const { search, state } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (hydrated ? listingSearchOfState(state) : null) ?? search.replace(/^\?/, "");
}
