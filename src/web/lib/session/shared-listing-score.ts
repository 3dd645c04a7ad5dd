/**
 * The profile credit score a shared listing page was rendered for (issue 34: a listing is kept
 * per effective query, the URL's filters plus the profile score its search applies;
 * server/html/shared-page.ts). Such a page hands the session over as 'nobody' (stale, so the
 * header fills in after /api/me), and this score beside it, so the listing hydrates with the
 * results it was rendered with: its search is keyed by the score (api/search-lenders.ts).
 * Once /api/me has answered in the browser, the user's own profile decides, and the score
 * handed over is dropped.
 */
import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "./me-key";

export const sharedListingScoreKey = ["shared-page", "listing-credit-score"] as const;

/** The score handed over with the page, or null. */
export function sharedListingScore(queryClient: QueryClient): number | null {
  const score = queryClient.getQueryData<unknown>(sharedListingScoreKey);
  return typeof score === "number" ? score : null;
}

/**
 * The credit score the listing's search applies for the viewer as the page knows them: the
 * profile's once /api/me has answered; before that, on a shared page handed over with
 * 'nobody', the score it was rendered for.
 */
export function listingViewerScore(
  me: {
    data: { profile: { creditScore: number | null } } | null | undefined;
    isFetchedAfterMount: boolean;
  },
  queryClient: QueryClient,
): number | null {
  if (me.data) return me.data.profile.creditScore;
  return me.data === null && !me.isFetchedAfterMount ? sharedListingScore(queryClient) : null;
}

/** Drops the score handed over once the browser has its own answer from /api/me. */
export function dropSharedListingScoreOnceMeAnswers(queryClient: QueryClient): void {
  if (sharedListingScore(queryClient) === null) return;
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "success" &&
      event.query.queryKey[0] === meQueryKey[0]
    ) {
      unsubscribe();
      queryClient.removeQueries({ queryKey: sharedListingScoreKey, exact: true });
    }
  });
}
