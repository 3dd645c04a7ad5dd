/**
 * Who may receive a request, best match first (issue 28 item 2): one ranking for 'Send to
 * more lenders' (matching-lenders), the 'New Loan Request' dialog's named lender
 * (receiving-lenders) and the server's own choice (`useFirstActiveLender`), so what the
 * borrower is shown is what the server picks.
 *
 * Candidates are the catalogue's active lenders offering the type and accepting leads
 * (domain/lenders/lead-eligibility.ts) whose product of the type has no hard limit the request
 * is known to break (issue 31, domain/lenders/lending-criteria.ts: the server would refuse it). First those matching the request by the listing's rules
 * (domain/lender-search: state, amount, credit, property type), by match score; then, for the
 * dialog, the other eligible lenders by match score, marked `fullMatch: false`. Equal scores
 * are ordered only by what a lender cannot set alone (issue 27, as the old first-active-lender
 * rule): the review score, which only an admin sets, then the oldest record, then the id, not
 * the listing's name order (a lender could call itself 'AAA …' to come first).
 */
import type { ExperienceYears } from "@/domain/accounts/experience";
import { leadRefusalOf } from "@/domain/lenders/lead-eligibility";
import { criteriaRefusalOf } from "@/domain/lenders/lending-criteria";
import type { LoanType } from "@/domain/reference/loan-types";
import { searchColumns, searchColumnsOf } from "@/domain/search/engine/columns";
import { computeMatchScore, type MatchScore } from "@/domain/search/match-score";
import { DEFAULT_SORT, type SearchFilters } from "@/domain/search/search-filters";
import type { Catalogue, CatalogueEntry } from "../../catalogue/catalogue";

/** At most this many lenders are listed, best first. */
export const RANKED_LENDERS_SHOWN = 50;

export interface RequestToPlace {
  loanType: LoanType;
  propertyState: string | null;
  loanAmount: number | null;
  creditScore?: number | null;
  propertyType: string | null;
  experienceYears?: ExperienceYears | null;
}

export interface RankedLender {
  lender: CatalogueEntry["lender"];
  match: MatchScore;
  fullMatch: boolean;
}

function filtersOf(request: RequestToPlace): SearchFilters {
  return {
    loanType: request.loanType,
    location: request.propertyState,
    loanAmount: request.loanAmount,
    creditScore: request.creditScore ?? null,
    collateralType: request.propertyType,
    sortBy: DEFAULT_SORT,
  };
}

const WHOLE_LIST = 1_000_000;

/** Whether the request may be sent to this lender: leads, type and hard limits (issue 31). */
function mayReceive(entry: CatalogueEntry, request: RequestToPlace): boolean {
  if (leadRefusalOf(entry.lender, entry.products, request.loanType) !== null) return false;
  const product = entry.products.find((p) => p.productType === request.loanType);
  return criteriaRefusalOf(entry.states, product, request) === null;
}

function byScoreThenTrust(
  a: { lender: CatalogueEntry["lender"]; match: MatchScore },
  b: { lender: CatalogueEntry["lender"]; match: MatchScore },
): number {
  if (a.match.score !== b.match.score) return b.match.score - a.match.score;
  const ra = a.lender.reviewScore ?? Number.NEGATIVE_INFINITY;
  const rb = b.lender.reviewScore ?? Number.NEGATIVE_INFINITY;
  if (ra !== rb) return rb - ra;
  if (a.lender.createdAt !== b.lender.createdAt)
    return a.lender.createdAt < b.lender.createdAt ? -1 : 1;
  return a.lender.id < b.lender.id ? -1 : a.lender.id > b.lender.id ? 1 : 0;
}

/** Eligible lenders matching by every listing rule, best first ('Send to more lenders'). */
export function matchingLendersFor(
  catalogue: Catalogue,
  request: RequestToPlace,
  limit = RANKED_LENDERS_SHOWN,
): RankedLender[] {
  const eligible = catalogue
    .candidates(request.loanType, request.propertyState, DEFAULT_SORT)
    .filter((entry) => mayReceive(entry, request));
  // The listing's own search over this list (its order is the catalogue's most-relevant one);
  // every match is on the one page, so the ranking below sees them all.
  const columns = searchColumns(eligible, request.loanType);
  const result = searchColumnsOf(eligible, columns, filtersOf(request), { pageSize: WHOLE_LIST });
  return result.items
    .sort(byScoreThenTrust)
    .slice(0, limit)
    .map(({ lender, match }) => ({ lender, match, fullMatch: true }));
}

/** Every eligible lender, matching ones first, then the others by match score. */
export function rankReceivingLenders(
  catalogue: Catalogue,
  request: RequestToPlace,
  limit = RANKED_LENDERS_SHOWN,
): RankedLender[] {
  const full = matchingLendersFor(catalogue, request, limit);
  if (full.length >= limit) return full;
  const taken = new Set(full.map((item) => item.lender.id));
  const filters = filtersOf(request);
  const rest = catalogue
    .candidates(request.loanType, null, DEFAULT_SORT)
    .filter((entry) => !taken.has(entry.lender.id) && mayReceive(entry, request))
    .map((entry) => ({ lender: entry.lender, match: computeMatchScore(entry, filters) }))
    .sort(byScoreThenTrust)
    .slice(0, limit - full.length)
    .map(({ lender, match }) => ({ lender, match, fullMatch: false }));
  return [...full, ...rest];
}
