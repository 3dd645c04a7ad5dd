import { expect, test } from "vitest";
import type { PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { listingCriteria } from "./listing-criteria";

const PRODUCT = {
  loanAmountMin: 100_000,
  loanAmountMax: 2_000_000,
  minimumFico: 680,
  maxLtv: null,
  maxLtc: null,
  maxLtarv: null,
  collateralTypes: ["Condo"],
  minimumExperience: "1-2",
  hardLimits: ["creditScore"],
} as unknown as PublicLoanProduct;

test("the listing's filters checked against the card's product (issue 31)", () => {
  const checks = listingCriteria(
    { state: "Florida, Georgia" },
    PRODUCT,
    "loanType=fix_and_flip&location=TX&loanAmount=50000&creditScore=700&collateralType=Condos&sortBy=most-relevant",
  );
  expect(checks.map((c) => [c.criterion, c.outcome, c.hard])).toEqual([
    ["state", "fail", false],
    ["loanAmount", "fail", false],
    ["creditScore", "pass", true],
    ["propertyType", "pass", false],
    ["experience", "unknown", false],
  ]);
  expect(checks[0]?.requirement).toBe("Lends in Florida, Georgia");
});

test("without filters every set criterion is 'not given'", () => {
  const checks = listingCriteria({ state: null }, PRODUCT, "loanType=fix_and_flip");
  expect(checks.every((c) => c.outcome === "unknown")).toBe(true);
  expect(checks.map((c) => c.criterion)).toEqual([
    "loanAmount",
    "creditScore",
    "propertyType",
    "experience",
  ]);
});
