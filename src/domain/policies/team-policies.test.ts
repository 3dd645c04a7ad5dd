/** Ownership transfer's rules (issue 31 seats): who may hand the record, and to whom. */
import { describe, expect, test } from "vitest";
import { toActor } from "./actor";
import {
  canTransferOwnership,
  type OwnershipTransferRef,
  ownershipTransferRefusal,
} from "./team-policies";

const lender = { id: "lender-1", userId: "owner-1" };
const owner = toActor(
  { id: "owner-1", userType: "lender", approvalStatus: "approved" },
  "lender-1",
  "owner",
);
const member = toActor(
  { id: "member-1", userType: "lender", approvalStatus: "approved" },
  "lender-1",
  "member",
);
const otherOwner = toActor(
  { id: "owner-2", userType: "lender", approvalStatus: "approved" },
  "lender-2",
  "owner",
);

const transfer = (overrides: Partial<OwnershipTransferRef> = {}): OwnershipTransferRef => ({
  lender,
  active: true,
  target: { userId: "member-1", userType: "lender", approvalStatus: "approved" },
  ...overrides,
});

describe("canTransferOwnership", () => {
  test("only the record's owner", () => {
    expect(canTransferOwnership(owner, transfer())).toBe(true);
    expect(canTransferOwnership(member, transfer())).toBe(false);
    expect(canTransferOwnership(otherOwner, transfer())).toBe(false);
    expect(canTransferOwnership(null, transfer())).toBe(false);
  });
});

describe("ownershipTransferRefusal", () => {
  test("an active seat of an approved lender account: allowed", () => {
    expect(ownershipTransferRefusal(owner, transfer())).toBeNull();
  });

  test("a seat removed meanwhile", () => {
    expect(ownershipTransferRefusal(owner, transfer({ active: false }))).toBe(
      "transfer_seat_removed",
    );
  });

  test("the owner's own account", () => {
    const self = transfer({
      target: { userId: "owner-1", userType: "lender", approvalStatus: "approved" },
    });
    expect(ownershipTransferRefusal(owner, self)).toBe("transfer_to_self");
  });

  test("an account that is not an approved lender", () => {
    for (const target of [
      { userId: "member-1", userType: "lender", approvalStatus: "rejected" },
      { userId: "member-1", userType: "lender", approvalStatus: "pending" },
      { userId: "member-1", userType: "borrower", approvalStatus: "approved" },
      { userId: "member-1", userType: null, approvalStatus: null },
    ]) {
      expect(ownershipTransferRefusal(owner, transfer({ target }))).toBe(
        "transfer_target_not_approved",
      );
    }
  });
});
