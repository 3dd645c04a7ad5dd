import { Box } from "@mantine/core";
import { type ComponentProps, memo } from "react";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";
import { useStable } from "@/web/lib/use-stable";
import type { ListingFilterFields as Fields } from "./listing-filter-fields";
import type { SortSelect as Sort } from "./sort-select";

/**
 * The listing's Selects (state, credit score, property type, sort: Mantine's combobox with
 * Floating UI, ~15 KB gzipped, and their hydration work) load after the first screen, as home's
 * search form does: the server renders them (the route's prefetch loads their code first), the
 * browser shows that markup at once and hydrates it when the code arrives; the results, cards,
 * pager and count come first. Until then they are the server's native selects of the filter
 * bar's GET form, which work on their own; a choice made in them is adopted once they hydrate
 * (progressive-select.tsx).
 */
const fieldsPart = preloadable(
  () => import("./listing-filter-fields").then((m) => m.ListingFilterFields),
  { name: "listing-filter-fields" },
);
const sortPart = preloadable(() => import("./sort-select").then((m) => m.SortSelect), {
  name: "sort-select",
});

/** Server rendering: the code of both parts, so the page's HTML holds them. */
export function preloadListingFilters(): Promise<unknown> {
  return Promise.all([fieldsPart.preload(), sortPart.preload()]);
}

/** Height of a size-sm field with its label: the room kept while the code loads. */
const FIELD_HEIGHT = 60;

type FieldsProps = ComponentProps<typeof Fields>;
type SortProps = ComponentProps<typeof Sort>;

const FieldsBoundary = memo(function FieldsBoundary(props: FieldsProps) {
  return (
    <LatePartBoundary
      part={fieldsPart}
      fallback={<Box mih={{ base: 3 * FIELD_HEIGHT + 24, md: FIELD_HEIGHT }} flex={1} />}
    >
      <fieldsPart.Component {...props} />
    </LatePartBoundary>
  );
});

const SortBoundary = memo(function SortBoundary(props: SortProps) {
  return (
    <LatePartBoundary
      part={sortPart}
      fallback={<Box mih={FIELD_HEIGHT} w={{ base: "100%", xs: 200 }} />}
    >
      <sortPart.Component {...props} />
    </LatePartBoundary>
  );
});

/**
 * The filter bar's fields (rows of two under the md breakpoint, with 'Verified only'). `cols` must keep its
 * identity (a module constant), as the memo compares it by reference.
 */
export function LateListingFilterFields(props: FieldsProps) {
  const onChange = useStable(props.onChange);
  const onAmountTextChange = useStable(props.onAmountTextChange);
  const commit = useStable(() => props.onAmountCommit?.());
  return (
    <FieldsBoundary
      {...props}
      onChange={onChange}
      onAmountTextChange={onAmountTextChange}
      onAmountCommit={props.onAmountCommit ? commit : undefined}
    />
  );
}

/** 'Sort by', as wide as sort-select.tsx makes it. */
export function LateSortSelect(props: SortProps) {
  const onSortChange = useStable(props.onSortChange);
  return (
    <SortBoundary sortBy={props.sortBy} onSortChange={onSortChange} className={props.className} />
  );
}
