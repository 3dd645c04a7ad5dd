import { Box, Container, Progress, Stack, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useMemo, useRef } from "react";
import type { LoanType } from "@/domain/reference/loan-types";
import { defaultSearchName } from "@/domain/saved-searches/saved-search-rules";
import { searchParamsOf } from "@/domain/search/search-filters";
import { SaveSearchButton } from "@/web/features/saved-searches";
import { type LenderSearchViewer, useSearchLenders } from "../api/search-lenders";
import {
  apiParamsOf,
  hasFilters,
  type ListingFilters,
  listingSearchParams,
  searchFiltersOf,
  withFilters,
  withoutFilters,
  withPage,
  withSort,
} from "../lib/listing-query";
import { useListingQuery } from "../lib/use-listing-query";
import { FilterBar } from "./filter-bar";
import { FundingTimeChip } from "./funding-time-chip";
import { LatePager } from "./late-pager";
import { LenderCard } from "./lender-card";
import { LenderCardSkeleton } from "./lender-card-skeleton";
import { ListingHero } from "./listing-hero";
import { ListingEmpty, ListingError } from "./listing-states";
import { RefineFiltersSheet } from "./refine-filters-sheet";
import { ResultsHeader } from "./results-header";

const SKELETON_COUNT = 4;
/** Mantine's `sm` button height: 'Save this search'. */
const SAVE_SEARCH_ROW_HEIGHT = 36;

/**
 * Spec 2 'Lender listing pages' for one loan type: hero, filters (sticky bar on wide screens,
 * 'Refine Filters' sheet under 768 px), result count and sort, lender cards and the pager.
 * Filters, sort and page live in the URL; a filter or sort change goes back to page 1.
 */
export function LenderListing({
  loanType,
  viewer,
}: {
  loanType: LoanType;
  viewer: LenderSearchViewer;
}) {
  const { state, search, update } = useListingQuery(loanType);
  const params = useMemo(() => apiParamsOf(loanType, state), [loanType, state]);
  const savedQuery = useMemo(
    () => searchParamsOf(searchFiltersOf(loanType, state)),
    [loanType, state],
  );
  const query = useSearchLenders(params, viewer);
  const { data } = query;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();

  // The server clamps a page past the end (e.g. a stale link): show the URL of what is shown.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== state.page) {
      update((current) => withPage(current, data.page), { replace: true });
    }
  }, [data, query.isPlaceholderData, state.page, update]);

  const setFilters = (patch: Partial<ListingFilters>) =>
    update((current) => withFilters(current, patch));
  const clearAll = () => update(withoutFilters);

  const goToPage = (page: number) => {
    update((current) => withPage(current, page));
    // To the top of the list, focus on its heading. The page's scroll-padding-top keeps the
    // sort row below the sticky header and filter bar (global.css, useStickyBarHeight).
    resultsRef.current?.scrollIntoView({
      block: "start",
      behavior: reduceMotion ? "auto" : "smooth",
    });
    headingRef.current?.focus({ preventScroll: true });
  };

  const refreshing = query.isPlaceholderData || (query.isFetching && !query.isPending);

  return (
    <>
      <ListingHero loanType={loanType} />
      <FilterBar
        loanType={loanType}
        filters={state.filters}
        onChange={setFilters}
        onClearAll={clearAll}
      />
      <Container py={{ base: "md", sm: "xl" }}>
        <Box hiddenFrom="sm" mb="md">
          <RefineFiltersSheet loanType={loanType} filters={state.filters} onApply={setFilters} />
        </Box>
        <Stack
          ref={resultsRef}
          gap="md"
          component="section"
          aria-labelledby="lender-results-heading"
        >
          <ResultsHeader
            counts={query.isError ? null : (data ?? null)}
            loading={query.isPending}
            sortBy={state.sortBy}
            onSortChange={(sortBy) => update((current) => withSort(current, sortBy))}
            headingRef={headingRef}
          />
          <FundingTimeChip
            fundingTime={state.filters.fundingTime}
            onRemove={() => setFilters({ fundingTime: null })}
          />
          {/* Issue 32: the listing's query (filters and sort, not the page) as a saved search.
              Issue 34: a signed-in user may get the visitors' copy, whose 'Sign in to save'
              line becomes the button after hydration: the row keeps the button's height. */}
          <Box mih={SAVE_SEARCH_ROW_HEIGHT} display="flex" style={{ alignItems: "center" }}>
            <SaveSearchButton query={savedQuery} defaultName={defaultSearchName(savedQuery)} />
          </Box>
          <Box h={4}>
            {refreshing ? (
              <Progress value={100} animated size={4} aria-label="Updating results" />
            ) : null}
          </Box>

          {query.isError ? (
            <ListingError
              loanType={loanType}
              message={query.error.message}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : !data ? (
            <Stack gap="md" role="status" aria-live="polite">
              <VisuallyHidden>Loading lenders...</VisuallyHidden>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <LenderCardSkeleton key={i} />
              ))}
            </Stack>
          ) : data.matchCount === 0 ? (
            <ListingEmpty
              loanType={loanType}
              lendersExist={data.totalForType > 0}
              onClearAll={hasFilters(state.filters) ? clearAll : undefined}
            />
          ) : (
            <>
              <Stack
                gap="md"
                aria-busy={refreshing}
                style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}
              >
                {data.items.map((item) => (
                  <LenderCard key={item.lender.id} item={item} search={search} />
                ))}
              </Stack>
              {data.pages > 1 ? (
                <LatePager
                  page={query.isPlaceholderData ? state.page : data.page}
                  pages={data.pages}
                  onChange={goToPage}
                  hrefOf={(page) =>
                    `?${listingSearchParams(new URLSearchParams(search), loanType, withPage(state, page))}`
                  }
                  search={search}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
