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
import type { LoanType } from "../reference/loan-types";
import { isUnknownCollateral, normalizePropertyType } from "../reference/property-types";
import { type LenderStates, type StateName, stateNameOfCode } from "../reference/us-states";
import { hasActiveFilter, type SearchFilters } from "./search-filters";

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

/**
 * How a criterion's rule reports its result: as a full CriterionScore, or as its value alone
 * (matchScoreValue: no explanation text is built). Each rule below is written once, for both.
 */
type Make<T> = (key: MatchCriterion, value: number, explain: () => string) => T;
const full: Make<CriterionScore> = (key, value, explain) => criterion(key, value, explain());
const valueOnly: Make<number> = (_key, value) => value;

function loanAmountRule<T>(
  make: Make<T>,
  minimum: number | null | undefined,
  amount: number | null | undefined,
): T {
  if (typeof minimum !== "number" || typeof amount !== "number" || amount <= 0) {
    return make("loanAmount", 0.5, () => "No loan amount or lender minimum to compare");
  }
  const ratio = minimum / amount;
  if (ratio <= 0.5) return make("loanAmount", 1, () => "Your amount is at least twice the minimum");
  if (ratio <= 0.75) return make("loanAmount", 0.8, () => "Your amount is well above the minimum");
  if (ratio <= 1) return make("loanAmount", 0.6, () => "Your amount is close to the minimum");
  if (ratio <= 1.5)
    return make("loanAmount", 0.3, () => "Your amount is a little below the minimum");
  return make("loanAmount", 0.1, () => "Your amount is well below the minimum");
}

/** Loan amount by the ratio of the lender's minimum to the requested amount. */
export function loanAmountCriterion(
  minimum: number | null | undefined,
  amount: number | null | undefined,
): CriterionScore {
  return loanAmountRule(full, minimum, amount);
}

function creditRule<T>(make: Make<T>, score: number | null | undefined): T {
  return typeof score === "number"
    ? make("creditScore", 0.5, () => "The lender accepts your credit score")
    : make("creditScore", 0.5, () => "No credit score given");
}

export function creditCriterion(score: number | null | undefined): CriterionScore {
  return creditRule(full, score);
}

function stateRule<T>(
  make: Make<T>,
  states: LenderStates,
  stateCode: string | null | undefined,
  /** The code's state name, when the caller looked it up once for many lenders. */
  stateName?: StateName,
): T {
  if (!stateCode) return make("state", 0.3, () => "No state selected");
  if (states === null) {
    return make("state", 0.3, () => "The lender has not shared the states it serves");
  }
  const name = stateName ?? stateNameOfCode(stateCode);
  return name !== undefined && states.has(name)
    ? make("state", 1, () => `Lends in ${name}`)
    : make("state", 0.2, () => `Does not list ${name ?? stateCode}`);
}

/** `states`: the lender's parsed states (lenderStatesOf), null when it has not said. */
export function stateCriterion(
  states: LenderStates,
  stateCode: string | null | undefined,
): CriterionScore {
  return stateRule(full, states, stateCode);
}

/** How one collateral wording compares with the wanted property type. */
interface CollateralTest {
  /** The wording names the wanted type (after normalising both). */
  wanted: (collateral: string) => boolean;
  /** The wording is 'Unknown' (not confirmed by the lender). */
  unknown: (collateral: string) => boolean;
}

function collateralTest(propertyType: string): CollateralTest {
  const wanted = normalizePropertyType(propertyType) ?? propertyType;
  return {
    wanted: (c) => (normalizePropertyType(c) ?? c) === wanted,
    unknown: isUnknownCollateral,
  };
}

/**
 * collateralTest with each wording's answers remembered: lenders word their collateral in a
 * few dozen ways, so a loop over thousands of lenders normalises each wording once.
 */
function rememberingCollateralTest(propertyType: string): CollateralTest {
  const plain = collateralTest(propertyType);
  const remember = (test: (c: string) => boolean) => {
    const seen = new Map<string, boolean>();
    return (c: string) => {
      let result = seen.get(c);
      if (result === undefined) {
        result = test(c);
        seen.set(c, result);
      }
      return result;
    };
  };
  return { wanted: remember(plain.wanted), unknown: remember(plain.unknown) };
}

function propertyTypeRule<T>(
  make: Make<T>,
  collateralTypes: readonly string[] | null | undefined,
  propertyType: string | null | undefined,
  test?: CollateralTest,
): T {
  if (!propertyType) return make("propertyType", 0.3, () => "No property type selected");
  if (collateralTypes === undefined) {
    return make("propertyType", 0.3, () => "The lender has no loan products listed");
  }
  const list = collateralTypes ?? [];
  if (list.length === 0)
    return make("propertyType", 0.3, () => "The lender lists no property types");
  const { wanted, unknown } = test ?? collateralTest(propertyType);
  if (list.some(wanted)) {
    return make("propertyType", 1, () => "Finances this property type");
  }
  if (list.some(unknown)) {
    return make("propertyType", 0.5, () => "Property types not confirmed by the lender");
  }
  return make("propertyType", 0.1, () => "Does not list this property type");
}

/** `collateralTypes` undefined means the lender has no products at all. */
export function propertyTypeCriterion(
  collateralTypes: readonly string[] | null | undefined,
  propertyType: string | null | undefined,
): CriterionScore {
  return propertyTypeRule(full, collateralTypes, propertyType);
}

function reviewsRule<T>(
  make: Make<T>,
  reviewScore: number | null | undefined,
  totalReviews?: number | null,
): T {
  if (typeof reviewScore !== "number" || totalReviews === 0) {
    return make("reviews", 0.3, () => "No reviews yet");
  }
  const rated = () => `Rated ${reviewScore.toFixed(1)}`;
  if (reviewScore >= 4.5) return make("reviews", 1, rated);
  if (reviewScore >= 4) return make("reviews", 0.8, rated);
  if (reviewScore >= 3.5) return make("reviews", 0.6, rated);
  if (reviewScore >= 3) return make("reviews", 0.4, rated);
  return make("reviews", 0.2, rated);
}

export function reviewsCriterion(
  reviewScore: number | null | undefined,
  totalReviews?: number | null,
): CriterionScore {
  return reviewsRule(full, reviewScore, totalReviews);
}

/** Sum of criteria (average x 5) rounded down to one decimal, robust to float error. */
export function roundDownToTenth(value: number): number {
  return Math.floor(value * 10 + 1e-9) / 10;
}

type ScoreCandidate = {
  lender: ScoreLender;
  products: readonly ScoreProduct[];
  states: LenderStates;
};

function criteria<T>(
  make: Make<T>,
  { lender, products, states }: ScoreCandidate,
  filters: SearchFilters,
  options: { profileCreditScore?: number | null },
): T[] {
  const active = products.filter((p) => p.isActive !== false);
  const product = active.find((p) => p.productType === (filters.loanType as LoanType));
  const collateral =
    active.length === 0
      ? undefined
      : product
        ? product.collateralTypes
        : active.flatMap((p) => p.collateralTypes ?? []);
  return [
    loanAmountRule(make, product?.loanAmountMin ?? lender.minimumLoanAmount, filters.loanAmount),
    creditRule(make, filters.creditScore ?? options.profileCreditScore),
    stateRule(make, states, filters.location),
    propertyTypeRule(make, collateral, filters.collateralType),
    reviewsRule(make, lender.reviewScore, lender.totalReviews),
  ];
}

export function computeMatchScore(
  candidate: ScoreCandidate,
  filters: SearchFilters,
  options: { profileCreditScore?: number | null } = {},
): MatchScore {
  const breakdown = criteria(full, candidate, filters, options);
  const sum = breakdown.reduce((total, c) => total + c.value, 0);
  return { score: roundDownToTenth(sum), shown: hasActiveFilter(filters), breakdown };
}

/**
 * computeMatchScore(...).score without building the breakdown's texts: what most-relevant
 * sorting needs for every matching lender (the breakdown is built for the shown page only).
 */
export function matchScoreValue(
  candidate: ScoreCandidate,
  filters: SearchFilters,
  options: { profileCreditScore?: number | null } = {},
): number {
  const values = criteria(valueOnly, candidate, filters, options);
  return roundDownToTenth(values.reduce((total, value) => total + value, 0));
}

/**
 * matchScoreValue for one set of filters, as a function of the lender: what does not depend
 * on the lender (the state's name, the credit criterion, each collateral wording's
 * normalisation) is worked out once, so scoring every match of a search allocates nothing
 * per lender. Same rules (the same functions), same value: tested equal to matchScoreValue.
 */
export function matchScorer(
  filters: SearchFilters,
  options: { profileCreditScore?: number | null } = {},
): (candidate: ScoreCandidate) => number {
  const { loanType, loanAmount, location, collateralType } = filters;
  const credit = creditRule(valueOnly, filters.creditScore ?? options.profileCreditScore);
  const stateName = location ? stateNameOfCode(location) : undefined;
  const test = collateralType ? rememberingCollateralTest(collateralType) : undefined;
  return (candidate) => {
    const { lender, products, states } = candidate;
    let product: ScoreProduct | undefined;
    for (const p of products) {
      if (p.isActive !== false && p.productType === loanType) {
        product = p;
        break;
      }
    }
    // Without the type's product the collateral is every product's: the general path.
    if (!product) return matchScoreValue(candidate, filters, options);
    const sum =
      0 +
      loanAmountRule(valueOnly, product.loanAmountMin ?? lender.minimumLoanAmount, loanAmount) +
      credit +
      stateRule(valueOnly, states, location, stateName) +
      propertyTypeRule(valueOnly, product.collateralTypes, collateralType, test) +
      reviewsRule(valueOnly, lender.reviewScore, lender.totalReviews);
    return roundDownToTenth(sum);
  };
}

/**
 * Each criterion's value alone (no texts), from the same rules: for a search index that keeps
 * lenders' facts in columns and works out, once per search, what each case is worth.
 */
export const criterionValue = {
  loanAmount: (minimum: number | null | undefined, amount: number | null | undefined) =>
    loanAmountRule(valueOnly, minimum, amount),
  credit: (score: number | null | undefined) => creditRule(valueOnly, score),
  state: (states: LenderStates, stateCode: string | null | undefined) =>
    stateRule(valueOnly, states, stateCode),
  propertyType: (
    collateralTypes: readonly string[] | null | undefined,
    propertyType: string | null | undefined,
  ) => propertyTypeRule(valueOnly, collateralTypes, propertyType),
  reviews: (reviewScore: number | null | undefined, totalReviews?: number | null) =>
    reviewsRule(valueOnly, reviewScore, totalReviews),
};
