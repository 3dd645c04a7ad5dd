import { describe, expect, test } from "vitest";
import { expectations } from "../test/policy-actors";
import { canDisableTwoFactor, canEnrolTwoFactor, mustEnrolTwoFactor } from "./two-factor-policies";

const LENDERS = [
  "pending lender",
  "rejected lender",
  "approved lender",
  "lender without status",
] as const;

describe("canEnrolTwoFactor: admins and every lender account, not borrowers", () => {
  test.each(expectations(["admin", ...LENDERS]))("%s: %s", (_name, actor, expected) => {
    expect(canEnrolTwoFactor(actor)).toBe(expected);
  });
});

describe("canDisableTwoFactor: lenders only (an admin would lock the admin area)", () => {
  test.each(expectations([...LENDERS]))("%s: %s", (_name, actor, expected) => {
    expect(canDisableTwoFactor(actor)).toBe(expected);
  });
});

describe("mustEnrolTwoFactor", () => {
  test.each(expectations(["admin"]))("%s not enrolled: %s", (_name, actor, expected) => {
    expect(mustEnrolTwoFactor(actor)).toBe(expected);
  });

  test.each(expectations([]))("%s enrolled: %s", (_name, actor, expected) => {
    expect(mustEnrolTwoFactor(actor && { ...actor, twoFactorEnabled: true })).toBe(expected);
  });
});
