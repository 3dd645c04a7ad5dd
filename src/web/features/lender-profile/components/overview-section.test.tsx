// @vitest-environment jsdom
/** Key Facts say where a figure comes from (issue 27): unconfirmed ones are the lender's report. */
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { renderWithProviders } from "@/web/test/render";
import { OverviewSection } from "./overview-section";

const LENDER: PublicLender = {
  id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  slug: "cedar-test-capital",
  companyName: "Cedar Test Capital",
  description: null,
  website: null,
  state: "Texas",
  yearsInBusiness: 14,
  totalLoansFunded: 2150,
  yearsInBusinessConfirmed: true,
  totalLoansFundedConfirmed: false,
  averageFundingTime: null,
  minimumLoanAmount: null,
  maximumLoanAmount: null,
  reviewScore: null,
  totalReviews: null,
  googleReviewsUrl: null,
  verifiedReviewCount: 0,
  verifiedReviewScore: null,
  acceptingLeads: true,
  verification: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

test("an unconfirmed figure says 'reported by the lender'; a confirmed one does not", () => {
  renderWithProviders(<OverviewSection lender={LENDER} />);
  const years = screen.getByText("Years in Business").nextElementSibling;
  const loans = screen.getByText("Loans Funded").nextElementSibling;
  expect(years).toHaveTextContent(/^14 years$/);
  expect(loans).toHaveTextContent(/^2,150 reported by the lender$/);
});
