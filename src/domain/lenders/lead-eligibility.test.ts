import { describe, expect, test } from "vitest";
import {
  LENDER_LIMIT_REACHED_MESSAGE,
  leadRefusalOf,
  lendersLeftFor,
  MAX_LENDERS_PER_REQUEST,
  offersLoanType,
} from "./lead-eligibility";

const flip = { productType: "fix_and_flip", isActive: true };

describe("offersLoanType", () => {
  test("an active product of the type", () => {
    expect(offersLoanType([flip], "fix_and_flip")).toBe(true);
    expect(offersLoanType([{ productType: "fix_and_flip" }], "fix_and_flip")).toBe(true);
  });
  test("no product of the type, or an inactive one", () => {
    expect(offersLoanType([flip], "land")).toBe(false);
    expect(offersLoanType([{ ...flip, isActive: false }], "fix_and_flip")).toBe(false);
    expect(offersLoanType([], "fix_and_flip")).toBe(false);
  });
});

describe("leadRefusalOf", () => {
  test("accepting and offering: none", () => {
    expect(leadRefusalOf({ acceptingLeads: true }, [flip], "fix_and_flip")).toBeNull();
  });
  test("not accepting leads wins over the type", () => {
    expect(leadRefusalOf({ acceptingLeads: false }, [flip], "fix_and_flip")).toBe(
      "lender_not_accepting_leads",
    );
    expect(leadRefusalOf({ acceptingLeads: false }, [], "land")).toBe("lender_not_accepting_leads");
  });
  test("accepting but not offering the type", () => {
    expect(leadRefusalOf({ acceptingLeads: true }, [flip], "land")).toBe("loan_type_not_offered");
  });
  test("no known type: only accepting leads counts", () => {
    expect(leadRefusalOf({ acceptingLeads: true }, [], null)).toBeNull();
  });
});

describe("the per-request lender cap", () => {
  test("15, and how many are left", () => {
    expect(MAX_LENDERS_PER_REQUEST).toBe(15);
    expect(LENDER_LIMIT_REACHED_MESSAGE).toContain("15");
    expect(lendersLeftFor(0)).toBe(15);
    expect(lendersLeftFor(14)).toBe(1);
    expect(lendersLeftFor(15)).toBe(0);
    expect(lendersLeftFor(20)).toBe(0);
  });
});
