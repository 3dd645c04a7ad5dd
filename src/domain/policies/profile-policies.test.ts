import { describe, expect, test } from "vitest";
import { expectations, OTHER, SELF, SIGNED_IN_NAMES } from "../test/policy-actors";
import { canEditProfile } from "./profile-policies";

describe("canEditProfile", () => {
  test.each(expectations(SIGNED_IN_NAMES))(
    "%s, on its own profile: %s",
    (_name, actor, expected) => {
      expect(canEditProfile(actor, { id: SELF })).toBe(expected);
    },
  );

  test.each(expectations([]))("%s, on another's profile: %s", (_name, actor, expected) => {
    expect(canEditProfile(actor, { id: OTHER })).toBe(expected);
  });
});
