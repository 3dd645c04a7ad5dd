/**
 * Loan requests (inquiries) and the per-lender loan submissions that track each lender's
 * response. Defaults describe a typical fix & flip request in Texas; overrides adjust them.
 */
import type { SubmissionStatus } from "@/domain/reference/statuses";
import type { Executor } from "../client";
import { inquiries, loanSubmissions } from "../schema";
import { nextSequence } from "./lender-factory";

export type InquiryInsert = typeof inquiries.$inferInsert;
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryOverrides = Partial<InquiryInsert>;
export type LoanSubmissionInsert = typeof loanSubmissions.$inferInsert;
export type LoanSubmissionRow = typeof loanSubmissions.$inferSelect;
export type LoanSubmissionOverrides = Partial<Omit<LoanSubmissionInsert, "inquiryId" | "lenderId">>;

/**
 * An insertable inquiry. Without a borrowerId it is anonymous and gets a unique userEmail
 * (the database requires one of the two); with a borrowerId userEmail defaults to null.
 */
export function buildInquiry(overrides: InquiryOverrides = {}): InquiryInsert {
  const anonymous = !overrides.borrowerId;
  return {
    userEmail: anonymous ? `investor${nextSequence()}@example.com` : null,
    loanAmount: 250_000,
    loanPurpose: "fix_and_flip",
    propertyState: "TX",
    propertyType: "Non-owner occupied 1-4 family real estate",
    propertyCity: "Austin",
    propertyZip: "78704",
    timelineNeeded: "ASAP",
    creditScore: 700,
    investmentType: "fix_and_flip",
    experienceYears: "1-2",
    status: "pending",
    archived: false,
    ...overrides,
  };
}

export function buildLoanSubmission(
  inquiryId: string,
  lenderId: string,
  overrides: LoanSubmissionOverrides = {},
): LoanSubmissionInsert {
  return { status: "no_reply", ...overrides, inquiryId, lenderId };
}

export async function insertInquiry(
  db: Executor,
  overrides: InquiryOverrides = {},
): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(buildInquiry(overrides)).returning();
  if (!row) throw new Error("Inquiry insert returned no row");
  return row;
}

export async function insertLoanSubmission(
  db: Executor,
  inquiryId: string,
  lenderId: string,
  overrides: LoanSubmissionOverrides = {},
): Promise<LoanSubmissionRow> {
  const [row] = await db
    .insert(loanSubmissions)
    .values(buildLoanSubmission(inquiryId, lenderId, overrides))
    .returning();
  if (!row) throw new Error("Loan submission insert returned no row");
  return row;
}

/** An inquiry sent to several lenders, e.g. `[{ lenderId, status: "funded" }, { lenderId: other }]`. */
export async function insertInquiryWithSubmissions(
  db: Executor,
  overrides: InquiryOverrides,
  submissions: readonly ({
    lenderId: string;
    status?: SubmissionStatus;
  } & LoanSubmissionOverrides)[],
): Promise<{ inquiry: InquiryRow; submissions: LoanSubmissionRow[] }> {
  const inquiry = await insertInquiry(db, overrides);
  const rows = submissions.map(({ lenderId, ...rest }) =>
    buildLoanSubmission(inquiry.id, lenderId, rest),
  );
  const stored = rows.length > 0 ? await db.insert(loanSubmissions).values(rows).returning() : [];
  return { inquiry, submissions: stored };
}
