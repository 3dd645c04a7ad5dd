import { Select } from "@mantine/core";
import {
  isSortOption,
  SORT_OPTIONS,
  SORT_SELECTOR_OPTIONS,
  type SortOption,
} from "@/domain/search/search-filters";
import { LISTING_FILTER_FORM_ID } from "../lib/listing-form";
import { ProgressiveSelect } from "./progressive-select";

export interface SortSelectProps {
  sortBy: SortOption;
  onSortChange: (sort: SortOption) => void;
  /** Its width (results-header.module.css), on the native select and Mantine's alike. */
  className?: string;
}

/**
 * Spec 2 'Sort by'. Its own module: it loads after the listing's first screen with the filter
 * fields (late-filters.tsx), as Mantine's Select brings the combobox and Floating UI. Before and
 * without JavaScript it is a native select of the filter bar's GET form (`sortBy`).
 */
export function SortSelect({ sortBy, onSortChange, className }: SortSelectProps) {
  // A sort only reachable by URL (e.g. sortBy=newest) is still shown as selected.
  const options = (
    SORT_SELECTOR_OPTIONS.some((o) => o.value === sortBy)
      ? SORT_SELECTOR_OPTIONS
      : [...SORT_SELECTOR_OPTIONS, ...SORT_OPTIONS.filter((o) => o.value === sortBy)]
  ).map((o) => ({ value: o.value, label: o.label }));
  const choose = (value: string | null) => {
    if (isSortOption(value)) onSortChange(value);
  };
  return (
    <ProgressiveSelect
      layout={{ label: "Sort by", size: "sm", className }}
      native={{
        name: "sortBy",
        data: options,
        value: sortBy,
        onChoice: choose,
        form: LISTING_FILTER_FORM_ID,
      }}
    >
      <Select
        label="Sort by"
        size="sm"
        className={className}
        data={options}
        value={sortBy}
        allowDeselect={false}
        onChange={choose}
      />
    </ProgressiveSelect>
  );
}
