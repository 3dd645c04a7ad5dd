/**
 * The demo borrower's offers (issue 32): on the 'Elm Street Flip' request, one lender's
 * complete term sheet (itemised fees, a rehab holdback in monthly draws with a draw fee,
 * interest on the full amount, six months' minimum interest, an extension, an exit fee, a 2-1
 * prepayment penalty and reserves) and another lender's re-trade: its first offer was
 * accepted, then revised at a higher rate with a new processing fee, waiting for the
 * borrower's acceptance again.
 */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { inquiries, lenders, loanOffers, loanSubmissions } from "../schema";

const DAY = 86_400_000;

const BASE = {
  loanAmount: 285_000,
  originationPoints: 2,
  otherFees: 0,
  termMonths: 12,
  repayment: "interest_only" as const,
  maxLtv: null,
  maxLtarv: 70,
  daysToClose: 21,
};

/** Inserts the demo offers; returns how many offer rows were written (0 without the request). */
export async function insertDemoOffers(
  tx: Executor,
  borrowerId: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({
      submissionId: loanSubmissions.id,
      inquiryId: loanSubmissions.inquiryId,
      lenderId: loanSubmissions.lenderId,
      slug: lenders.slug,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .where(and(eq(inquiries.borrowerId, borrowerId), eq(inquiries.customName, "Elm Street Flip")));
  const full = rows.find((r) => r.slug === "stonefield-national-lending");
  const retraded = rows.find((r) => r.slug === "halcyon-street-capital");
  if (!full || !retraded) return 0;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const expiresAt = new Date(now.getTime() + 10 * DAY);

  await tx.insert(loanOffers).values({
    ...BASE,
    submissionId: full.submissionId,
    inquiryId: full.inquiryId,
    lenderId: full.lenderId,
    version: 1,
    interestRate: 10.25,
    maxLtc: 90,
    processingFee: 750,
    underwritingFee: 995,
    rehabHoldback: 65_000,
    drawCount: 4,
    drawFee: 250,
    interestOn: "full",
    minimumInterestMonths: 6,
    extensionMonths: 3,
    extensionFeePercent: 1,
    exitFeePercent: 1,
    prepaymentPenalty: [
      { throughMonth: 3, percent: 2 },
      { throughMonth: 6, percent: 1 },
    ],
    reserves: 5_000,
    conditions: "Appraisal, title and a rehab budget review; draws after inspection.",
    expiresAt,
    createdAt: at(6),
    updatedAt: at(6),
  });

  const [accepted] = await tx
    .insert(loanOffers)
    .values({
      ...BASE,
      submissionId: retraded.submissionId,
      inquiryId: retraded.inquiryId,
      lenderId: retraded.lenderId,
      version: 1,
      state: "superseded",
      interestRate: 10.5,
      maxLtc: 85,
      underwritingFee: 995,
      expiresAt,
      acceptedAt: at(3),
      closedAt: at(1),
      createdAt: at(5),
      updatedAt: at(1),
    })
    .returning({ id: loanOffers.id });
  await tx.insert(loanOffers).values({
    ...BASE,
    submissionId: retraded.submissionId,
    inquiryId: retraded.inquiryId,
    lenderId: retraded.lenderId,
    version: 2,
    supersedesId: accepted?.id ?? null,
    retrade: true,
    interestRate: 11,
    maxLtc: 85,
    underwritingFee: 995,
    processingFee: 750,
    expiresAt,
    createdAt: at(1),
    updatedAt: at(1),
  });
  return 3;
}
