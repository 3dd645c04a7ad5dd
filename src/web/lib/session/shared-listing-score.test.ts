/**
 * Issue 34: a shared listing (rendered for its effective query, the URL's filters plus a
 * profile credit score) hands the score over beside a stale 'nobody'. The browser's listing
 * uses that score until /api/me answers, so it hydrates with the server's results (the search
 * is keyed by the score, api/search-lenders.ts); then the user's own profile decides, and a
 * browser that turns out signed out applies no score.
 */
import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, test } from "vitest";
import { handOverSession } from "@/web/app/ssr-state";
import { searchLendersQueryOptions } from "@/web/features/lenders/api/search-lenders";
import { meQueryKey } from "./me-key";
import {
  dropSharedListingScoreOnceMeAnswers,
  listingViewerScore,
  sharedListingScore,
  sharedListingScoreKey,
} from "./shared-listing-score";

/** The browser's cache as a shared listing rendered for `score` hands it over. */
function handedOver(score: number | null): QueryClient {
  const server = new QueryClient();
  server.setQueryData(meQueryKey, null);
  if (score !== null) server.setQueryData(sharedListingScoreKey, score);
  const client = new QueryClient();
  hydrate(client, handOverSession(dehydrate(server)));
  return client;
}

const signedIn = (creditScore: number | null) => ({ profile: { creditScore } });

describe("listingViewerScore", () => {
  test("before /api/me answers: the score the page was rendered for", () => {
    const client = handedOver(733);
    expect(listingViewerScore({ data: null, isFetchedAfterMount: false }, client)).toBe(733);
    // The server's search key is the one the browser's listing asks for: no refetch.
    const params = { loanType: "fix_and_flip", sortBy: "most-relevant" };
    expect(searchLendersQueryOptions(params, 733).queryKey).toEqual([
      "lenders",
      "search",
      params,
      733,
    ]);
  });

  test("once /api/me has answered: the profile's score, or none when signed out", () => {
    const client = handedOver(733);
    expect(listingViewerScore({ data: signedIn(733), isFetchedAfterMount: true }, client)).toBe(
      733,
    );
    expect(listingViewerScore({ data: signedIn(null), isFetchedAfterMount: true }, client)).toBe(
      null,
    );
    expect(listingViewerScore({ data: null, isFetchedAfterMount: true }, client)).toBe(null);
  });

  test("a page handed over without a score (the visitors' copy) applies none", () => {
    const client = handedOver(null);
    expect(listingViewerScore({ data: null, isFetchedAfterMount: false }, client)).toBe(null);
    expect(listingViewerScore({ data: undefined, isFetchedAfterMount: false }, client)).toBe(null);
  });
});

describe("dropSharedListingScoreOnceMeAnswers", () => {
  test("the score handed over goes once /api/me answers, not before", async () => {
    const client = handedOver(733);
    dropSharedListingScoreOnceMeAnswers(client);
    await client.fetchQuery({ queryKey: ["lenders", "other"], queryFn: async () => 1 });
    expect(sharedListingScore(client)).toBe(733);
    await client.fetchQuery({ queryKey: meQueryKey, queryFn: async () => null, staleTime: 0 });
    expect(sharedListingScore(client)).toBeNull();
    // A later listing in this browser reads a signed-out 'nobody' as no score.
    expect(listingViewerScore({ data: null, isFetchedAfterMount: false }, client)).toBe(null);
  });
});
