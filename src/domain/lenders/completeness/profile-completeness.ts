/**
 * Lender profile completeness (spec 9 'Profile completeness', spec 4 freshness, spec 2
 * 'Profile Completeness card'): category points, the weighted overall score, freshness and the
 * stale warning. Tasks, colours and messages are in completeness-tasks.ts.
 *
 * Decisions where the spec is ambiguous:
 * - Loan products: the spec says "max 35" but its items add up to 33 (10+8+6+4+3+2). We use
 *   the items' sum as the maximum so that a complete profile reaches 100%.
 * - Only active products count. Numbers count when set and non-zero (the lender form stores
 *   zero as empty); texts when non-blank; collateral when it lists a real type (only
 *   'Unknown' tells borrowers nothing).
 * - Freshness uses the most recent last_updated of the active products: 30 days or less
 *   gives 3 points, 31-60 days 1.5 (half), older or no date 0.
 * - The stale warning shows over 30 days (spec 9), 'stale' freshness starts over 60 (spec 4).
 * - Category percents are rounded before weighting, so the shown numbers add up.
 */
import { differenceInCalendarDays, parseISO } from "date-fns";
import {
  FRESHNESS_FULL_DAYS,
  FRESHNESS_PARTIAL_DAYS,
  STALE_WARNING_DAYS,
} from "../../reference/limits";
import { isUnknownCollateral } from "../../reference/property-types";

export interface CompletenessLender {
  companyName: string | null;
  description: string | null;
  website: string | null;
  phone: string | null;
  licenseNumber: string | null;
}

export interface CompletenessProduct {
  productType: string;
  isActive?: boolean | null;
  lowestRate: number | null;
  highestRate: number | null;
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  collateralTypes: readonly string[] | null;
  lastUpdated: string | Date | null;
  fundingTimeline: string | null;
  processingFee: string | null;
  underwritingFee: string | null;
  originationFee: string | null;
  termMinMonths: number | null;
  termMaxMonths: number | null;
  loanDurations: string | null;
  minimumFico: number | null;
  assetTypes: readonly string[] | null;
  otherBorrowerRequirements: string | null;
}

export type CompletenessCategory = "basicInfo" | "loanProducts" | "competitiveDetails";

export const CATEGORY_LABELS: Record<CompletenessCategory, string> = {
  basicInfo: "Basic Info",
  loanProducts: "Loan Products",
  competitiveDetails: "Competitive Details",
};

export const CATEGORY_WEIGHTS: Record<CompletenessCategory, number> = {
  basicInfo: 0.3,
  loanProducts: 0.4,
  competitiveDetails: 0.3,
};

/** Points per item; each category's maximum is the sum of its items. */
export const COMPLETENESS_POINTS = {
  basicInfo: { companyName: 5, description: 4, website: 3, phone: 3, license: 2 },
  loanProducts: {
    activeProducts: 10,
    rates: 8,
    amounts: 6,
    collateral: 4,
    freshness: 3,
    multipleTypes: 2,
  },
  competitiveDetails: {
    fundingTimeline: 4,
    fees: 4,
    termRanges: 3,
    creditRequirements: 3,
    assetTypes: 2,
    otherRequirements: 2,
  },
} as const;

export type CompletenessItem = {
  [C in CompletenessCategory]: keyof (typeof COMPLETENESS_POINTS)[C];
}[CompletenessCategory];

export interface CategoryScore {
  label: string;
  points: number;
  maxPoints: number;
  /** 0-100, rounded. */
  percent: number;
}

export type FreshnessLevel = "fresh" | "aging" | "stale" | "unknown";

export interface Freshness {
  level: FreshnessLevel;
  /** Days since the most recent product update, or null when no product has a date. */
  days: number | null;
  points: number;
}

export function hasText(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

export function hasNumber(value: number | null | undefined): boolean {
  return typeof value === "number" && Number.isFinite(value) && value !== 0;
}

function sum(values: Record<string, number>): number {
  return Object.values(values).reduce((a, b) => a + b, 0);
}

/** Freshness of the most recent last_updated date (spec 4). */
export function productFreshness(
  products: readonly Pick<CompletenessProduct, "lastUpdated" | "isActive">[],
  now: Date,
): Freshness {
  const days = products
    .filter((p) => p.isActive !== false && p.lastUpdated)
    .map((p) => {
      const date = typeof p.lastUpdated === "string" ? parseISO(p.lastUpdated) : p.lastUpdated;
      return date ? Math.max(0, differenceInCalendarDays(now, date)) : Number.NaN;
    })
    .filter((d) => !Number.isNaN(d));
  if (days.length === 0) return { level: "unknown", days: null, points: 0 };
  const newest = Math.min(...days);
  const full = COMPLETENESS_POINTS.loanProducts.freshness;
  if (newest <= FRESHNESS_FULL_DAYS) return { level: "fresh", days: newest, points: full };
  if (newest <= FRESHNESS_PARTIAL_DAYS) return { level: "aging", days: newest, points: full / 2 };
  return { level: "stale", days: newest, points: 0 };
}

/** 'Products last updated N days ago' when over 30 days, else null (spec 9). */
export function staleWarning(freshness: Pick<Freshness, "days">): string | null {
  return freshness.days !== null && freshness.days > STALE_WARNING_DAYS
    ? `Products last updated ${freshness.days} days ago`
    : null;
}

/** Which items each category has, for the given lender and products. */
export function completenessItems(
  lender: CompletenessLender,
  allProducts: readonly CompletenessProduct[],
  now: Date,
): Record<CompletenessItem, boolean> & { freshness: boolean; freshnessDetail: Freshness } {
  const products = allProducts.filter((p) => p.isActive !== false);
  const any = (test: (p: CompletenessProduct) => boolean) => products.some(test);
  const freshnessDetail = productFreshness(products, now);
  return {
    companyName: hasText(lender.companyName),
    description: (lender.description?.trim().length ?? 0) > 10,
    website: hasText(lender.website),
    phone: hasText(lender.phone),
    license: hasText(lender.licenseNumber),
    activeProducts: products.length > 0,
    rates: any((p) => hasNumber(p.lowestRate) || hasNumber(p.highestRate)),
    amounts: any((p) => hasNumber(p.loanAmountMin) || hasNumber(p.loanAmountMax)),
    collateral: any((p) =>
      (p.collateralTypes ?? []).some((c) => hasText(c) && !isUnknownCollateral(c)),
    ),
    freshness: freshnessDetail.level === "fresh",
    freshnessDetail,
    multipleTypes: new Set(products.map((p) => p.productType)).size >= 2,
    fundingTimeline: any((p) => hasText(p.fundingTimeline)),
    fees: any(
      (p) => hasText(p.processingFee) || hasText(p.originationFee) || hasText(p.underwritingFee),
    ),
    termRanges: any(
      (p) => hasNumber(p.termMinMonths) || hasNumber(p.termMaxMonths) || hasText(p.loanDurations),
    ),
    creditRequirements: any((p) => hasNumber(p.minimumFico)),
    assetTypes: any((p) => (p.assetTypes ?? []).some(hasText)),
    otherRequirements: any((p) => hasText(p.otherBorrowerRequirements)),
  };
}

/**
 * round(basic x 0.3 + products x 0.4 + competitive x 0.3), computed in tenths so that halves
 * round up exactly (85 x 0.3 is 25.499… in floating point).
 */
export function weightedOverall(basic: number, products: number, competitive: number): number {
  const tenths =
    basic * CATEGORY_WEIGHTS.basicInfo * 10 +
    products * CATEGORY_WEIGHTS.loanProducts * 10 +
    competitive * CATEGORY_WEIGHTS.competitiveDetails * 10;
  return Math.round(Math.round(tenths) / 10);
}

export interface CompletenessScore {
  overall: number;
  categories: Record<CompletenessCategory, CategoryScore>;
  items: ReturnType<typeof completenessItems>;
  freshness: Freshness;
  staleWarning: string | null;
  /** Over 30 days since the last update: show the warning and 'Update Today'. */
  isStale: boolean;
}

export function scoreCompleteness(
  lender: CompletenessLender,
  products: readonly CompletenessProduct[],
  now: Date,
): CompletenessScore {
  const items = completenessItems(lender, products, now);
  const categoryScore = (category: CompletenessCategory): CategoryScore => {
    const points = COMPLETENESS_POINTS[category] as Record<string, number>;
    let earned = 0;
    for (const [item, value] of Object.entries(points)) {
      if (item === "freshness") earned += items.freshnessDetail.points;
      else if (items[item as CompletenessItem]) earned += value;
    }
    const maxPoints = sum(points);
    return {
      label: CATEGORY_LABELS[category],
      points: earned,
      maxPoints,
      percent: Math.round((earned / maxPoints) * 100),
    };
  };
  const categories = {
    basicInfo: categoryScore("basicInfo"),
    loanProducts: categoryScore("loanProducts"),
    competitiveDetails: categoryScore("competitiveDetails"),
  };
  const overall = weightedOverall(
    categories.basicInfo.percent,
    categories.loanProducts.percent,
    categories.competitiveDetails.percent,
  );
  const warning = staleWarning(items.freshnessDetail);
  return {
    overall,
    categories,
    items,
    freshness: items.freshnessDetail,
    staleWarning: warning,
    isStale: warning !== null,
  };
}
