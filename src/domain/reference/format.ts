/**
 * Display formatting (spec 9 'Lender card' and 'Business constants'): whole-dollar USD,
 * $xK / $x.xM, percentages and rate ranges, term ranges, one-decimal scores, underscores as
 * spaces. Dates and times are written by ./dates.ts.
 */

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole-dollar USD: 1234567.4 → '$1,234,567'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Thousands separators without a currency sign: 1234567 → '1,234,567'. */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/**
 * Compact amount (profile highlights): a million or more as '$x.xM', otherwise '$xK'
 * rounded to whole thousands. An amount that would round to '$1000K' is shown as '$1.0M'.
 */
export function formatCompactUsd(amount: number): string {
  const thousands = Math.round(amount / 1000);
  if (Math.abs(amount) >= 1_000_000 || Math.abs(thousands) >= 1000) {
    return `$${(amount / 1_000_000).toFixed(1)}M`;
  }
  return `$${thousands}K`;
}

/** Card metric amount ('$xM' or '$xK'): like formatCompactUsd without a trailing '.0'. */
export function formatShortUsd(amount: number): string {
  return formatCompactUsd(amount).replace(/\.0M$/, "M");
}

/** Minimum loan size on the card, in thousands: 50000 → '$50K', 1500000 → '$1,500K'. */
export function formatThousandsUsd(amount: number): string {
  return `$${formatNumber(Math.round(amount / 1000))}K`;
}

/** A percentage with at most two decimals and no trailing zeros: 9.50 → '9.5%'. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/** Starting rate on the card: one decimal, 9 → '9.0%'. */
export function formatStartingRate(rate: number): string {
  return `${rate.toFixed(1)}%`;
}

/** Review score with one decimal: 4.25 → '4.3'. */
export function formatReviewScore(score: number): string {
  return score.toFixed(1);
}

function isNum(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Rate range (spec 9): 'a% - b%', 'a%+' with only the lowest, 'Up to b%' with only the highest,
 * null with neither. Equal bounds show one rate.
 */
export function formatRateRange(
  lowest: number | null | undefined,
  highest: number | null | undefined,
): string | null {
  if (isNum(lowest) && isNum(highest)) {
    return lowest === highest
      ? formatPercent(lowest)
      : `${formatPercent(lowest)} - ${formatPercent(highest)}`;
  }
  if (isNum(lowest)) return `${formatPercent(lowest)}+`;
  if (isNum(highest)) return `Up to ${formatPercent(highest)}`;
  return null;
}

/** Term as a months range: '6-18 months', '6+ months', 'Up to 18 months', '12 months'. */
export function formatTermRange(
  minMonths: number | null | undefined,
  maxMonths: number | null | undefined,
): string | null {
  if (isNum(minMonths) && isNum(maxMonths)) {
    return minMonths === maxMonths ? `${minMonths} months` : `${minMonths}-${maxMonths} months`;
  }
  if (isNum(minMonths)) return `${minMonths}+ months`;
  if (isNum(maxMonths)) return `Up to ${maxMonths} months`;
  return null;
}

/** Amount range with compact amounts: '$50K - $2.0M', '$50K+', 'Up to $2.0M'. */
export function formatAmountRange(
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  if (isNum(min) && isNum(max)) return `${formatCompactUsd(min)} - ${formatCompactUsd(max)}`;
  if (isNum(min)) return `${formatCompactUsd(min)}+`;
  if (isNum(max)) return `Up to ${formatCompactUsd(max)}`;
  return null;
}

/** 'active_communications' → 'active communications' (spec 4). */
export function underscoresToSpaces(value: string): string {
  return value.replaceAll("_", " ");
}
