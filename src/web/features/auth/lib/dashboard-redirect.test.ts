import { expect, test } from "vitest";
import { authPageRedirect } from "@/domain/accounts/two-factor";
import { dashboardRedirect, signupLink } from "./dashboard-redirect";

test.each([
  [false, false, null, { kind: "redirect", to: "/auth" }],
  [false, true, null, { kind: "redirect", to: "/auth" }],
  [true, true, null, { kind: "spinner" }],
  [true, false, { userType: "admin", approvalStatus: null }, { kind: "redirect", to: "/admin" }],
  [
    true,
    false,
    { userType: "lender", approvalStatus: "approved" },
    { kind: "redirect", to: "/lender-dashboard" },
  ],
  [
    true,
    false,
    { userType: "lender", approvalStatus: "pending" },
    { kind: "redirect", to: "/borrower-dashboard" },
  ],
  [
    true,
    false,
    { userType: "lender", approvalStatus: "rejected" },
    { kind: "redirect", to: "/borrower-dashboard" },
  ],
  [
    true,
    false,
    { userType: "borrower", approvalStatus: "approved" },
    { kind: "redirect", to: "/borrower-dashboard" },
  ],
  [true, false, null, { kind: "redirect", to: "/borrower-dashboard" }],
] as const)(
  "signed in %s, loading %s, profile %j → %j",
  (signedIn, profileLoading, profile, decision) => {
    expect(dashboardRedirect({ signedIn, profileLoading, profile })).toEqual(decision);
  },
);

test("auth page redirect and signup link", () => {
  expect(authPageRedirect(true)).toBe("/dashboard");
  expect(authPageRedirect(false)).toBeNull();
  expect(signupLink("a+b@x.co")).toBe("/auth?email=a%2Bb%40x.co&mode=signup");
  expect(signupLink("a@x.co", "https://lenderlane.example")).toBe(
    "https://lenderlane.example/auth?email=a%40x.co&mode=signup",
  );
});
