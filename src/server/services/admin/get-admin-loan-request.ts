/**
 * The admin loan request detail (spec 2 'Loan request detail'): Borrower Information, Loan
 * Details, Property Information, Additional Information and the submissions per lender.
 * 404 'Loan request not found' for an unknown id.
 */
import { eq } from "drizzle-orm";
import {
  type AdminLoanRequestDetail,
  LOAN_REQUEST_NOT_FOUND,
} from "@/domain/contract/admin-loan-requests";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import type { Actor } from "@/domain/policies/actor";
import { canViewInquiry } from "@/domain/policies/inquiry-policies";
import type { Executor } from "../../db/client";
import { inquiries, lenders, profiles, users } from "../../db/schema";
import { authorize } from "../../lib/authorize";
import { submissionsOf } from "../loan-requests/load-loan-requests";

export async function getAdminLoanRequest(
  tx: Executor,
  actor: Actor,
  requestId: string,
): Promise<AdminLoanRequestDetail> {
  const [found] = await tx
    .select({
      inquiry: inquiries,
      accountEmail: users.email,
      profile: {
        fullName: profiles.fullName,
        phone: profiles.phone,
        creditScore: profiles.creditScore,
        experienceYears: profiles.experienceYears,
      },
      firstLender: { id: lenders.id, companyName: lenders.companyName },
    })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.borrowerId))
    .leftJoin(profiles, eq(profiles.id, inquiries.borrowerId))
    .leftJoin(lenders, eq(lenders.id, inquiries.lenderId))
    .where(eq(inquiries.id, requestId));
  const row = authorize(
    actor,
    canViewInquiry,
    found,
    { notFound: LOAN_REQUEST_NOT_FOUND },
    (r) => r.inquiry,
  );
  const { inquiry, profile } = row;
  const submissions = (await submissionsOf(tx, [inquiry.id])).get(inquiry.id) ?? [];
  return {
    id: inquiry.id,
    displayName: loanRequestName(inquiry),
    borrower: {
      userId: inquiry.borrowerId,
      email: inquiry.userEmail ?? row.accountEmail,
      fullName: profile?.fullName ?? null,
      phone: inquiry.contactPhone ?? profile?.phone ?? null,
      creditScore: inquiry.creditScore ?? profile?.creditScore ?? null,
      experienceYears: inquiry.experienceYears ?? profile?.experienceYears ?? null,
    },
    loan: {
      customName: inquiry.customName,
      loanAmount: inquiry.loanAmount,
      loanPurpose: inquiry.loanPurpose,
      investmentType: inquiry.investmentType,
      timelineNeeded: inquiry.timelineNeeded,
      status: inquiry.status,
      archived: inquiry.archived,
      createdAt: inquiry.createdAt.toISOString(),
      updatedAt: inquiry.updatedAt.toISOString(),
    },
    property: {
      state: inquiry.propertyState,
      type: inquiry.propertyType,
      address: inquiry.propertyAddress,
      city: inquiry.propertyCity,
      zip: inquiry.propertyZip,
    },
    additional: {
      additionalNotes: inquiry.additionalNotes,
      lenderNotes: inquiry.lenderNotes,
      firstLender: row.firstLender?.id ? row.firstLender : null,
    },
    submissions,
  };
}
