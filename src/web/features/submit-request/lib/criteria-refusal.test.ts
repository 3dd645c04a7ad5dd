import { describe, expect, test } from "vitest";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import { type CriteriaLender, existingRequestRefusal, newRequestRefusal } from "./criteria-refusal";

const LENDER: CriteriaLender = {
  companyName: "Coral Key Investor Finance",
  state: "Florida",
  products: [
    {
      productType: "fix_and_flip",
      loanAmountMin: 100_000,
      loanAmountMax: 2_000_000,
      minimumFico: 680,
      maxLtv: null,
      maxLtc: null,
      maxLtarv: null,
      collateralTypes: null,
      minimumExperience: null,
      hardLimits: ["creditScore", "state"],
    },
  ],
};

const REQUEST = {
  customName: "",
  investmentType: "fix_and_flip",
  propertyType: "Condo",
  propertyState: "FL",
  loanAmount: "$350,000",
  notes: "",
};

describe("the submit dialog's lending-criteria check (issue 31)", () => {
  test("a new request below the hard credit limit is refused with the reason", () => {
    expect(newRequestRefusal(LENDER, REQUEST, { creditScore: "679", experienceYears: null })).toBe(
      "Needs a credit score of 680 or more.",
    );
    expect(
      newRequestRefusal(LENDER, REQUEST, { creditScore: "680", experienceYears: null }),
    ).toBeNull();
    // No score given: not known to break the limit.
    expect(
      newRequestRefusal(LENDER, REQUEST, { creditScore: "", experienceYears: null }),
    ).toBeNull();
  });

  test("another loan type, or a lender whose products are unknown: the server decides", () => {
    const rental = { ...REQUEST, investmentType: "rental_property" };
    expect(
      newRequestRefusal(LENDER, rental, { creditScore: "600", experienceYears: null }),
    ).toBeNull();
    expect(
      newRequestRefusal({ companyName: "X" }, REQUEST, {
        creditScore: "600",
        experienceYears: null,
      }),
    ).toBeNull();
  });

  test("an existing request outside the lender's states", () => {
    const stored = {
      investmentType: "fix_and_flip",
      propertyState: "GA",
      loanAmount: 350_000,
      propertyType: "Condo",
      creditScore: 720,
      experienceYears: null,
    } as unknown as LoanRequestDto;
    expect(existingRequestRefusal(LENDER, stored)).toBe("Lends in Florida.");
    expect(existingRequestRefusal(LENDER, { ...stored, propertyState: "FL" })).toBeNull();
  });
});
