/**
 * What a lender card and a lender profile's product sections show (spec 9 'Lender card' and
 * 'Profile highlights').
 */
import {
  formatAmountRange,
  formatPercent,
  formatRateRange,
  formatShortUsd,
  formatStartingRate,
  formatTermRange,
  formatThousandsUsd,
} from "../reference/format";
import { collateralDisplay } from "../reference/property-types";

export interface CardProduct {
  maxLtv: number | null;
  maxLtc: number | null;
  maxLtarv: number | null;
  maxRehabPercentage: number | null;
  maximumArv: number | null;
  loanAmountMin: number | null;
  lowestRate: number | null;
}

export interface KeyMetric {
  label: string;
  value: string;
}

function isNum(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value !== 0;
}

/** The card's key metric: max LTV, then LTC, LTARV, rehab %, ARV, else N/A (spec 9). */
export function keyMetric(product: Partial<CardProduct> | null | undefined): KeyMetric {
  if (isNum(product?.maxLtv)) return { label: "Max LTV", value: formatPercent(product.maxLtv) };
  if (isNum(product?.maxLtc)) return { label: "Max LTC", value: formatPercent(product.maxLtc) };
  if (isNum(product?.maxLtarv))
    return { label: "Max LTARV", value: formatPercent(product.maxLtarv) };
  if (isNum(product?.maxRehabPercentage)) {
    return { label: "Max Rehab", value: formatPercent(product.maxRehabPercentage) };
  }
  if (isNum(product?.maximumArv))
    return { label: "Max ARV", value: formatShortUsd(product.maximumArv) };
  return { label: "Key Metric", value: "N/A" };
}

/** Minimum loan size in $K, or null when unknown. */
export function minimumLoanText(amount: number | null | undefined): string | null {
  return isNum(amount) ? formatThousandsUsd(amount) : null;
}

/** Starting rate to one decimal, or null when unknown. */
export function startingRateText(rate: number | null | undefined): string | null {
  return isNum(rate) ? formatStartingRate(rate) : null;
}

export interface HighlightProduct extends CardProduct {
  loanAmountMax: number | null;
  highestRate: number | null;
  termMinMonths: number | null;
  termMaxMonths: number | null;
  ltvPurchasePriceMax: number | null;
  minimumFico: number | null;
  fundingTimeline: string | null;
  collateralTypes: readonly string[] | null;
}

export interface Highlight {
  key: string;
  label: string;
  value: string;
}

/** The highlight cards of a product section, in display order, skipping unknown values. */
export function productHighlights(product: HighlightProduct): Highlight[] {
  const list: Highlight[] = [];
  const add = (key: string, label: string, value: string | null) => {
    if (value) list.push({ key, label, value });
  };
  const pct = (v: number | null) => (isNum(v) ? formatPercent(v) : null);
  add("loanAmount", "Loan Amount", formatAmountRange(product.loanAmountMin, product.loanAmountMax));
  add("rate", "Interest Rate", formatRateRange(product.lowestRate, product.highestRate));
  add("term", "Term", formatTermRange(product.termMinMonths, product.termMaxMonths));
  add("maxLtv", "Max LTV", pct(product.maxLtv));
  add("ltvPurchasePriceMax", "Max % of Purchase", pct(product.ltvPurchasePriceMax));
  add("maxLtc", "Max LTC", pct(product.maxLtc));
  add("maxRehabPercentage", "Max % of Rehab", pct(product.maxRehabPercentage));
  add("maxLtarv", "Max LTARV", pct(product.maxLtarv));
  add(
    "minimumFico",
    "Min Credit Score",
    isNum(product.minimumFico) ? String(product.minimumFico) : null,
  );
  add("fundingTimeline", "Funding Timeline", product.fundingTimeline?.trim() || null);
  const collateral = collateralDisplay(product.collateralTypes);
  add(
    "collateral",
    "Property Types",
    collateral ? (collateral.text ?? collateral.labels.join(", ")) : null,
  );
  return list;
}
