import { describe, expect, test } from "vitest";
import { expectations, OTHER, SELF } from "../test/policy-actors";
import { canEditProfile } from "./profile-policies";

describe("canEditProfile", () => {
  test.each(
    expectations([
      "borrower",
      "pending lender",
      "rejected lender",
      "approved lender",
      "lender without status",
      "admin",
    ]),
  )("%s, on its own profile: %s", (_name, actor, expected) => {
    expect(canEditProfile(actor, { id: SELF })).toBe(expected);
  });

  test.each(expectations([]))("%s, on another's profile: %s", (_name, actor, expected) => {
    expect(canEditProfile(actor, { id: OTHER })).toBe(expected);
  });
});
