import { Group, Pill } from "@mantine/core";
import { parseFundingTimeRange } from "@/domain/search/search-filters";

/**
 * The funding time filter (spec 3 'Search filters') has no field in the filter bar, yet a link
 * may carry it (?fundingTime=0-10): show it, so the narrowed list is explained and can be undone.
 */
export function FundingTimeChip({
  fundingTime,
  onRemove,
}: {
  fundingTime: string | null;
  onRemove: () => void;
}) {
  const range = parseFundingTimeRange(fundingTime);
  if (!range) return null;
  const label = `Funding time: ${range.min}–${range.max} days`;
  return (
    <Group gap="xs">
      <Pill
        size="md"
        withRemoveButton
        onRemove={onRemove}
        // Mantine hides a pill's remove button from the keyboard and screen readers (it is
        // meant for inputs with their own Backspace handling); here it is the only control.
        removeButtonProps={{
          "aria-label": `Remove filter ${label}`,
          "aria-hidden": false,
          tabIndex: 0,
        }}
      >
        {label}
      </Pill>
    </Group>
  );
}
