/** A lender's lead (issue 31) for component tests; override what the test is about. */
import type { LenderLead, LenderLeadList } from "@/domain/contract/lender-leads";

export function leadFixture(overrides: Partial<LenderLead> = {}): LenderLead {
  const inquiryId = overrides.inquiryId ?? "6e0d2d73-9a1c-4c9f-8b1b-2a3f4e5d6c7b";
  return {
    submissionId: "5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a",
    inquiryId,
    title: `Loan #${inquiryId.slice(0, 8)}`,
    customName: null,
    userEmail: "investor@example.com",
    emailConfirmed: false,
    borrowerDeleted: false,
    borrowerName: null,
    loanAmount: 1250000,
    loanPurpose: "bridge_loan",
    propertyState: "TX",
    propertyZip: "78701",
    propertyType: "Condo",
    propertyCity: null,
    creditScore: 720,
    additionalNotes: "Close in 3 weeks",
    borrowerNotes: null,
    timelineNeeded: null,
    experienceYears: null,
    status: "pending",
    answer: null,
    note: null,
    declineReason: null,
    declineReasonText: null,
    answeredAt: null,
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    stage: "new",
    pipelineNotes: null,
    answeredByName: null,
    pipelineUpdatedByName: null,
    offerState: "none",
    unread: 0,
    borrowerActivity: { otherRequests: 0, fundedDeals: 0 },
    ...overrides,
  };
}

export function leadListFixture(items: LenderLead[], total = items.length): LenderLeadList {
  return { items, total, page: 1, pageSize: 50 };
}
