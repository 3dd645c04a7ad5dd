import { Box } from "@mantine/core";
import { type ComponentProps, Suspense } from "react";
import { EarlyPresses } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";
import type { ListingFilterFields as Fields } from "./listing-filter-fields";
import type { SortSelect as Sort } from "./sort-select";

/**
 * The listing's Selects (state, credit score, property type, sort: Mantine's combobox with
 * Floating UI, ~15 KB gzipped, and their hydration work) load after the first screen, as home's
 * search form does: the server renders them (the route's prefetch loads their code first), the
 * browser shows that markup at once and hydrates it when the code arrives; the results, cards,
 * pager and count come first. A press made on them before then is kept and played again once
 * they work (lib/early-presses.tsx).
 */
const fieldsPart = preloadable(() =>
  import("./listing-filter-fields").then((m) => m.ListingFilterFields),
);
const sortPart = preloadable(() => import("./sort-select").then((m) => m.SortSelect));

/** Server rendering: the code of both parts, so the page's HTML holds them. */
export function preloadListingFilters(): Promise<unknown> {
  return Promise.all([fieldsPart.preload(), sortPart.preload()]);
}

/** Height of a size-sm field with its label: the room kept while the code loads. */
const FIELD_HEIGHT = 60;

const fieldsPending = () => !fieldsPart.isLoaded();
const sortPending = () => !sortPart.isLoaded();

/** The filter bar's four fields (two rows of two under the md breakpoint). */
export function LateListingFilterFields(props: ComponentProps<typeof Fields>) {
  return (
    <EarlyPresses pending={fieldsPending}>
      <Suspense fallback={<Box mih={{ base: 2 * FIELD_HEIGHT + 12, md: FIELD_HEIGHT }} flex={1} />}>
        <fieldsPart.Component {...props} />
      </Suspense>
    </EarlyPresses>
  );
}

/** 'Sort by', as wide as sort-select.tsx makes it. */
export function LateSortSelect(props: ComponentProps<typeof Sort>) {
  return (
    <EarlyPresses pending={sortPending}>
      <Suspense fallback={<Box mih={FIELD_HEIGHT} w={{ base: "100%", xs: 200 }} />}>
        <sortPart.Component {...props} />
      </Suspense>
    </EarlyPresses>
  );
}
