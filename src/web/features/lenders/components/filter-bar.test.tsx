// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { EMPTY_FILTERS, type ListingFilters } from "../lib/listing-query";
import { AMOUNT_APPLY_DELAY_MS, FilterBar } from "./filter-bar";

/** The bar over filters kept as the listing keeps them (in its URL): a change comes back in. */
function Harness({ onChange }: { onChange: (patch: Partial<ListingFilters>) => void }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  return (
    <FilterBar
      loanType="fix_and_flip"
      filters={filters}
      onChange={(patch) => {
        onChange(patch);
        setFilters((current) => ({ ...current, ...patch }));
      }}
      onClearAll={() => setFilters(EMPTY_FILTERS)}
    />
  );
}

test("a typed loan amount applies once typing pauses, with no Enter and no blur", async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(<Harness onChange={onChange} />);
  const amount = await screen.findByRole("textbox", { name: "Loan Amount" });
  await user.type(amount, "250000");
  expect(onChange).not.toHaveBeenCalled();
  await act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_APPLY_DELAY_MS + 100)));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith({ loanAmount: 250_000 });
  // Still focused and still as typed: the applied amount's echo does not reformat it.
  expect(amount).toHaveFocus();
  expect(amount).toHaveValue("$250,000");

  // Keys pressed after the pause are kept when the results come back, and apply in turn.
  await user.type(amount, "0");
  await act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_APPLY_DELAY_MS + 100)));
  expect(onChange).toHaveBeenLastCalledWith({ loanAmount: 2_500_000 });
  expect(amount).toHaveValue("$2,500,000");
});

test("Enter applies at once, and the pause does not apply it a second time", async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(<Harness onChange={onChange} />);
  const amount = await screen.findByRole("textbox", { name: "Loan Amount" });
  await user.type(amount, "90000{Enter}");
  expect(onChange).toHaveBeenCalledWith({ loanAmount: 90_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_APPLY_DELAY_MS + 100)));
  expect(onChange).toHaveBeenCalledTimes(1);
});
