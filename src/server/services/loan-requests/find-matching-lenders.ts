/**
 * 'Send to more lenders' (issue 11): the lenders matching an own request by the listing's own
 * rules (src/domain/lender-search: spec 9 'Lender filtering', 'Match score', most-relevant
 * order) over the cached catalogue of active lenders, searched with the request's loan type,
 * state, amount, credit score and property type. Those already holding the request are
 * marked `alreadySent`. Only lenders that may receive the request are listed (issue 27,
 * domain/lenders/lead-eligibility.ts): those not accepting leads are left out (the catalogue's
 * candidates already offer the type), and so are those whose hard limits the request breaks
 * (issue 31). The ranking is rank-receiving-lenders.ts', shared with
 * the 'New Loan Request' dialog.
 */
import type { MatchingLendersResponse } from "@/domain/contract/loan-requests";
import type { Actor } from "@/domain/policies/actor";
import { canSendToLenders } from "@/domain/policies/inquiry-policies";
import { isLoanType, loanTypeOfPurpose } from "@/domain/reference/loan-types";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import { findInquiryFor } from "./find-inquiry";
import { submissionsOf } from "./load-loan-requests";
import { matchingLendersFor } from "./rank-receiving-lenders";

export async function findMatchingLenders(options: {
  db: Database;
  catalogue: CatalogueCache;
  actor: Actor;
  inquiryId: string;
}): Promise<MatchingLendersResponse> {
  const { db, actor, inquiryId } = options;
  const inquiry = await findInquiryFor(db, actor, canSendToLenders, inquiryId);
  const loanType = isLoanType(inquiry.investmentType)
    ? inquiry.investmentType
    : inquiry.loanPurpose
      ? loanTypeOfPurpose(inquiry.loanPurpose)
      : null;
  if (!loanType) return { items: [] };
  const [catalogue, submissions] = await Promise.all([
    options.catalogue.get(),
    submissionsOf(db, [inquiryId]),
  ]);
  const sent = new Set((submissions.get(inquiryId) ?? []).map((s) => s.lenderId));
  const ranked = matchingLendersFor(catalogue, {
    loanType,
    propertyState: inquiry.propertyState,
    loanAmount: inquiry.loanAmount,
    creditScore: inquiry.creditScore,
    propertyType: inquiry.propertyType,
    experienceYears: inquiry.experienceYears,
  });
  return {
    items: ranked.map(({ lender, match }) => ({
      lender,
      match,
      alreadySent: sent.has(lender.id),
    })),
  };
}
