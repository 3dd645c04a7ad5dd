import { describe, expect, it } from "vitest";
import type { MeProfile } from "../api/get-me";
import { getDashboardPath } from "./dashboard-path";

function me(profile: Partial<MeProfile> | null) {
  return {
    profile: profile && {
      id: "u1",
      email: "a@example.com",
      fullName: null,
      phone: null,
      companyName: null,
      creditScore: null,
      userType: "borrower" as const,
      approvalStatus: null,
      experienceYears: null,
      createdAt: "2025-01-01T00:00:00Z",
      ...profile,
    },
  };
}

describe("getDashboardPath (spec 2 'Post-login redirect')", () => {
  it("sends signed-out visitors to /auth", () => {
    expect(getDashboardPath(null)).toBe("/auth");
    expect(getDashboardPath(undefined)).toBe("/auth");
  });

  it("sends admins to /admin", () => {
    expect(getDashboardPath(me({ userType: "admin" }))).toBe("/admin");
  });

  it("sends approved lenders to /lender-dashboard", () => {
    expect(getDashboardPath(me({ userType: "lender", approvalStatus: "approved" }))).toBe(
      "/lender-dashboard",
    );
  });

  it.each([
    ["pending lender", me({ userType: "lender", approvalStatus: "pending" })],
    ["rejected lender", me({ userType: "lender", approvalStatus: "rejected" })],
    ["lender without status", me({ userType: "lender", approvalStatus: null })],
    ["borrower", me({ userType: "borrower" })],
    ["profile without user type", me({ userType: null })],
    ["user without profile", me(null)],
  ])("sends a %s to /borrower-dashboard", (_, value) => {
    expect(getDashboardPath(value)).toBe("/borrower-dashboard");
  });
});
