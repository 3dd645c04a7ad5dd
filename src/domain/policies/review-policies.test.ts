import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import {
  canReplyToReview,
  canWriteReviews,
  ownLenderReviewsScope,
  ownsReview,
} from "./review-policies";

const borrower: Actor = { userId: "b1", userType: "borrower", approvalStatus: null };
const lender: Actor = {
  userId: "l1",
  userType: "lender",
  approvalStatus: "approved",
  lenderId: "L1",
};
const pending: Actor = {
  userId: "l2",
  userType: "lender",
  approvalStatus: "pending",
  lenderId: "L1",
};
const admin: Actor = { userId: "a1", userType: "admin", approvalStatus: null };

describe("review policies", () => {
  it("lets borrowers write and only the author own a review", () => {
    expect(canWriteReviews(borrower)).toBe(true);
    expect(canWriteReviews(null)).toBe(false);
    expect(canWriteReviews(lender)).toBe(false);
    expect(ownsReview(borrower, { borrowerId: "b1" })).toBe(true);
    expect(ownsReview(borrower, { borrowerId: "b2" })).toBe(false);
    expect(ownsReview(admin, { borrowerId: "a1" })).toBe(false);
  });

  it("lets only the reviewed lender's approved account reply", () => {
    expect(canReplyToReview(lender, { lenderId: "L1" })).toBe(true);
    expect(canReplyToReview(lender, { lenderId: "L2" })).toBe(false);
    expect(canReplyToReview(pending, { lenderId: "L1" })).toBe(false);
    expect(canReplyToReview(admin, { lenderId: "L1" })).toBe(false);
    expect(ownLenderReviewsScope(lender)).toEqual({ lenderId: "L1" });
    expect(ownLenderReviewsScope(pending)).toBeNull();
  });
});
