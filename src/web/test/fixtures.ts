/** Answers of the API for component tests, typed by the contract. */
import type { Me } from "@/domain/contract/account";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import type { AdminLender } from "@/domain/contract/admin-lenders";

export function meFixture(
  overrides: {
    userType?: Me["profile"]["userType"];
    linkedInquiries?: number;
    email?: string;
    /** Issue 33: admins are enrolled unless told otherwise, as the admin area requires. */
    twoFactorEnabled?: boolean;
  } = {},
): Me {
  const id = "7d0f0c4e-8f55-4a52-9a8e-0d4f3f7d2a11";
  const email = overrides.email ?? "jo@example.com";
  return {
    user: {
      id,
      email,
      emailVerified: true,
      name: "",
      twoFactorEnabled: overrides.twoFactorEnabled ?? overrides.userType === "admin",
    },
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

/** An admin's view of a lender (the admin lender screens and dialogs). */
export const ADMIN_LENDER: AdminLender = {
  id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  slug: "cedar-test-capital",
  companyName: "Cedar Test Capital",
  description: null,
  website: "cedartest.example.com",
  state: "Texas",
  stateList: ["Texas"],
  yearsInBusiness: 3,
  totalLoansFunded: null,
  yearsInBusinessConfirmed: false,
  totalLoansFundedConfirmed: false,
  pendingCompanyName: null,
  averageFundingTime: null,
  minimumLoanAmount: null,
  maximumLoanAmount: null,
  reviewScore: 4.5,
  totalReviews: null,
  googleReviewsUrl: null,
  verifiedReviewCount: 0,
  verifiedReviewScore: null,
  acceptingLeads: true,
  verification: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  email: "deals@cedartest.example.com",
  phone: null,
  address: null,
  zipCode: null,
  licenseNumber: null,
  statesSourceUrl: null,
  isActive: true,
  timeZone: "America/Chicago",
  userId: null,
  userEmail: null,
  loanRequestCount: 0,
};

/** The history row a single-field edit answers with, for the body the dialog sent. */
export function fieldEditEntry(
  body: { field: string; notes?: string },
  values: { oldValue: string | null; newValue: string },
): FieldHistoryEntry {
  return {
    id: "5b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
    field: body.field,
    ...values,
    changeType: "update",
    notes: body.notes ?? null,
    changedAt: "2026-02-01T12:00:00.000Z",
    userEmail: "admin@example.com",
  };
}
