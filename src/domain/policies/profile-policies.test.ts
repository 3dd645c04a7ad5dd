import { describe, expect, test } from "vitest";
import { expectations, OTHER, SELF, SIGNED_IN_NAMES } from "../test/policy-actors";
import { canDeleteOwnAccount, canEditProfile, canExportOwnData } from "./profile-policies";

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

describe("canExportOwnData", () => {
  test.each(expectations(SIGNED_IN_NAMES))("%s, its own data: %s", (_name, actor, expected) => {
    expect(canExportOwnData(actor, { id: SELF })).toBe(expected);
  });

  test.each(expectations([]))("%s, another's data: %s", (_name, actor, expected) => {
    expect(canExportOwnData(actor, { id: OTHER })).toBe(expected);
  });
});

describe("canDeleteOwnAccount", () => {
  test.each(expectations(SIGNED_IN_NAMES))(
    "%s, its own account with another admin left: %s",
    (_name, actor, expected) => {
      expect(canDeleteOwnAccount(actor, { id: SELF, otherAdmins: 1 })).toBe(expected);
    },
  );

  test.each(expectations(SIGNED_IN_NAMES.filter((name) => name !== "admin")))(
    "%s, its own account as the last admin: %s",
    (_name, actor, expected) => {
      expect(canDeleteOwnAccount(actor, { id: SELF, otherAdmins: 0 })).toBe(expected);
    },
  );

  test.each(expectations([]))("%s, another's account: %s", (_name, actor, expected) => {
    expect(canDeleteOwnAccount(actor, { id: OTHER, otherAdmins: 3 })).toBe(expected);
  });
});
