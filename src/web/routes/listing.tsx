import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { loanTypeOfRoute } from "@/domain/reference/loan-types";
import type { Prefetch } from "@/web/app/prefetch";
import { NotFound } from "@/web/components/not-found";
import { searchLendersQueryOptions } from "@/web/features/lenders/api/search-lenders";
import { preloadListingFilters } from "@/web/features/lenders/components/late-filters";
import { preloadMatchScore } from "@/web/features/lenders/components/late-match-score";
import { preloadPager } from "@/web/features/lenders/components/late-pager";
import { LenderListing } from "@/web/features/lenders/components/lender-listing";
import { apiParamsOf, parseListingQuery } from "@/web/features/lenders/lib/listing-query";
import { getMeQueryOptions, useMe } from "@/web/lib/session/me";
import { listingViewerScore, sharedListingScore } from "@/web/lib/session/shared-listing-score";

/**
 * Server rendering: the first page of results for the URL's filters, as this viewer sees it,
 * and the code of the filter Selects, the cards' match scores and the pager, which the browser
 * loads after the first screen.
 */
export const prefetch: Prefetch = async ({ url, load, queryClient }) => {
  const type = loanTypeOfRoute(url.pathname.replace(/\/+$/, "") || "/");
  if (!type) return;
  const results = (async () => {
    const me = await load(getMeQueryOptions());
    const params = apiParamsOf(type, parseListingQuery(url.searchParams, type).state);
    // A shared listing (issue 34) is rendered for nobody but with the profile score its
    // search applies: handed to the render (entry-server.tsx) and over to the browser.
    const score = me ? me.profile.creditScore : sharedListingScore(queryClient);
    await load(searchLendersQueryOptions(params, score));
  })();
  await Promise.all([results, preloadListingFilters(), preloadMatchScore(), preloadPager()]);
};

/** Spec 2 'Lender listing pages': one component for the six loan-type routes. */
export default function ListingRoute() {
  const { pathname } = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();
  const type = loanTypeOfRoute(pathname.replace(/\/+$/, "") || "/");
  if (!type) return <NotFound />;
  // Without a credit score filter the API uses the signed-in viewer's score: wait for the
  // viewer, and keep their results apart from anyone else's. A shared listing hydrates with
  // the score it was rendered for until /api/me answers (lib/session/shared-listing-score.ts).
  const viewer = { ready: !me.isPending, creditScore: listingViewerScore(me, queryClient) };
  // A fresh listing per loan type: no filter-bar text or open sheet carries over.
  return <LenderListing key={type} loanType={type} viewer={viewer} />;
}
