/**
 * Reading offers: rows of loan_offers with their lender's name, their submission and the
 * request's amount, turned into the contract's Offer (figures and the computed expired state)
 * and grouped per submission, newest version first.
 */
import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { Offer, SubmissionOffers } from "@/domain/contract/offers";
import { computeOfferFigures } from "@/domain/offers/offer-figures";
import { offerDisplayState } from "@/domain/offers/offer-state";
import { netLoanAmount } from "@/domain/offers/offer-terms";
import type { Actor } from "@/domain/policies/actor";
import { canSeeTeamAuthors } from "@/domain/policies/team-policies";
import type { Executor } from "../../db/client";
import { inquiries, lenders, loanOffers, loanSubmissions } from "../../db/schema";
import { colleagueNames } from "../lender-team/colleague-names";

function selectOffers(db: Executor) {
  return db
    .select({
      offer: loanOffers,
      lenderName: lenders.companyName,
      inquiryId: loanSubmissions.inquiryId,
      submissionStatus: loanSubmissions.status,
      requestedAmount: inquiries.loanAmount,
    })
    .from(loanOffers)
    .innerJoin(loanSubmissions, eq(loanSubmissions.id, loanOffers.submissionId))
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanOffers.lenderId));
}

type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

export function toOffer(row: OfferRow, now: Date): Offer {
  const { offer } = row;
  return {
    id: offer.id,
    submissionId: offer.submissionId,
    inquiryId: row.inquiryId,
    lenderId: offer.lenderId,
    lenderName: row.lenderName,
    version: offer.version,
    supersedesId: offer.supersedesId,
    state: offer.state,
    displayState: offerDisplayState(offer, now),
    loanAmount: offer.loanAmount,
    interestRate: offer.interestRate,
    originationPoints: offer.originationPoints,
    otherFees: offer.otherFees,
    processingFee: offer.processingFee,
    underwritingFee: offer.underwritingFee,
    rehabHoldback: offer.rehabHoldback,
    netLoanAmount: netLoanAmount(offer),
    drawCount: offer.drawCount,
    drawFee: offer.drawFee,
    interestOn: offer.interestOn,
    minimumInterestMonths: offer.minimumInterestMonths,
    extensionMonths: offer.extensionMonths,
    extensionFeePercent: offer.extensionFeePercent,
    exitFeePercent: offer.exitFeePercent,
    prepaymentPenalty: offer.prepaymentPenalty,
    reserves: offer.reserves,
    termMonths: offer.termMonths,
    repayment: offer.repayment,
    maxLtv: offer.maxLtv,
    maxLtc: offer.maxLtc,
    maxLtarv: offer.maxLtarv,
    daysToClose: offer.daysToClose,
    conditions: offer.conditions,
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    closedAt: offer.closedAt?.toISOString() ?? null,
    acceptedAt: offer.acceptedAt?.toISOString() ?? null,
    retrade: offer.retrade,
    figures: computeOfferFigures(offer, row.requestedAmount),
  };
}

/**
 * Issue 31: for a `viewer` on the offering lender's team, each offer names the colleague who
 * sent it (`sentByName`); for anyone else (the borrower, an admin) the field is absent.
 */
async function withSenders(
  db: Executor,
  rows: readonly OfferRow[],
  offers: Offer[],
  viewer: Actor | undefined,
): Promise<Offer[]> {
  if (!viewer) return offers;
  const team = (row: OfferRow) => canSeeTeamAuthors(viewer, { lenderId: row.offer.lenderId });
  const names = await colleagueNames(
    db,
    rows.filter(team).map((row) => row.offer.createdBy),
  );
  return offers.map((offer, i) => {
    const row = rows[i];
    if (!row || !team(row)) return offer;
    const by = row.offer.createdBy;
    return { ...offer, sentByName: by ? (names.get(by) ?? null) : null };
  });
}

/** One offer by id with its context (null when there is none); see withSenders for `viewer`. */
export async function loadOffer(
  db: Executor,
  offerId: string,
  now: Date,
  viewer?: Actor,
): Promise<Offer | null> {
  const [row] = await selectOffers(db).where(eq(loanOffers.id, offerId));
  if (!row) return null;
  const [offer] = await withSenders(db, [row], [toOffer(row, now)], viewer);
  return offer ?? null;
}

/** The offers matching `where`, grouped per submission (oldest submission first). */
export async function loadSubmissionOffers(
  db: Executor,
  where: SQL | undefined,
  now: Date,
  viewer?: Actor,
): Promise<SubmissionOffers[]> {
  const rows = await selectOffers(db)
    .where(where)
    .orderBy(asc(loanSubmissions.createdAt), asc(loanSubmissions.id), desc(loanOffers.version));
  const offers = await withSenders(
    db,
    rows,
    rows.map((row) => toOffer(row, now)),
    viewer,
  );
  const groups = new Map<string, SubmissionOffers>();
  for (const [i, row] of rows.entries()) {
    const offer = offers[i] ?? toOffer(row, now);
    let group = groups.get(offer.submissionId);
    if (!group) {
      group = {
        submissionId: offer.submissionId,
        inquiryId: row.inquiryId,
        lenderId: offer.lenderId,
        lenderName: row.lenderName,
        submissionStatus: row.submissionStatus,
        displayState: offer.displayState,
        current: offer,
        versions: [],
      };
      groups.set(offer.submissionId, group);
    }
    group.versions.push(offer);
  }
  return [...groups.values()];
}
