import { describe, expect, test } from "vitest";
import { expectations, SELF, SIGNED_IN_NAMES } from "../test/policy-actors";
import { hasRole, isAdmin, isApprovedLender, isSignedIn, toActor } from "./actor";

describe("toActor", () => {
  test("a missing profile is a visitor", () => {
    expect(toActor(null)).toBeNull();
    expect(toActor(undefined)).toBeNull();
  });

  test("a profile gives its id, role and approval status, and the lender record when given", () => {
    const profile = { id: SELF, userType: "lender", approvalStatus: "approved" } as const;
    expect(toActor(profile)).toEqual({
      userId: SELF,
      userType: "lender",
      approvalStatus: "approved",
    });
    expect(toActor(profile, "lender-1")?.lenderId).toBe("lender-1");
  });
});

describe("role checks", () => {
  test.each(expectations(SIGNED_IN_NAMES))("isSignedIn(%s) is %s", (_name, actor, expected) => {
    expect(isSignedIn(actor)).toBe(expected);
  });

  test.each(expectations(["admin"]))("isAdmin(%s) is %s", (_name, actor, expected) => {
    expect(isAdmin(actor)).toBe(expected);
  });

  test.each(expectations(["approved lender"]))(
    "isApprovedLender(%s) is %s",
    (_name, actor, expected) => {
      expect(isApprovedLender(actor)).toBe(expected);
    },
  );

  test.each(
    expectations([
      "borrower",
      "pending lender",
      "rejected lender",
      "approved lender",
      "lender without status",
    ]),
  )("hasRole(%s, borrower or lender) is %s", (_name, actor, expected) => {
    expect(hasRole(actor, "borrower", "lender")).toBe(expected);
  });

  test("hasRole with no roles allows nobody", () => {
    expect(hasRole({ userId: SELF, userType: "admin", approvalStatus: null })).toBe(false);
  });
});
