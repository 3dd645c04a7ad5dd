import { describe, expect, test } from "vitest";
import { ACTORS, expectations } from "../test/policy-actors";
import { canAccessAdmin, canDecideLenderApproval, canSetAdminLenderFields } from "./admin-policies";

const ADMIN_ONLY = {
  canSetAdminLenderFields,
};

describe("canAccessAdmin (issue 33: an admin with two-factor sign-in enrolled)", () => {
  test.each(expectations([]))("%s without two-factor: %s", (_name, actor, expected) => {
    expect(canAccessAdmin(actor)).toBe(expected);
  });

  test.each(expectations(["admin"]))("%s with two-factor: %s", (_name, actor, expected) => {
    expect(canAccessAdmin(actor && { ...actor, twoFactorEnabled: true })).toBe(expected);
  });

  test("an admin whose enrolment is unknown is refused", () => {
    expect(canAccessAdmin({ ...ACTORS.admin, twoFactorEnabled: undefined })).toBe(false);
  });
});

describe.each(Object.entries(ADMIN_ONLY))("%s", (_policy, policy) => {
  test.each(expectations(["admin"]))("%s: %s", (_name, actor, expected) => {
    expect(policy(actor)).toBe(expected);
  });
});

describe("canDecideLenderApproval", () => {
  const pendingLender = { userType: "lender", approvalStatus: "pending" } as const;
  test.each(expectations(["admin"]))("%s on a pending lender: %s", (_name, actor, expected) => {
    expect(canDecideLenderApproval(actor, pendingLender)).toBe(expected);
  });

  test.each([
    [{ userType: "lender", approvalStatus: "approved" }, true],
    [{ userType: "lender", approvalStatus: "rejected" }, true],
    [{ userType: "borrower", approvalStatus: null }, false],
    [{ userType: "admin", approvalStatus: null }, false],
  ] as const)("an admin on %j: %s", (account, expected) => {
    const admin = { userId: "a", userType: "admin", approvalStatus: null } as const;
    expect(canDecideLenderApproval(admin, account)).toBe(expected);
  });
});
