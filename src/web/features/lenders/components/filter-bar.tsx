import { Box, Button, Container, Group } from "@mantine/core";
import { type Ref, useEffect, useState } from "react";
import { HEADER_HEIGHT } from "@/web/components/layout/header";
import { hasFilters, type ListingFilters } from "../utils/listing-query";
import { amountOfText, textOfAmount } from "../utils/search-form";
import { ListingFilterFields } from "./listing-filter-fields";

interface FilterBarProps {
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
  onClearAll: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Spec 2 'Lender listing pages': the sticky filter bar of wide screens (768 px and up). Selects
 * apply at once; the loan amount applies on Enter or blur, so typing adds no history entries.
 */
export function FilterBar({ filters, onChange, onClearAll, ref }: FilterBarProps) {
  const [amountText, setAmountText] = useState(() => textOfAmount(filters.loanAmount));
  // The URL may change under us (back button, Clear All): show its amount.
  useEffect(() => setAmountText(textOfAmount(filters.loanAmount)), [filters.loanAmount]);

  const commitAmount = () => {
    const amount = amountOfText(amountText);
    setAmountText(textOfAmount(amount));
    if (amount !== filters.loanAmount) onChange({ loanAmount: amount });
  };

  return (
    <Box
      ref={ref}
      visibleFrom="sm"
      pos="sticky"
      top={HEADER_HEIGHT}
      bg="var(--mantine-color-body)"
      style={{
        zIndex: "calc(var(--mantine-z-index-app) - 1)",
        borderBottom: "1px solid var(--mantine-color-gray-3)",
        boxShadow: "var(--mantine-shadow-xs)",
      }}
    >
      <Container py="sm" component="section" aria-label="Filters">
        <Group align="flex-end" wrap="nowrap" gap="sm">
          <ListingFilterFields
            cols={{ base: 2, md: 4 }}
            size="sm"
            filters={filters}
            amountText={amountText}
            onAmountTextChange={setAmountText}
            onAmountCommit={commitAmount}
            onChange={onChange}
          />
          <Button variant="default" size="sm" onClick={onClearAll} disabled={!hasFilters(filters)}>
            Clear All
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
