import { Box, Button, Drawer, Group, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import type { ListingFilters } from "../lib/listing-query";
import { ListingFilterFields } from "./listing-filter-fields";

export interface RefineFiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  draft: ListingFilters;
  onDraftChange: (patch: Partial<ListingFilters>) => void;
  amountText: string;
  onAmountTextChange: (text: string) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The 'Refine Your Search' sheet itself (Mantine's Drawer with its focus trap and scroll lock,
 * and the filter fields): loaded by refine-filters-sheet.tsx on the first 'Refine Filters'
 * press. It first renders closed and opens a moment later, so Mantine records the button to
 * return focus to (it does so when `opened` turns true, not at mount).
 */
export function RefineFiltersDrawer({
  opened,
  onClose,
  draft,
  onDraftChange,
  amountText,
  onAmountTextChange,
  onApply,
  onReset,
}: RefineFiltersDrawerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size="100%"
      title="Refine Your Search"
      closeButtonProps={{ "aria-label": "Close filters" }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <Stack gap="md">
          <ListingFilterFields
            cols={1}
            filters={draft}
            amountText={amountText}
            onAmountTextChange={onAmountTextChange}
            onChange={onDraftChange}
          />
          <Group grow mt="md">
            <Button variant="default" onClick={onReset}>
              Reset All
            </Button>
            <Button type="submit">Apply Filters</Button>
          </Group>
        </Stack>
      </Box>
    </Drawer>
  );
}
