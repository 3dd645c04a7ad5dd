/**
 * Sort orders of the listing pages (spec 9 'Sort options'). Every order ends with the company
 * name (then id) as tie-breaker so pages are stable.
 *
 * lowest-rate: the spec lets it fall back to rating, but users who pick 'Lowest Rates' expect
 * rates, so it sorts ascending by the lowest rate of the lender's product of the selected loan
 * type, lenders without a rate last, ties by rating. Missing values (rating, funding time,
 * loans funded, creation date) always sort last; loans funded counts only when an admin
 * confirmed it (a figure the lender reported sorts as missing).
 */
import { type ResponseFigures, responseSortValue } from "../lenders/response-times";
import type { LoanType } from "../reference/loan-types";
import { DEFAULT_SORT, isSortOption, type SortOption } from "./search-filters";

export interface SortLender {
  id: string;
  companyName: string;
  reviewScore: number | null;
  totalReviews: number | null;
  averageFundingTime: number | null;
  totalLoansFunded: number | null;
  /** Whether an admin confirmed the figure; a lender's own report does not rank (issue 27). */
  totalLoansFundedConfirmed?: boolean | null;
  createdAt: Date | string | null;
  /** Issue 35: response times from answers on LenderLane; shown (and ranked) from 5 answers. */
  responseTime?: ResponseFigures | null;
}

export interface SortProduct {
  productType: string;
  isActive?: boolean | null;
  lowestRate: number | null;
}

export interface SortItem {
  lender: SortLender;
  products: readonly SortProduct[];
  /** Needed for most-relevant; items without it score 0. */
  match?: { score: number };
}

type Comparator = (a: SortItem, b: SortItem) => number;

function num(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Nulls last; otherwise ascending (dir 1) or descending (dir -1). */
function byNumber(get: (item: SortItem) => number | null, dir: 1 | -1): Comparator {
  return (a, b) => {
    const x = get(a);
    const y = get(b);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * dir;
  };
}

function time(value: Date | string | null): number | null {
  if (value === null) return null;
  const t = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(t) ? null : t;
}

// One collator for every comparison: `localeCompare(b, "en", options)` builds one per call,
// which made sorting thousands of lenders take tens of milliseconds. Same order.
const nameCollator = new Intl.Collator("en", { sensitivity: "base" });

export function compareCompanyNames(a: string, b: string): number {
  return nameCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const byName: Comparator = (a, b) =>
  compareCompanyNames(a.lender.companyName, b.lender.companyName) ||
  (a.lender.id < b.lender.id ? -1 : a.lender.id > b.lender.id ? 1 : 0);

/** The tie-break every order ends with: company name, then id (a total order). */
export const compareLenderNames: (a: SortItem, b: SortItem) => number = byName;

/** The lowest rate of the lender's active product of the loan type, or null. */
export function lowestRateOf(products: readonly SortProduct[], loanType: LoanType): number | null {
  const product = products.find((p) => p.productType === loanType && p.isActive !== false);
  return num(product?.lowestRate);
}

const byRating = byNumber((i) => num(i.lender.reviewScore), -1);
const byReviewCount = byNumber((i) => num(i.lender.totalReviews), -1);

function comparators(sortBy: SortOption, loanType: LoanType): Comparator[] {
  switch (sortBy) {
    case "most-relevant":
      return [byNumber((i) => i.match?.score ?? 0, -1)];
    case "rating":
      return [byRating, byReviewCount];
    case "funding-time":
      return [byNumber((i) => num(i.lender.averageFundingTime), 1)];
    case "loans-funded":
      // Only a figure an admin confirmed ranks; a reported one sorts as unknown (issue 27:
      // nothing a lender controls alone may rank it; decisions/2026-11-26-lender-controlled-figures.md).
      return [
        byNumber(
          (i) =>
            i.lender.totalLoansFundedConfirmed === true ? num(i.lender.totalLoansFunded) : null,
          -1,
        ),
      ];
    case "newest":
      return [byNumber((i) => time(i.lender.createdAt), -1)];
    case "lowest-rate":
      return [byNumber((i) => lowestRateOf(i.products, loanType), 1), byRating, byReviewCount];
    case "fastest-response":
      // Below 5 answered requests a lender has no figure and sorts last (issue 35).
      return [byNumber((i) => responseSortValue(i.lender.responseTime), 1)];
  }
}

/**
 * A sorted copy of the items. An unknown sortBy falls back to most-relevant (the default).
 */
export function sortLenders<T extends SortItem>(
  items: readonly T[],
  sortBy: string | null | undefined,
  loanType: LoanType,
): T[] {
  return [...items].sort(lenderComparator(sortBy, loanType));
}

/**
 * The comparison sortLenders uses (negative: `a` first), for indexes kept in this order (a
 * binary search places a changed lender without sorting the rest again).
 */
export function lenderComparator(
  sortBy: string | null | undefined,
  loanType: LoanType,
): (a: SortItem, b: SortItem) => number {
  const order = isSortOption(sortBy) ? sortBy : DEFAULT_SORT;
  const chain = [...comparators(order, loanType), byName];
  return (a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}

/**
 * lenderComparator without its final name tie-break: a stable sort by it of items already in
 * compareLenderNames order gives lenderComparator's order (the name decides only ties, and a
 * stable sort keeps tied items in the order they came in). An index that keeps a name-ordered
 * list sorts its other orders with numbers only, no string collation.
 */
export function lenderPrimaryComparator(
  sortBy: string | null | undefined,
  loanType: LoanType,
): (a: SortItem, b: SortItem) => number {
  const order = isSortOption(sortBy) ? sortBy : DEFAULT_SORT;
  const chain = comparators(order, loanType);
  return (a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };
}
