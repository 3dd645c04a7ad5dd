/**
 * 'Send to more lenders' (issue 11): the lenders matching an own request by the listing's own
 * rules (src/domain/lender-search: spec 9 'Lender filtering', 'Match score', most-relevant
 * order) over the cached catalogue of active lenders, searched with the request's loan type,
 * state, amount, credit score and property type. Those already holding the request are
 * marked `alreadySent`. Only lenders that may receive the request are listed (issue 27,
 * domain/lead-eligibility.ts): those not accepting leads are left out (the catalogue's
 * candidates already offer the type).
 */
import type { MatchingLendersResponse } from "@/domain/contract/loan-requests";
import { leadRefusalOf } from "@/domain/lead-eligibility";
import { searchLenders } from "@/domain/lender-search";
import { isLoanType, loanTypeOfPurpose } from "@/domain/loan-types";
import type { Actor } from "@/domain/policies/actor";
import { DEFAULT_SORT } from "@/domain/search-filters";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import { submissionsOf } from "./load-loan-requests";
import { findOwnInquiry } from "./own-inquiry";

/** At most this many lenders are listed, best first. */
export const MATCHING_LENDERS_SHOWN = 50;

export async function findMatchingLenders(options: {
  db: Database;
  catalogue: CatalogueCache;
  actor: Actor;
  inquiryId: string;
}): Promise<MatchingLendersResponse> {
  const { db, actor, inquiryId } = options;
  const inquiry = await findOwnInquiry(db, actor, inquiryId);
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
  const filters = {
    loanType,
    location: inquiry.propertyState,
    loanAmount: inquiry.loanAmount,
    creditScore: inquiry.creditScore,
    collateralType: inquiry.propertyType,
    sortBy: DEFAULT_SORT,
  };
  const eligible = catalogue
    .candidates(loanType, inquiry.propertyState, DEFAULT_SORT)
    .filter((entry) => leadRefusalOf(entry.lender, entry.products, loanType) === null);
  const result = searchLenders(eligible, filters, { pageSize: MATCHING_LENDERS_SHOWN });
  return {
    items: result.items.map(({ lender, match }) => ({
      lender,
      match,
      alreadySent: sent.has(lender.id),
    })),
  };
}
