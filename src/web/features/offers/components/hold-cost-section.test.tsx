// @vitest-environment jsdom
/**
 * 'Cost at your hold' (issue 32): the cheapest offer depends on how long the borrower keeps the
 * loan. A: 10 % with 3 points; B: 12 % without points, both $100,000 interest-only over 24
 * months. Held 24 months A costs 20,000 + 3,000 = $23,000 and B $24,000; held 6 months A costs
 * 5,000 + 3,000 = $8,000 and B $6,000.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import type { Offer } from "@/domain/contract/offers";
import { computeOfferFigures, NO_EXTRA_TERMS } from "@/domain/offers";
import { renderWithProviders } from "@/web/test/render";
import { HoldCostSection } from "./hold-cost-section";

function offer(id: string, lenderName: string, interestRate: number, points: number): Offer {
  const terms = {
    loanAmount: 100_000,
    interestRate,
    originationPoints: points,
    otherFees: 0,
    termMonths: 24,
    repayment: "interest_only" as const,
  };
  return {
    id,
    submissionId: id,
    inquiryId: "q",
    lenderId: id,
    lenderName,
    version: 1,
    supersedesId: null,
    state: "sent",
    displayState: "sent",
    maxLtv: null,
    maxLtc: null,
    maxLtarv: null,
    daysToClose: 14,
    conditions: null,
    expiresAt: "2030-01-01T00:00:00Z",
    createdAt: "2026-01-01T00:00:00Z",
    closedAt: null,
    acceptedAt: null,
    retrade: false,
    ...NO_EXTRA_TERMS,
    netLoanAmount: terms.loanAmount,
    figures: computeOfferFigures(terms),
    ...terms,
  };
}

const OFFERS = [offer("a", "Alder Lending", 10, 3), offer("b", "Birch Capital", 12, 0)];

function rowOf(lender: string) {
  return screen.getByRole("row", { name: new RegExp(lender) });
}

test("the lowest total cost flips with the hold the borrower enters", async () => {
  const user = userEvent.setup();
  renderWithProviders(<HoldCostSection offers={OFFERS} />);

  const hold = screen.getByRole("textbox", { name: /How many months will you keep the loan/ });
  expect(hold).toHaveValue("24 months");
  expect(screen.getByRole("columnheader", { name: "Total cost at 24 months" })).toBeVisible();
  expect(within(rowOf("Alder Lending")).getByText("$23,000")).toBeVisible();
  expect(within(rowOf("Alder Lending")).getByText("Lowest")).toBeVisible();
  expect(within(rowOf("Birch Capital")).getByText("$24,000")).toBeVisible();
  expect(within(rowOf("Birch Capital")).queryByText("Lowest")).toBeNull();
  // Two months past a 24-month term without extensions cannot be costed.
  expect(within(rowOf("Birch Capital")).getByText("Past the term")).toBeVisible();

  await user.clear(hold);
  await user.type(hold, "6");
  expect(await screen.findByRole("columnheader", { name: "Total cost at 6 months" })).toBeVisible();
  expect(within(rowOf("Alder Lending")).getByText("$8,000")).toBeVisible();
  expect(within(rowOf("Birch Capital")).getByText("$6,000")).toBeVisible();
  expect(within(rowOf("Birch Capital")).getByText("Lowest")).toBeVisible();
  expect(within(rowOf("Alder Lending")).queryByText("Lowest")).toBeNull();
  // Without points B's all-in cost is its note rate; A's 3 points over 6 months weigh heavily.
  expect(within(rowOf("Birch Capital")).getByText("12%")).toBeVisible();
});
