/** Answers of the API for component tests, typed by the contract. */
import type { Me } from "@/domain/contract/account";

export function meFixture(
  overrides: {
    userType?: Me["profile"]["userType"];
    linkedInquiries?: number;
    email?: string;
  } = {},
): Me {
  const id = "7d0f0c4e-8f55-4a52-9a8e-0d4f3f7d2a11";
  const email = overrides.email ?? "jo@example.com";
  return {
    user: { id, email, emailVerified: true, name: "" },
    profile: {
      id,
      email,
      fullName: "Jo Doe",
      phone: null,
      companyName: null,
      creditScore: null,
      userType: overrides.userType ?? "borrower",
      approvalStatus: null,
      experienceYears: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      completedAt: "2026-01-01T00:05:00.000Z",
    },
    hasPassword: true,
    linkedInquiries: overrides.linkedInquiries ?? 0,
  };
}
