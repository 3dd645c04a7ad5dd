import { expect, test } from "vitest";
import { canSaveSearches, ownSavedSearchesScope, ownsSavedSearch } from "./saved-search-policies";

const borrower = { userId: "b1", userType: "borrower", approvalStatus: null } as const;
const lender = { userId: "l1", userType: "lender", approvalStatus: "approved" } as const;

test("borrowers keep saved searches; visitors, lenders and admins do not", () => {
  expect(canSaveSearches(borrower)).toBe(true);
  expect(canSaveSearches(null)).toBe(false);
  expect(canSaveSearches(lender)).toBe(false);
  expect(canSaveSearches({ ...borrower, userType: "admin" })).toBe(false);
});

test("only the owner reads or changes a search", () => {
  expect(ownsSavedSearch(borrower, { borrowerId: "b1" })).toBe(true);
  expect(ownsSavedSearch(borrower, { borrowerId: "b2" })).toBe(false);
  expect(ownsSavedSearch({ ...lender, userId: "b1" }, { borrowerId: "b1" })).toBe(false);
  expect(ownsSavedSearch(null, { borrowerId: "b1" })).toBe(false);
  expect(ownSavedSearchesScope(borrower)).toEqual({ borrowerId: "b1" });
  expect(ownSavedSearchesScope(null)).toBeNull();
});
