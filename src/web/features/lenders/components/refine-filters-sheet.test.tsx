// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { EMPTY_FILTERS } from "../lib/listing-query";
import { RefineFiltersSheet } from "./refine-filters-sheet";

test("the count of active filters is part of the button's name, and drawn in a span (valid HTML)", () => {
  renderWithProviders(
    <RefineFiltersSheet
      filters={{ ...EMPTY_FILTERS, location: "TX", creditScore: 700 }}
      onApply={() => undefined}
    />,
  );
  const button = screen.getByRole("button", { name: "Refine Filters, 2 active" });
  // A button holds phrasing content only: no <div> (Mantine's Badge is one by default), and no
  // aria-label on a plain element (screen readers may skip it).
  expect(button.querySelector("div")).toBeNull();
  expect(button.querySelector("[aria-label]")).toBeNull();
});

test("without active filters the button is just 'Refine Filters'", () => {
  renderWithProviders(<RefineFiltersSheet filters={EMPTY_FILTERS} onApply={() => undefined} />);
  expect(screen.getByRole("button", { name: "Refine Filters" })).toBeInTheDocument();
});
