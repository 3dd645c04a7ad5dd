import { Button, Group, Skeleton, Title, VisuallyHidden } from "@mantine/core";
import type { Ref } from "react";
import { showingLendersText } from "@/domain/reference/loan-types";
import type { SortOption } from "@/domain/search/search-filters";
import { LISTING_FILTER_FORM_ID } from "../lib/listing-form";
import { LateSortSelect } from "./late-filters";
import classes from "./results-header.module.css";

interface ResultsHeaderProps {
  counts: { matchCount: number; totalForType: number } | null;
  /** Counts are on their way (a skeleton holds their place); false after a failure. */
  loading: boolean;
  sortBy: SortOption;
  onSortChange: (sort: SortOption) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * 'Showing X of Y lenders' (announced politely when it changes) and the 'Sort by' select, whose
 * code loads after the first screen (late-filters.tsx).
 */
export function ResultsHeader({
  counts,
  loading,
  sortBy,
  onSortChange,
  headingRef,
}: ResultsHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div aria-live="polite" aria-atomic="true">
        {counts ? (
          <Title
            order={2}
            fz="md"
            fw={600}
            ref={headingRef}
            tabIndex={-1}
            id="lender-results-heading"
            style={{ outlineOffset: 4 }}
          >
            {showingLendersText(counts.matchCount, counts.totalForType)}
          </Title>
        ) : (
          <>
            {/* The results section is labelled by this heading even before there are counts. */}
            <VisuallyHidden>
              <Title order={2} id="lender-results-heading">
                Lenders
              </Title>
            </VisuallyHidden>
            {loading ? <Skeleton height={20} width={200} aria-hidden="true" /> : null}
          </>
        )}
      </div>
      <Group align="flex-end" gap="xs">
        <LateSortSelect sortBy={sortBy} onSortChange={onSortChange} className={classes.sort} />
        {/* Without JavaScript: sends the filter bar's form, which the sort belongs to. */}
        <noscript>
          <Button type="submit" form={LISTING_FILTER_FORM_ID} size="sm" variant="default">
            Sort
          </Button>
        </noscript>
      </Group>
    </Group>
  );
}
