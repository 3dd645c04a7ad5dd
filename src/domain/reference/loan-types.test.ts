import { describe, expect, test } from "vitest";
import {
  DEFAULT_LOAN_TYPE,
  isLoanType,
  LOAN_PURPOSES,
  LOAN_TYPE_INFO,
  LOAN_TYPES,
  listingErrorTitle,
  loanPurposeOf,
  loanTypeOfPurpose,
  loanTypeOfRoute,
  noLendersFoundTitle,
  showingLendersText,
} from "./loan-types";

describe("loan types", () => {
  test("six types in spec order, default fix_and_flip", () => {
    expect(LOAN_TYPES).toEqual([
      "fix_and_flip",
      "bridge",
      "rental_property",
      "commercial",
      "land",
      "construction",
    ]);
    expect(DEFAULT_LOAN_TYPE).toBe("fix_and_flip");
  });

  test.each([
    ["fix_and_flip", "Fix & Flip", "Fix and Flip", "/fix-and-flip", "fix_and_flip"],
    ["bridge", "Bridge", "Bridge", "/bridge-loans", "bridge_loan"],
    ["rental_property", "Rental Property", "Rental", "/rental-property", "rental_property"],
    ["commercial", "Commercial", "Commercial", "/commercial", "commercial"],
    ["land", "Land", "Land", "/land", "land"],
    ["construction", "Construction", "Construction", "/construction", "construction"],
  ] as const)(
    "%s: label %s, form label %s, route %s, purpose %s",
    (type, label, formLabel, route, purpose) => {
      expect(LOAN_TYPE_INFO[type]).toEqual({ type, label, formLabel, route, loanPurpose: purpose });
      expect(loanPurposeOf(type)).toBe(purpose);
      expect(loanTypeOfPurpose(purpose)).toBe(type);
      expect(loanTypeOfRoute(route)).toBe(type);
      expect(LOAN_PURPOSES).toContain(purpose);
    },
  );

  test.each([
    ["bridge", true],
    ["fix_and_flip", true],
    ["bridge_loan", false],
    ["others", false],
    ["", false],
    [null, false],
  ])("isLoanType(%s) is %s", (value, expected) => {
    expect(isLoanType(value)).toBe(expected);
  });

  test("unknown routes have no loan type", () => {
    expect(loanTypeOfRoute("/bridge")).toBeUndefined();
    expect(loanTypeOfRoute("/")).toBeUndefined();
  });

  test("listing texts", () => {
    expect(listingErrorTitle("fix_and_flip")).toBe("Error loading Fix & Flip lenders");
    expect(noLendersFoundTitle("rental_property")).toBe("No Rental Property Lenders Found");
    expect(showingLendersText(12, 60)).toBe("Showing 12 of 60 lenders");
  });
});
