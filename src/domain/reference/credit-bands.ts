/**
 * Credit score bands of the search form (spec 9 'Credit bands', spec 4 'Search form') and the
 * lender card's credit tone (spec 9 'Lender card').
 */

export interface CreditBand {
  value: string;
  label: string;
  /** Inclusive range of scores that belong to the band. */
  min: number;
  max: number;
  /** The score stored when the band is chosen. */
  lowerBound: number;
}

export const CREDIT_BANDS = [
  { value: "below-600", label: "Below 600", min: 0, max: 599, lowerBound: 0 },
  { value: "600-650", label: "600-650", min: 600, max: 650, lowerBound: 600 },
  { value: "650-700", label: "650-700", min: 651, max: 700, lowerBound: 650 },
  { value: "700-750", label: "700-750", min: 701, max: 750, lowerBound: 700 },
  { value: "750+", label: "750+", min: 751, max: 850, lowerBound: 750 },
] as const satisfies readonly CreditBand[];

export type CreditBandValue = (typeof CREDIT_BANDS)[number]["value"];

export function isCreditBandValue(value: unknown): value is CreditBandValue {
  return typeof value === "string" && CREDIT_BANDS.some((b) => b.value === value);
}

/** The score stored when a band is chosen: its lower bound (spec 4 'Search form'). */
export function creditBandLowerBound(band: CreditBandValue): number {
  return CREDIT_BANDS.find((b) => b.value === band)?.lowerBound ?? 0;
}

/** The band whose range (spec 9 table) contains the score; undefined outside 0-850. */
export function creditBandOfScore(score: number): CreditBandValue | undefined {
  return CREDIT_BANDS.find((b) => score >= b.min && score <= b.max)?.value;
}

/**
 * The band the search form's selector shows for a stored score.
 *
 * Ambiguity: the spec stores the band's lower bound (650 for '650-700') but shows "the band
 * containing the stored score", and 650 lies in '600-650'. Read literally, choosing
 * '650-700' would make the selector jump to '600-650'. A user expects to see the band they
 * picked, so a score equal to a band's lower bound selects that band; any other score
 * selects the band whose range contains it.
 */
export function selectedCreditBand(score: number | null | undefined): CreditBandValue | undefined {
  if (score === null || score === undefined || Number.isNaN(score)) return undefined;
  return CREDIT_BANDS.find((b) => b.lowerBound === score)?.value ?? creditBandOfScore(score);
}

export type CreditTone = "positive" | "uncertain" | "warning";

/** Lender card credit tone: 700+ positive, 650-699 uncertain, lower warning (spec 9). */
export function creditTone(score: number): CreditTone {
  if (score >= 700) return "positive";
  if (score >= 650) return "uncertain";
  return "warning";
}

/** Reviews of 4 or above count as strong on the lender card (spec 9). */
export function isStrongReviewScore(score: number | null | undefined): boolean {
  return typeof score === "number" && score >= 4;
}
