import { Box, Button, Container, Group } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { HEADER_HEIGHT } from "@/web/components/layout/header";
import { useStable } from "@/web/lib/use-stable";
import { LISTING_FILTER_FORM_ID } from "../lib/listing-form";
import { hasFilters, type ListingFilters } from "../lib/listing-query";
import { amountOfText, textOfAmount } from "../lib/search-form";
import { useStickyBarHeight } from "../lib/use-sticky-bar-height";
import { LateListingFilterFields } from "./late-filters";

/** A constant: the late fields are memoised on their props (late-filters.tsx). */
const FILTER_BAR_COLS = { base: 2, md: 5 };

/** Pause after the last key before a typed loan amount applies. */
export const AMOUNT_APPLY_DELAY_MS = 700;

interface FilterBarProps {
  loanType: LoanType;
  filters: ListingFilters;
  onChange: (patch: Partial<ListingFilters>) => void;
  onClearAll: () => void;
}

/**
 * Spec 2 'Lender listing pages': the sticky filter bar of wide screens (768 px and up). Selects
 * apply at once; the loan amount applies once typing pauses (or at once on Enter or blur), so
 * it needs no button and adds one history entry per pause, not one per key.
 * Its height is kept in a CSS variable, so scrolling and focus stop below it. The fields' code
 * loads after the first screen (late-filters.tsx); the bar around them comes first.
 * It is a GET form to the listing (lib/listing-form.ts): without JavaScript its native selects
 * and 'Apply' send the query and the server renders the results; with it, submitting (Enter in
 * a field) only applies the amount.
 */
export function FilterBar({ loanType, filters, onChange, onClearAll }: FilterBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [amountText, setAmountText] = useState(() => textOfAmount(filters.loanAmount));
  // The amount this bar last applied. A URL whose amount is another one (back button, Clear
  // All) shows its amount; the echo of this bar's own change does not overwrite what was typed
  // since (keys pressed while the results load are kept).
  const applied = useRef(filters.loanAmount);
  useEffect(() => {
    if (filters.loanAmount === applied.current) return;
    applied.current = filters.loanAmount;
    setAmountText(textOfAmount(filters.loanAmount));
  }, [filters.loanAmount]);
  useStickyBarHeight(ref);

  const apply = (amount: number | null) => {
    applied.current = amount;
    if (amount !== filters.loanAmount) onChange({ loanAmount: amount });
  };
  // A plain timer (not @mantine/hooks' debounce: the listing's first download is on a budget).
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPause = () => clearTimeout(pause.current);
  useEffect(() => () => clearTimeout(pause.current), []);
  const applyLatest = useStable(apply);

  const typeAmount = (text: string) => {
    setAmountText(text);
    cancelPause();
    pause.current = setTimeout(() => applyLatest(amountOfText(text)), AMOUNT_APPLY_DELAY_MS);
  };

  const commitAmount = (text = amountText) => {
    cancelPause();
    const amount = amountOfText(text);
    setAmountText(textOfAmount(amount));
    apply(amount);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own text: Enter in it before the fields' code has hydrated them reaches this
    // form (hydrated with the page) while the typed text is not yet in this bar's state.
    const typed = new FormData(event.currentTarget).get("loanAmount");
    commitAmount(typeof typed === "string" ? typed : amountText);
  };

  const clearAll = () => {
    cancelPause();
    applied.current = null;
    setAmountText("");
    onClearAll();
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
        <form
          id={LISTING_FILTER_FORM_ID}
          method="get"
          action={LOAN_TYPE_INFO[loanType].route}
          onSubmit={submit}
        >
          <Group align="flex-end" wrap="nowrap" gap="sm">
            {/* The route's loan type: the server drops blank fields and redirects to it. */}
            <input type="hidden" name="loanType" value={loanType} />
            <LateListingFilterFields
              cols={FILTER_BAR_COLS}
              size="sm"
              filters={filters}
              amountText={amountText}
              onAmountTextChange={typeAmount}
              onAmountCommit={() => commitAmount()}
              onChange={onChange}
            />
            {/* Without JavaScript the selects apply nothing by themselves: this sends the form. */}
            <noscript>
              <Button type="submit" size="sm">
                Apply
              </Button>
            </noscript>
            <Button
              variant="default"
              size="sm"
              onClick={clearAll}
              // An amount typed but not applied is a filter on screen: Clear All empties it too.
              disabled={!hasFilters(filters) && amountText === ""}
            >
              Clear All
            </Button>
          </Group>
        </form>
      </Container>
    </Box>
  );
}
