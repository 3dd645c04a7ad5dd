import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Title.layer.css";
import { Group, Select, Skeleton, Title, VisuallyHidden } from "@mantine/core";
import type { Ref } from "react";
import { showingLendersText } from "@/domain/loan-types";
import {
  isSortOption,
  SORT_OPTIONS,
  SORT_SELECTOR_OPTIONS,
  type SortOption,
} from "@/domain/search-filters";

interface ResultsHeaderProps {
  counts: { matchCount: number; totalForType: number } | null;
  /** Counts are on their way (a skeleton holds their place); false after a failure. */
  loading: boolean;
  sortBy: SortOption;
  onSortChange: (sort: SortOption) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** 'Showing X of Y lenders' (announced politely when it changes) and the 'Sort by' select. */
export function ResultsHeader({
  counts,
  loading,
  sortBy,
  onSortChange,
  headingRef,
}: ResultsHeaderProps) {
  // A sort only reachable by URL (e.g. sortBy=newest) is still shown as selected.
  const options = SORT_SELECTOR_OPTIONS.some((o) => o.value === sortBy)
    ? SORT_SELECTOR_OPTIONS
    : [...SORT_SELECTOR_OPTIONS, ...SORT_OPTIONS.filter((o) => o.value === sortBy)];

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
      <Select
        label="Sort by"
        size="sm"
        w={{ base: "100%", xs: 200 }}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={sortBy}
        allowDeselect={false}
        onChange={(value) => {
          if (isSortOption(value)) onSortChange(value);
        }}
      />
    </Group>
  );
}
