import { expect, test } from "vitest";
import { accountInitials, avatarInitials, needsProfileCompletion, welcomeName } from "./profile";

// Issue 10: completion is what the server recorded, not "the name is blank" (a blanked name
// used to re-open the form, and completing again could turn a borrower into a lender).
test.each([
  [{ completedAt: "2026-01-01T00:00:00.000Z" }, false],
  [{ completedAt: new Date("2026-01-01") }, false],
  [{ fullName: "", completedAt: "2026-01-01T00:00:00.000Z" }, false],
  [{ fullName: "Jane", completedAt: null }, true],
  [null, true],
  [undefined, true],
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

test("account initials: the name's, else a lender's company's, else U (issue 28)", () => {
  expect(
    accountInitials({ fullName: "Jane Doe", companyName: "Summit Capital", userType: "lender" }),
  ).toBe("JD");
  expect(
    accountInitials({ fullName: null, companyName: "Summit Capital", userType: "lender" }),
  ).toBe("SC");
  expect(accountInitials({ fullName: " ", companyName: "Summit", userType: "lender" })).toBe("S");
  expect(
    accountInitials({ fullName: null, companyName: "Summit Capital", userType: "borrower" }),
  ).toBe("U");
  expect(accountInitials({ fullName: null, companyName: null, userType: "lender" })).toBe("U");
});

test("welcome name", () => {
  expect(welcomeName({ fullName: "Jane Doe", email: "j@x.co" })).toBe("Jane Doe");
  expect(welcomeName({ fullName: " ", email: "j@x.co" })).toBe("j@x.co");
  expect(welcomeName({})).toBe("");
});
