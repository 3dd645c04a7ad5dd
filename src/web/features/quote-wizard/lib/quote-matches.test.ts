import { expect, test } from "vitest";
import { matchListingUrl, matchSearchParams } from "./quote-matches";

const ANSWERS = {
  investmentType: "rental_property",
  propertyType: "Multifamily",
  experienceLevel: "3-5",
  propertyState: "GA",
  loanAmount: 425000,
} as const;

test("the answers become the listing's filters, by relevance", () => {
  expect(matchSearchParams(ANSWERS)).toEqual({
    loanType: "rental_property",
    location: "GA",
    loanAmount: "425000",
    collateralType: "Multifamily",
    sortBy: "most-relevant",
  });
});

test("the link opens the loan type's listing with the same filters", () => {
  expect(matchListingUrl(ANSWERS)).toBe(
    "/rental-property?loanType=rental_property&location=GA&loanAmount=425000&collateralType=Multifamily&sortBy=most-relevant",
  );
});
