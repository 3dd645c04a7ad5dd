// @vitest-environment jsdom
/**
 * Issue 35: a lender card shows the verified LenderLane figure apart from the admin-imported
 * one, which keeps its source label (as the lender page does).
 */
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { LenderSearchItem } from "@/domain/lenders/lender-dto";
import { renderWithProviders } from "@/web/test/render";
import { LenderCard } from "./lender-card";

function item(reviews: {
  verifiedReviewCount: number;
  verifiedReviewScore: number | null;
  reviewScore: number | null;
  totalReviews: number | null;
  googleReviewsUrl: string | null;
}): LenderSearchItem {
  return {
    lender: {
      id: "6f1c2b3a-0000-4000-8000-000000000002",
      slug: "cedar-ridge-capital",
      companyName: "Cedar Ridge Capital",
      minimumLoanAmount: 50_000,
      averageFundingTime: 10,
      yearsInBusiness: 8,
      acceptingLeads: true,
      ...reviews,
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

test("verified and imported figures side by side, the imported one with its source", () => {
  renderWithProviders(
    <LenderCard
      item={item({
        verifiedReviewCount: 3,
        verifiedReviewScore: 4.7,
        reviewScore: 4.5,
        totalReviews: 1290,
        googleReviewsUrl: "https://www.google.com/maps/place/cedar",
      })}
      search=""
    />,
  );
  expect(screen.getByTestId("card-verified-reviews")).toHaveTextContent(
    "4.7 from 3 verified reviews on LenderLane",
  );
  expect(screen.getByTestId("card-imported-reviews")).toHaveTextContent(
    "4.5 out of 5 (1,290 reviews) on Google (imported)",
  );
});

test("no verified reviews yet: says so, and the imported figure stays labelled", () => {
  renderWithProviders(
    <LenderCard
      item={item({
        verifiedReviewCount: 0,
        verifiedReviewScore: null,
        reviewScore: 4,
        totalReviews: 1,
        googleReviewsUrl: null,
      })}
      search=""
    />,
  );
  expect(screen.getByTestId("card-verified-reviews")).toHaveTextContent(
    "No verified reviews on LenderLane yet",
  );
  expect(screen.getByTestId("card-imported-reviews")).toHaveTextContent(
    "4.0 out of 5 (1 review) (imported)",
  );
});

test("no imported figure: only the verified line", () => {
  renderWithProviders(
    <LenderCard
      item={item({
        verifiedReviewCount: 1,
        verifiedReviewScore: 5,
        reviewScore: null,
        totalReviews: null,
        googleReviewsUrl: null,
      })}
      search=""
    />,
  );
  expect(screen.getByTestId("card-verified-reviews")).toHaveTextContent(
    "5.0 from 1 verified review on LenderLane",
  );
  expect(screen.queryByTestId("card-imported-reviews")).toBeNull();
});
