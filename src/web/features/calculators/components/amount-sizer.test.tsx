// @vitest-environment jsdom
/** 'Size the amount' in the submit dialog (issue 32): the maximum loan fills the amount. */
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import AmountSizer from "./amount-sizer";

test("the fix-and-flip maximum, then the DSCR maximum at 1.25, fill the amount", async () => {
  const onUse = vi.fn();
  const { user } = renderWithProviders(<AmountSizer loanType="fix_and_flip" onUse={onUse} />);
  await user.click(screen.getByRole("button", { name: "Size the amount" }));
  // Starting deal: 300,000 purchase at 90 % LTV.
  await user.clear(screen.getByLabelText("Max loan-to-value (% of purchase price)"));
  await user.type(screen.getByLabelText("Max loan-to-value (% of purchase price)"), "80");
  expect(screen.getByText(/set by loan-to-value/)).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Use $240,000 as the Loan Amount" }));
  expect(onUse).toHaveBeenLastCalledWith(240_000);

  await user.selectOptions(screen.getByLabelText("Size with"), "dscr");
  // 2,800 rent less 5 %, 425 a month of taxes and insurance, 7.5 % over 360 months.
  await user.click(screen.getByRole("button", { name: "Use $243,559 as the Loan Amount" }));
  expect(onUse).toHaveBeenLastCalledWith(243_559);

  await user.clear(screen.getByLabelText("Monthly rent"));
  expect(screen.getByText("Enter the monthly rent")).toBeVisible();
});
