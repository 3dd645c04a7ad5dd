import { expect, test } from "vitest";
import { avatarInitials, needsProfileCompletion, welcomeName } from "./profile";

test.each([
  [{ fullName: "Jane", userType: "borrower" }, false],
  [{ fullName: "", userType: "borrower" }, true],
  [{ fullName: "  ", userType: "lender" }, true],
  [{ fullName: "Jane", userType: null }, true],
  [null, true],
])("needsProfileCompletion(%j) = %s", (profile, needed) => {
  expect(needsProfileCompletion(profile)).toBe(needed);
});

test.each([
  ["Jane Doe", "JD"],
  ["jane van doe", "JD"],
  ["Jane", "J"],
  ["  ", "U"],
  [null, "U"],
])("avatarInitials(%j) = %s", (name, initials) => {
  expect(avatarInitials(name)).toBe(initials);
});

test("welcome name", () => {
  expect(welcomeName({ fullName: "Jane Doe", email: "j@x.co" })).toBe("Jane Doe");
  expect(welcomeName({ fullName: " ", email: "j@x.co" })).toBe("j@x.co");
  expect(welcomeName({})).toBe("");
});
