// @vitest-environment jsdom
/**
 * Issue 27: a lender that said 'Accepting leads: No' shows "Not accepting new requests right
 * now" on its listing card instead of Get Quote; one accepting leads keeps the button.
 */
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { LenderSearchItem } from "@/domain/lenders/lender-dto";
import { renderWithProviders } from "@/web/test/render";
import { LenderCard } from "./lender-card";

function item(name: string, acceptingLeads: boolean): LenderSearchItem {
  return {
    lender: {
      id: "6f1c2b3a-0000-4000-8000-000000000001",
      slug: name.toLowerCase().replaceAll(" ", "-"),
      companyName: name,
      reviewScore: 4.5,
      totalReviews: 12,
      minimumLoanAmount: 50_000,
      averageFundingTime: 10,
      yearsInBusiness: 8,
      acceptingLeads,
    },
    product: {
      productType: "fix_and_flip",
      loanAmountMin: 50_000,
      lowestRate: 9.5,
      minimumFico: 680,
      maxLtv: 80,
      maxLtc: null,
      maxLtarv: null,
      maxRehabPercentage: null,
      maximumArv: null,
    },
    productTypes: ["fix_and_flip"],
    match: { score: 4.2, shown: false, breakdown: [] },
  } as unknown as LenderSearchItem;
}

test("a lender not accepting leads: a short note instead of Get Quote", () => {
  renderWithProviders(<LenderCard item={item("Blue Heron Lending Co.", false)} search="" />);
  expect(screen.queryByRole("button", { name: /Get Quote/ })).toBeNull();
  expect(screen.getByTestId("not-accepting-leads")).toHaveTextContent(
    "Not accepting new requests right now",
  );
  expect(
    screen.getByText(/Blue Heron Lending Co\. is not taking new loan requests/),
  ).toBeInTheDocument();
});

test("a lender accepting leads keeps its Get Quote button", () => {
  renderWithProviders(<LenderCard item={item("Pecan Creek Capital", true)} search="" />);
  expect(screen.getByRole("button", { name: "Get Quote from Pecan Creek Capital" })).toBeVisible();
  expect(screen.queryByTestId("not-accepting-leads")).toBeNull();
});
