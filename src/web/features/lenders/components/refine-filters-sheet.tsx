import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import { Badge, Box, Button, Drawer, Group, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { MOBILE_BREAKPOINT_PX } from "@/domain/limits";
import { EMPTY_FILTERS, type ListingFilters } from "../utils/listing-query";
import { amountOfText, textOfAmount } from "../utils/search-form";
import { ListingFilterFields } from "./listing-filter-fields";

interface RefineFiltersSheetProps {
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
}

function activeCount(filters: ListingFilters): number {
  return Object.values(filters).filter((v) => v !== null && v !== "").length;
}

/**
 * Spec 2 'Lender listing pages', under 768 px: 'Refine Filters' opens the full-screen
 * 'Refine Your Search' sheet. Changes are a draft until 'Apply Filters'; 'Reset All' clears
 * the draft.
 */
export function RefineFiltersSheet({ filters, onApply }: RefineFiltersSheetProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const [amountText, setAmountText] = useState("");
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);

  // The sheet belongs to narrow screens: rotating or resizing past the breakpoint closes it.
  useEffect(() => {
    if (isMobile === false) close();
  }, [isMobile, close]);

  const openSheet = () => {
    setDraft(filters);
    setAmountText(textOfAmount(filters.loanAmount));
    open();
  };

  const apply = () => {
    onApply({ ...draft, loanAmount: amountOfText(amountText) });
    close();
  };

  const reset = () => {
    setDraft(EMPTY_FILTERS);
    setAmountText("");
  };

  const count = activeCount(filters);

  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-label={`${count} active`}>
              {count}
            </Badge>
          ) : null
        }
        onClick={openSheet}
        aria-haspopup="dialog"
      >
        Refine Filters
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
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
            apply();
          }}
        >
          <Stack gap="md">
            <ListingFilterFields
              cols={1}
              filters={draft}
              amountText={amountText}
              onAmountTextChange={setAmountText}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
            <Group grow mt="md">
              <Button variant="default" onClick={reset}>
                Reset All
              </Button>
              <Button type="submit">Apply Filters</Button>
            </Group>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
