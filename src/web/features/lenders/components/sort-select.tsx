import { Select } from "@mantine/core";
import {
  isSortOption,
  SORT_OPTIONS,
  SORT_SELECTOR_OPTIONS,
  type SortOption,
} from "@/domain/search/search-filters";

export interface SortSelectProps {
  sortBy: SortOption;
  onSortChange: (sort: SortOption) => void;
}

/**
 * Spec 2 'Sort by'. Its own module: it loads after the listing's first screen with the filter
 * fields (late-filters.tsx), as Mantine's Select brings the combobox and Floating UI.
 */
export function SortSelect({ sortBy, onSortChange }: SortSelectProps) {
  // A sort only reachable by URL (e.g. sortBy=newest) is still shown as selected.
  const options = SORT_SELECTOR_OPTIONS.some((o) => o.value === sortBy)
    ? SORT_SELECTOR_OPTIONS
    : [...SORT_SELECTOR_OPTIONS, ...SORT_OPTIONS.filter((o) => o.value === sortBy)];
  return (
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
  );
}
