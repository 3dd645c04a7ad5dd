import { describe, expect, test } from "vitest";
import { isReportedByLender, type LenderTrustRow, lenderSelfEditWrite } from "./lender-trust";

const BEFORE: LenderTrustRow = {
  companyName: "Cedar Ridge Capital",
  pendingCompanyName: null,
  slug: "cedar-ridge-capital",
  reviewScore: 4.8,
  totalReviews: 236,
  googleReviewsUrl: "https://g.example.com/cedar",
  yearsInBusiness: 14,
  totalLoansFunded: 2150,
  yearsInBusinessConfirmed: true,
  totalLoansFundedConfirmed: true,
};

describe("lenderSelfEditWrite", () => {
  test("keeps the stored rating, slug and public name; a new name becomes pending", () => {
    expect(
      lenderSelfEditWrite(BEFORE, {
        companyName: " Cedar Top Rated ",
        yearsInBusiness: 14,
        totalLoansFunded: 2150,
      }),
    ).toEqual({ ...BEFORE, pendingCompanyName: "Cedar Top Rated" });
  });

  test("the current name withdraws a pending request", () => {
    const pending = { ...BEFORE, pendingCompanyName: "Cedar Top Rated" };
    expect(
      lenderSelfEditWrite(pending, {
        companyName: "Cedar Ridge Capital",
        yearsInBusiness: 14,
        totalLoansFunded: 2150,
      }).pendingCompanyName,
    ).toBeNull();
  });

  test("a changed figure is no longer confirmed; an unchanged one stays confirmed", () => {
    const write = lenderSelfEditWrite(BEFORE, {
      companyName: "Cedar Ridge Capital",
      yearsInBusiness: 40,
      totalLoansFunded: 2150,
    });
    expect(write).toMatchObject({
      yearsInBusiness: 40,
      yearsInBusinessConfirmed: false,
      totalLoansFundedConfirmed: true,
    });
  });
});

test("isReportedByLender: a figure without an admin's confirmation", () => {
  expect(isReportedByLender(14, false)).toBe(true);
  expect(isReportedByLender(14, true)).toBe(false);
  expect(isReportedByLender(null, false)).toBe(false);
});
