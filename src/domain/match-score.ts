/**
 * Match score of a lender for the listing filters (spec 9 'Match score'): five criteria, each
 * worth 0 to 1, whose average is expressed out of 5 (so the score is their sum), rounded down
 * to one decimal. The per-criterion breakdown lets the UI explain a score.
 *
 * Decisions where the spec is silent:
 * - The score is always computed (most-relevant sorting uses it) but `shown` is true only
 *   when a filter is set (spec 9); the profile's credit score fallback does not count.
 * - Credit: 0.5 whether or not a score is given; the credit filter already removed lenders
 *   whose minimum is above the score, so the criterion is neutral either way.
 * - State and property type with no filter set count as "unknown" (0.3), like a lender that
 *   has not said.
 * - Minimum loan and collateral come from the product of the selected loan type (the
 *   minimum falling back to the lender's); reviews with a zero review count count as none.
 */
import type { LoanType } from "./loan-types";
import { isUnknownCollateral, normalizePropertyType } from "./property-types";
import { hasActiveFilter, type SearchFilters } from "./search-filters";
import { type LenderStates, stateNameOfCode } from "./us-states";

export interface ScoreLender {
  minimumLoanAmount: number | null;
  reviewScore: number | null;
  totalReviews: number | null;
}

export interface ScoreProduct {
  productType: string;
  isActive?: boolean | null;
  collateralTypes: readonly string[] | null;
  loanAmountMin: number | null;
}

export type MatchCriterion = "loanAmount" | "creditScore" | "state" | "propertyType" | "reviews";

export interface CriterionScore {
  criterion: MatchCriterion;
  label: string;
  /** 0 to 1. */
  value: number;
  explanation: string;
}

export interface MatchScore {
  /** Out of 5, rounded down to one decimal. */
  score: number;
  /** Whether the UI shows the score: only when a filter is set. */
  shown: boolean;
  breakdown: CriterionScore[];
}

export const MATCH_CRITERION_LABELS: Record<MatchCriterion, string> = {
  loanAmount: "Loan amount",
  creditScore: "Credit score",
  state: "State",
  propertyType: "Property type",
  reviews: "Reviews",
};

function criterion(key: MatchCriterion, value: number, explanation: string): CriterionScore {
  return { criterion: key, label: MATCH_CRITERION_LABELS[key], value, explanation };
}

/** Loan amount by the ratio of the lender's minimum to the requested amount. */
export function loanAmountCriterion(
  minimum: number | null | undefined,
  amount: number | null | undefined,
): CriterionScore {
  if (typeof minimum !== "number" || typeof amount !== "number" || amount <= 0) {
    return criterion("loanAmount", 0.5, "No loan amount or lender minimum to compare");
  }
  const ratio = minimum / amount;
  if (ratio <= 0.5) return criterion("loanAmount", 1, "Your amount is at least twice the minimum");
  if (ratio <= 0.75) return criterion("loanAmount", 0.8, "Your amount is well above the minimum");
  if (ratio <= 1) return criterion("loanAmount", 0.6, "Your amount is close to the minimum");
  if (ratio <= 1.5)
    return criterion("loanAmount", 0.3, "Your amount is a little below the minimum");
  return criterion("loanAmount", 0.1, "Your amount is well below the minimum");
}

export function creditCriterion(score: number | null | undefined): CriterionScore {
  return typeof score === "number"
    ? criterion("creditScore", 0.5, "The lender accepts your credit score")
    : criterion("creditScore", 0.5, "No credit score given");
}

/** `states`: the lender's parsed states (lenderStatesOf), null when it has not said. */
export function stateCriterion(
  states: LenderStates,
  stateCode: string | null | undefined,
): CriterionScore {
  if (!stateCode) return criterion("state", 0.3, "No state selected");
  if (states === null) {
    return criterion("state", 0.3, "The lender has not shared the states it serves");
  }
  const name = stateNameOfCode(stateCode);
  return name !== undefined && states.has(name)
    ? criterion("state", 1, `Lends in ${name}`)
    : criterion("state", 0.2, `Does not list ${name ?? stateCode}`);
}

/** `collateralTypes` undefined means the lender has no products at all. */
export function propertyTypeCriterion(
  collateralTypes: readonly string[] | null | undefined,
  propertyType: string | null | undefined,
): CriterionScore {
  if (!propertyType) return criterion("propertyType", 0.3, "No property type selected");
  if (collateralTypes === undefined) {
    return criterion("propertyType", 0.3, "The lender has no loan products listed");
  }
  const list = collateralTypes ?? [];
  if (list.length === 0)
    return criterion("propertyType", 0.3, "The lender lists no property types");
  const wanted = normalizePropertyType(propertyType) ?? propertyType;
  if (list.some((c) => (normalizePropertyType(c) ?? c) === wanted)) {
    return criterion("propertyType", 1, "Finances this property type");
  }
  if (list.some(isUnknownCollateral)) {
    return criterion("propertyType", 0.5, "Property types not confirmed by the lender");
  }
  return criterion("propertyType", 0.1, "Does not list this property type");
}

export function reviewsCriterion(
  reviewScore: number | null | undefined,
  totalReviews?: number | null,
): CriterionScore {
  if (typeof reviewScore !== "number" || totalReviews === 0) {
    return criterion("reviews", 0.3, "No reviews yet");
  }
  const rated = `Rated ${reviewScore.toFixed(1)}`;
  if (reviewScore >= 4.5) return criterion("reviews", 1, rated);
  if (reviewScore >= 4) return criterion("reviews", 0.8, rated);
  if (reviewScore >= 3.5) return criterion("reviews", 0.6, rated);
  if (reviewScore >= 3) return criterion("reviews", 0.4, rated);
  return criterion("reviews", 0.2, rated);
}

/** Sum of criteria (average x 5) rounded down to one decimal, robust to float error. */
export function roundDownToTenth(value: number): number {
  return Math.floor(value * 10 + 1e-9) / 10;
}

export function computeMatchScore(
  candidate: { lender: ScoreLender; products: readonly ScoreProduct[]; states: LenderStates },
  filters: SearchFilters,
  options: { profileCreditScore?: number | null } = {},
): MatchScore {
  const { lender, products, states } = candidate;
  const active = products.filter((p) => p.isActive !== false);
  const product = active.find((p) => p.productType === (filters.loanType as LoanType));
  const collateral =
    active.length === 0
      ? undefined
      : product
        ? product.collateralTypes
        : active.flatMap((p) => p.collateralTypes ?? []);
  const breakdown = [
    loanAmountCriterion(product?.loanAmountMin ?? lender.minimumLoanAmount, filters.loanAmount),
    creditCriterion(filters.creditScore ?? options.profileCreditScore),
    stateCriterion(states, filters.location),
    propertyTypeCriterion(collateral, filters.collateralType),
    reviewsCriterion(lender.reviewScore, lender.totalReviews),
  ];
  const sum = breakdown.reduce((total, c) => total + c.value, 0);
  return { score: roundDownToTenth(sum), shown: hasActiveFilter(filters), breakdown };
}
