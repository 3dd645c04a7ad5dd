// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { EMPTY_FILTERS } from "../lib/listing-query";
import { RefineFiltersSheet } from "./refine-filters-sheet";

test("the count of active filters is text in a span of the button (valid HTML)", () => {
  renderWithProviders(
    <RefineFiltersSheet
      loanType="fix_and_flip"
      filters={{ ...EMPTY_FILTERS, location: "TX", creditScore: 700 }}
      onApply={() => undefined}
    />,
  );
  // Chromium reads it as 'Refine Filters 2 active' (e2e/discovery.spec.ts); jsdom computes
  // names without layout, so the words are checked here as text.
  const button = screen.getByRole("button", { name: /^Refine Filters/ });
  expect(button).toHaveTextContent("Refine Filters2 active");
  // A button holds phrasing content only: no <div> (Mantine's Badge is one by default), and no
  // aria-label on a plain element (screen readers may skip it).
  expect(button.querySelector("div")).toBeNull();
  expect(button.querySelector("[aria-label]")).toBeNull();
});

test("without active filters the button is just 'Refine Filters'", () => {
  renderWithProviders(
    <RefineFiltersSheet
      loanType="fix_and_flip"
      filters={EMPTY_FILTERS}
      onApply={() => undefined}
    />,
  );
  expect(screen.getByRole("button", { name: "Refine Filters" })).toBeInTheDocument();
});
