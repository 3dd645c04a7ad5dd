// @vitest-environment jsdom
/**
 * Issue 34: a listing the profile's credit score filters is the shared copy for its effective
 * query (server/html/shared-page.ts): rendered for 'nobody' with the score, which goes over with
 * the page. The browser hydrates it without a mismatch (its search is keyed by that score, so
 * the server's results are found, not a skeleton) and, once /api/me answers with the same
 * score, asks the search API nothing.
 */
import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import type { LenderSearchResponse } from "@/domain/contract/lenders";
import { AppProvider } from "@/web/app/provider";
import { handOverSession } from "@/web/app/ssr-state";
import { searchLendersQueryOptions } from "@/web/features/lenders/api/search-lenders";
import { preloadListingFilters } from "@/web/features/lenders/components/late-filters";
import { preloadMatchScore } from "@/web/features/lenders/components/late-match-score";
import { preloadPager } from "@/web/features/lenders/components/late-pager";
import { apiParamsOf, parseListingQuery } from "@/web/features/lenders/lib/listing-query";
import { createQueryClient } from "@/web/lib/react-query";
import { meQueryKey } from "@/web/lib/session/me";
import { sharedListingScoreKey } from "@/web/lib/session/shared-listing-score";
import { meFixture } from "@/web/test/fixtures";
import { hydrateInTest } from "@/web/test/hydrate";
import { jsonResponse } from "@/web/test/render";
import ListingRoute from "./listing";

afterEach(() => vi.unstubAllGlobals());

const SCORE = 733;
const RESULTS: LenderSearchResponse = {
  items: [],
  matchCount: 0,
  totalForType: 3,
  page: 1,
  pages: 0,
  pageSize: 20,
};

function page(queryClient: QueryClient) {
  return (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={["/fix-and-flip"]}>
        <ListingRoute />
      </MemoryRouter>
    </AppProvider>
  );
}

/** The shared copy as the server renders it: 'nobody', the score, the results for the score. */
async function sharedCopy() {
  await Promise.all([preloadListingFilters(), preloadMatchScore(), preloadPager()]);
  const server = createQueryClient();
  server.setQueryData(meQueryKey, null);
  server.setQueryData(sharedListingScoreKey, SCORE);
  const params = apiParamsOf(
    "fix_and_flip",
    parseListingQuery(new URLSearchParams(), "fix_and_flip").state,
  );
  server.setQueryData(searchLendersQueryOptions(params, SCORE).queryKey, RESULTS);
  const html = renderToString(page(server));
  return { html, state: handOverSession(dehydrate(server)) };
}

test("the shared copy hydrates with its results, and /api/me's same score asks nothing more", async () => {
  const { html, state } = await sharedCopy();
  expect(html).toContain("Showing 0 of 3 lenders");
  const me = meFixture();
  me.profile.creditScore = SCORE;
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return String(input).startsWith("/api/me")
        ? jsonResponse(me)
        : jsonResponse({ error: { code: "not_found", message: "none" } }, 404);
    }),
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const client = new QueryClient({ defaultOptions: createQueryClient().getDefaultOptions() });
  hydrate(client, state);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  await hydrateInTest(container, page(client), { onRecoverableError: recoverable });
  expect(container.textContent).toContain("Showing 0 of 3 lenders");
  await waitFor(() => expect(asked.some((url) => url.startsWith("/api/me"))).toBe(true));
  await waitFor(() => expect(client.getQueryData(meQueryKey)).toEqual(me));
  expect(container.textContent).toContain("Showing 0 of 3 lenders");
  expect(asked.filter((url) => url.startsWith("/api/lenders"))).toEqual([]);
  expect(recoverable).not.toHaveBeenCalled();
  const hydrationErrors = consoleError.mock.calls.filter((call) =>
    /hydrat|did not match/i.test(String(call[0])),
  );
  expect(hydrationErrors).toEqual([]);
  consoleError.mockRestore();
});
