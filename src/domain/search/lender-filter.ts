/**
 * Lender filtering for the listing pages (spec 9 'Lender filtering'). Inputs are narrow
 * structural types, so the server can pass its lender and product rows straight in.
 *
 * Decisions where the spec is ambiguous (each is what a user of the filter would expect):
 * - "The product type must exist": an active product (isActive not false) of the loan type.
 *   Inactive lenders (isActive false) are excluded too, as the listing shows active lenders.
 * - Credit, property type and minimum loan look at the product of the selected loan type, not
 *   at any product of the lender: a land minimum must not hide a fix-and-flip lender.
 * - Minimum loan: the product's loanAmountMin, falling back to the lender's
 *   minimumLoanAmount when the product has none.
 * - State: "its state contains the filter" is read as list membership by name (so 'Kansas'
 *   does not match 'Arkansas', nor 'Virginia' 'West Virginia'); a lender whose state is
 *   null, blank or 'Unknown' has no state and matches every state.
 * - Property type: wordings are normalised ('Condos' matches 'Condo').
 * - Funding time 'a-b' is inclusive at both ends; a malformed range is ignored.
 */
import type { LoanType } from "../reference/loan-types";
import { isUnknownCollateral, normalizePropertyType } from "../reference/property-types";
import { type LenderStates, stateNameOfCode } from "../reference/us-states";
import { parseFundingTimeRange, type SearchFilters } from "./search-filters";

export interface FilterLender {
  minimumLoanAmount: number | null;
  averageFundingTime: number | null;
  isActive?: boolean | null;
  /** Issue 35: the public verification; null or absent: not verified. */
  verification?: unknown;
}

export interface FilterProduct {
  productType: string;
  isActive?: boolean | null;
  minimumFico: number | null;
  collateralTypes: readonly string[] | null;
  loanAmountMin: number | null;
}

/**
 * A lender with its loan products and its states, parsed once from the stored list
 * (lenderStatesOf, when the catalogue loads), not from text per search.
 */
export interface LenderCandidate<L = FilterLender, P = FilterProduct> {
  lender: L;
  products: readonly P[];
  states: LenderStates;
}

/** The lender's active product of the given loan type, if any. */
export function productOfType<P extends Pick<FilterProduct, "productType" | "isActive">>(
  products: readonly P[],
  loanType: LoanType,
): P | undefined {
  return products.find((p) => p.productType === loanType && p.isActive !== false);
}

/** State rule: no state (null: none, 'Unknown') matches; otherwise the code's state is listed. */
export function matchesState(states: LenderStates, stateCode: string): boolean {
  return stateMatcher(stateCode)(states);
}

/** The state rule for one state code, its name looked up once (for loops over many lenders). */
export function stateMatcher(stateCode: string): (states: LenderStates) => boolean {
  const name = stateNameOfCode(stateCode);
  return (states) => states === null || (name !== undefined && states.has(name));
}

/** Minimum loan rule: no minimum, or a minimum at or below the requested amount. */
export function matchesMinimumLoan(minimum: number | null | undefined, amount: number): boolean {
  return minimum === null || minimum === undefined || minimum <= amount;
}

/** Credit rule: no minimum credit score, or one at or below the borrower's score. */
export function matchesCredit(minimumFico: number | null | undefined, score: number): boolean {
  return minimumFico === null || minimumFico === undefined || minimumFico <= score;
}

/**
 * Property type rule for one product's collateral list: it lists the type, lists 'Unknown'
 * or lists nothing. A lender with no products at all also matches (pass `undefined`).
 */
export function matchesPropertyType(
  collateralTypes: readonly string[] | null | undefined,
  propertyType: string,
): boolean {
  return propertyTypeMatcher(propertyType)(collateralTypes);
}

/** The property type rule for one property type, normalised once. */
export function propertyTypeMatcher(
  propertyType: string,
): (collateralTypes: readonly string[] | null | undefined) => boolean {
  const wanted = normalizePropertyType(propertyType) ?? propertyType;
  // Lenders word their collateral in a few dozen ways: each wording is normalised once.
  const seen = new Map<string, boolean>();
  const accepts = (c: string) => {
    let result = seen.get(c);
    if (result === undefined) {
      result = isUnknownCollateral(c) || (normalizePropertyType(c) ?? c) === wanted;
      seen.set(c, result);
    }
    return result;
  };
  return (collateralTypes) =>
    !collateralTypes || collateralTypes.length === 0 || collateralTypes.some(accepts);
}

/** Funding time rule: lenders without an average funding time are excluded. */
export function matchesFundingTime(
  averageFundingTime: number | null | undefined,
  range: { min: number; max: number },
): boolean {
  return (
    typeof averageFundingTime === "number" &&
    averageFundingTime >= range.min &&
    averageFundingTime <= range.max
  );
}

export interface FilterOptions {
  /** The signed-in borrower's profile score, used when no credit filter is set (spec 9). */
  profileCreditScore?: number | null;
}

/** The credit score the credit rule uses: the filter's, else the profile's, else none. */
export function effectiveCreditScore(
  filters: Pick<SearchFilters, "creditScore">,
  options: FilterOptions = {},
): number | null {
  return filters.creditScore ?? options.profileCreditScore ?? null;
}

/** Whether one lender passes every rule of spec 9 'Lender filtering'. */
export function lenderMatchesFilters(
  candidate: LenderCandidate<FilterLender, FilterProduct>,
  filters: SearchFilters,
  options: FilterOptions = {},
): boolean {
  return lenderFilter(filters, options)(candidate);
}

/**
 * The rules of spec 9 'Lender filtering' for one set of filters, as a test of one lender:
 * the filters are read once (state name, funding range, property type), so a loop over
 * thousands of lenders does not parse them again for each.
 */
export function lenderFilter(
  filters: SearchFilters,
  options: FilterOptions = {},
): (candidate: LenderCandidate<FilterLender, FilterProduct>) => boolean {
  const inState = filters.location ? stateMatcher(filters.location) : null;
  const amount = typeof filters.loanAmount === "number" ? filters.loanAmount : null;
  const score = effectiveCreditScore(filters, options);
  const ofPropertyType = filters.collateralType
    ? propertyTypeMatcher(filters.collateralType)
    : null;
  const range = parseFundingTimeRange(filters.fundingTime);
  const verifiedOnly = filters.verified === true;
  return ({ lender, products, states }) => {
    if (lender.isActive === false) return false;
    if (verifiedOnly && !lender.verification) return false;
    const product = productOfType(products, filters.loanType);
    if (!product) return false;
    if (inState && !inState(states)) return false;
    if (amount !== null) {
      const minimum = product.loanAmountMin ?? lender.minimumLoanAmount;
      if (!matchesMinimumLoan(minimum, amount)) return false;
    }
    if (score !== null && !matchesCredit(product.minimumFico, score)) return false;
    if (ofPropertyType && !ofPropertyType(product.collateralTypes)) return false;
    if (range && !matchesFundingTime(lender.averageFundingTime, range)) return false;
    return true;
  };
}

/** The lenders that pass every filter, in input order. */
export function filterLenders<C extends LenderCandidate<FilterLender, FilterProduct>>(
  candidates: readonly C[],
  filters: SearchFilters,
  options: FilterOptions = {},
): C[] {
  return candidates.filter(lenderFilter(filters, options));
}

/** The number of active lenders with an active product of the loan type ('of Y lenders'). */
export function countLendersOfType(
  candidates: readonly LenderCandidate<FilterLender, FilterProduct>[],
  loanType: LoanType,
): number {
  return candidates.filter(
    (c) => c.lender.isActive !== false && productOfType(c.products, loanType) !== undefined,
  ).length;
}
