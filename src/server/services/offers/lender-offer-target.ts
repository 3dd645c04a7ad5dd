/**
 * What the lender's offer writes start from: the submission (locked) with its request, and the
 * offer being revised or withdrawn, each checked against canMakeOffer through authorize. A
 * submission or offer of another lender, or none, answers 404 like a missing one, so ids reveal
 * nothing.
 */
import { desc, eq } from "drizzle-orm";
import type { OfferTerms } from "@/domain/offers/offer-terms";
import { offerContextIssues, offerTermIssues } from "@/domain/offers/offer-terms";
import type { Actor } from "@/domain/policies/actor";
import { canMakeOffer } from "@/domain/policies/offer-policies";
import { inquiries, loanOffers, loanSubmissions } from "../../db/schema";
import type { Transaction } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";

export const OFFER_TARGET_NOT_FOUND_MESSAGE = "Loan request not found";
export const OFFER_NOT_FOUND_MESSAGE = "Offer not found";

export async function lockOfferTarget(tx: Transaction, actor: Actor, submissionId: string) {
  const [row] = await tx
    .select({
      submission: loanSubmissions,
      borrowerId: inquiries.borrowerId,
      requestedAmount: inquiries.loanAmount,
      requestName: inquiries.customName,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .where(eq(loanSubmissions.id, submissionId))
    .for("update", { of: loanSubmissions });
  return authorize(
    actor,
    canMakeOffer,
    row,
    { notFound: OFFER_TARGET_NOT_FOUND_MESSAGE },
    (found) => ({ borrowerId: found.borrowerId, submissionLenderId: found.submission.lenderId }),
  );
}

/** The submission's latest offer version, or null. */
export async function latestOffer(tx: Transaction, submissionId: string) {
  const [latest] = await tx
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.submissionId, submissionId))
    .orderBy(desc(loanOffers.version))
    .limit(1);
  return latest ?? null;
}

/** The lender's own offer by id, locked; another lender's answers 404. */
export async function lockOwnOffer(tx: Transaction, actor: Actor, offerId: string) {
  const [offer] = await tx
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.id, offerId))
    .for("update");
  // The offer's lender is its submission's (the policy does not read the borrower here).
  return authorize(actor, canMakeOffer, offer, { notFound: OFFER_NOT_FOUND_MESSAGE }, (found) => ({
    borrowerId: null,
    submissionLenderId: found.lenderId,
  }));
}

/** The cross-field rules, the expiry and the amount band: 400 with field messages. */
export function assertOfferContext(
  terms: OfferTerms,
  context: { requestedAmount: number | null; now: Date },
): void {
  const fields = { ...offerTermIssues(terms), ...offerContextIssues(terms, context) };
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_failed", "Please check the highlighted fields.", fields);
  }
}

/** The columns of a new offer version from its terms. */
export function termColumns(terms: OfferTerms) {
  return {
    loanAmount: terms.loanAmount,
    interestRate: terms.interestRate,
    originationPoints: terms.originationPoints,
    otherFees: terms.otherFees,
    processingFee: terms.processingFee,
    underwritingFee: terms.underwritingFee,
    rehabHoldback: terms.rehabHoldback,
    drawCount: terms.drawCount,
    drawFee: terms.drawFee,
    interestOn: terms.interestOn,
    minimumInterestMonths: terms.minimumInterestMonths,
    extensionMonths: terms.extensionMonths,
    extensionFeePercent: terms.extensionFeePercent,
    exitFeePercent: terms.exitFeePercent,
    prepaymentPenalty: terms.prepaymentPenalty,
    reserves: terms.reserves,
    termMonths: terms.termMonths,
    repayment: terms.repayment,
    maxLtv: terms.maxLtv,
    maxLtc: terms.maxLtc,
    maxLtarv: terms.maxLtarv,
    daysToClose: terms.daysToClose,
    conditions: terms.conditions,
    expiresAt: new Date(terms.expiresAt),
  };
}
