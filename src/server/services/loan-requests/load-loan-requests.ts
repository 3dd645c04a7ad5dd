/**
 * Reading loan requests as the contract's LoanRequest: the inquiry with its submissions
 * (newest first), each with its lender's name and slug and the lender's own answer.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { LoanRequestDto, LoanSubmissionDto } from "@/domain/contract/loan-requests";
import { isDeclineReason } from "@/domain/loan-requests/decline-reasons";
import type { Actor } from "@/domain/policies/actor";
import { ownInquiriesScope } from "@/domain/policies/inquiry-policies";
import { isLoanType } from "@/domain/reference/loan-types";
import type { Executor } from "../../db/client";
import { inquiries, lenders, loanSubmissions } from "../../db/schema";

type InquiryRow = typeof inquiries.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toLoanRequestDto(
  inquiry: InquiryRow,
  submissions: readonly LoanSubmissionDto[],
): LoanRequestDto {
  return {
    id: inquiry.id,
    customName: inquiry.customName,
    userEmail: inquiry.userEmail,
    loanAmount: inquiry.loanAmount,
    loanPurpose: inquiry.loanPurpose,
    investmentType: isLoanType(inquiry.investmentType) ? inquiry.investmentType : null,
    propertyState: inquiry.propertyState,
    propertyType: inquiry.propertyType,
    creditScore: inquiry.creditScore,
    experienceYears: inquiry.experienceYears,
    additionalNotes: inquiry.additionalNotes,
    status: inquiry.status,
    archived: inquiry.archived,
    createdAt: inquiry.createdAt.toISOString(),
    updatedAt: inquiry.updatedAt.toISOString(),
    submissions: [...submissions],
  };
}

/** The submissions of these inquiries, newest first, grouped by inquiry id. */
export async function submissionsOf(
  db: Executor,
  inquiryIds: readonly string[],
): Promise<Map<string, LoanSubmissionDto[]>> {
  const grouped = new Map<string, LoanSubmissionDto[]>();
  if (inquiryIds.length === 0) return grouped;
  const rows = await db
    .select({
      id: loanSubmissions.id,
      inquiryId: loanSubmissions.inquiryId,
      lenderId: loanSubmissions.lenderId,
      lenderName: lenders.companyName,
      lenderSlug: lenders.slug,
      status: loanSubmissions.status,
      createdAt: loanSubmissions.createdAt,
      lenderAnswer: loanSubmissions.lenderAnswer,
      lenderNote: loanSubmissions.lenderNote,
      declineReason: loanSubmissions.declineReason,
      declineReasonText: loanSubmissions.declineReasonText,
      answeredAt: loanSubmissions.answeredAt,
    })
    .from(loanSubmissions)
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .where(inArray(loanSubmissions.inquiryId, [...inquiryIds]))
    .orderBy(desc(loanSubmissions.createdAt), desc(loanSubmissions.id));
  for (const { inquiryId, createdAt, answeredAt, declineReason, ...row } of rows) {
    const list = grouped.get(inquiryId) ?? [];
    list.push({
      ...row,
      declineReason: isDeclineReason(declineReason) ? declineReason : null,
      createdAt: createdAt.toISOString(),
      answeredAt: iso(answeredAt),
    });
    grouped.set(inquiryId, list);
  }
  return grouped;
}

/**
 * A borrower's own requests (archived included), newest first: the rows of the policy's scope
 * (ownInquiriesScope), filtered in SQL.
 */
export async function listOwnLoanRequests(db: Executor, actor: Actor): Promise<LoanRequestDto[]> {
  const scope = ownInquiriesScope(actor);
  if (!scope) return [];
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.borrowerId, scope.borrowerId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
  const submissions = await submissionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLoanRequestDto(row, submissions.get(row.id) ?? []));
}

/** One request by id as the contract's LoanRequest (the caller has checked access). */
export async function loadLoanRequest(db: Executor, id: string): Promise<LoanRequestDto> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw new Error(`Loan request ${id} vanished`);
  const submissions = await submissionsOf(db, [id]);
  return toLoanRequestDto(row, submissions.get(id) ?? []);
}
