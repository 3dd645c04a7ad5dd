import { expect, test } from "vitest";
import { DEFAULT_SORT } from "@/domain/search/search-filters";
import { listingFormRedirect } from "./listing-form-redirect";

const at = (pathAndQuery: string) => listingFormRedirect(new URL(pathAndQuery, "http://x"));

test("home's form sent without JavaScript lands on the chosen type's listing, blanks dropped", () => {
  expect(
    at(
      `/fix-and-flip?sortBy=${DEFAULT_SORT}&loanType=rental_property&location=TX&loanAmount=%24300%2C000&creditScore=700&collateralType=`,
    ),
  ).toBe(
    `/rental-property?loanType=rental_property&location=TX&loanAmount=300000&creditScore=700&sortBy=${DEFAULT_SORT}`,
  );
});

test("the filter bar's form: same type, blanks dropped, other parameters kept", () => {
  expect(
    at("/fix-and-flip?loanType=fix_and_flip&location=&loanAmount=&sortBy=lowest-rate&utm_source=x"),
  ).toBe("/fix-and-flip?loanType=fix_and_flip&sortBy=lowest-rate&utm_source=x");
});

test("a canonical listing URL, a page that is not a listing, or no loanType: rendered as is", () => {
  expect(at(`/fix-and-flip?loanType=fix_and_flip&sortBy=${DEFAULT_SORT}`)).toBeNull();
  expect(at("/fix-and-flip?location=")).toBeNull();
  expect(at("/privacy?loanType=bridge&location=")).toBeNull();
  // An unknown loan type without blanks: the listing drops it itself (no redirect loop).
  expect(at("/fix-and-flip?loanType=nope")).toBeNull();
});
