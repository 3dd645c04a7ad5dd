import { Checkbox, type MantineSize } from "@mantine/core";
import { VERIFIED_ONLY_LABEL } from "@/domain/search/search-filters";
import { type GridCols, responsiveGridAttributes } from "@/web/components/responsive-grid";
import type { ListingFilters } from "../lib/listing-query";
import {
  CreditScoreSelect,
  LoanAmountInput,
  PropertyTypeSelect,
  StateSelect,
} from "./filter-fields";

interface ListingFilterFieldsProps {
  filters: ListingFilters;
  /** The loan amount input's text (kept apart: it is applied on commit, not per keystroke). */
  amountText: string;
  onAmountTextChange: (text: string) => void;
  onAmountCommit?: () => void;
  onChange: (patch: Partial<ListingFilters>) => void;
  cols: GridCols;
  size?: MantineSize;
}

const FLEX = { flex: 1 };

/** State, Loan Amount, Credit Score and Property Type: the listing's filter bar and sheet. */
export function ListingFilterFields({
  filters,
  amountText,
  onAmountTextChange,
  onAmountCommit,
  onChange,
  cols,
  size,
}: ListingFilterFieldsProps) {
  return (
    // ResponsiveGrid's markup on a plain element (issue 34: rendered twice per listing).
    <div {...responsiveGridAttributes({ cols, spacing: "sm", style: FLEX })}>
      <StateSelect
        size={size}
        value={filters.location}
        onChange={(location) => onChange({ location })}
      />
      <LoanAmountInput
        size={size}
        value={amountText}
        onChange={onAmountTextChange}
        onCommit={onAmountCommit}
      />
      <CreditScoreSelect
        size={size}
        value={filters.creditScore}
        onChange={(creditScore) => onChange({ creditScore })}
      />
      <PropertyTypeSelect
        size={size}
        value={filters.collateralType}
        onChange={(collateralType) => onChange({ collateralType })}
      />
      {/*
       * Issue 35: a native checkbox named after the query parameter, so the GET form sends
       * verified=1 without JavaScript too; with it, a change applies at once.
       */}
      <Checkbox
        size={size}
        name="verified"
        value="1"
        label={VERIFIED_ONLY_LABEL}
        checked={filters.verified}
        onChange={(event) => onChange({ verified: event.currentTarget.checked })}
        style={{ alignSelf: "end", paddingBottom: 8 }}
      />
    </div>
  );
}
