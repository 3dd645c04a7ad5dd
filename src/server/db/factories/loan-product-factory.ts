/**
 * Loan product rows: `buildLoanProduct` makes an insertable row with realistic values for its
 * type (typical mid-range values by default, varied ones with a seeded `rng`), `insert*` write it.
 */
import type { LoanType } from "@/domain/reference/loan-types";
import { UNKNOWN_COLLATERAL } from "@/domain/reference/property-types";
import type { Executor } from "../client";
import { loanProducts } from "../schema";
import { insertInBatches } from "./batch";
import {
  FUNDING_TIMELINES,
  type LeverageField,
  ORIGINATION_FEES,
  OTHER_BORROWER_REQUIREMENTS,
  PROCESSING_FEES,
  PRODUCT_PROFILES,
  UNDERWRITING_FEES,
} from "./product-profiles";
import { MIDDLE, type Random } from "./random";
import { daysBefore, isoDate } from "./slug";

export type LoanProductInsert = typeof loanProducts.$inferInsert;
export type LoanProductRow = typeof loanProducts.$inferSelect;
export type LoanProductOverrides = Partial<Omit<LoanProductInsert, "lenderId" | "productType">>;

/** How much a product says about itself: everything, the usual fields, or rates and amounts. */
export type ProductDetail = "full" | "standard" | "sparse";

export interface LoanProductOptions {
  /** Source of variation; without it every value is the middle of its range. */
  rng?: Random;
  detail?: ProductDetail;
  /** The lender's minimum credit score; products needing more (rental, construction...) add to it. */
  baseMinFico?: number | null;
  /** last_updated = `now` minus `ageDays` (default today). */
  now?: Date;
  ageDays?: number;
  /** The lender's web domain, used for the product's source URL. */
  domain?: string;
  /** The lender's average funding time in days: the funding timeline text agrees with it. */
  fundingDays?: number | null;
}

/** Credit score a product type asks above the lender's base (rentals and ground-up ask more). */
const FICO_OFFSET: Record<LoanType, number> = {
  fix_and_flip: 0,
  bridge: 0,
  rental_property: 20,
  commercial: 20,
  land: 20,
  construction: 20,
};

const LEVERAGE_FIELDS: readonly LeverageField[] = [
  "ltvPurchasePriceMax",
  "maxLtv",
  "maxLtc",
  "maxLtarv",
  "maxRehabPercentage",
];

/** Income properties take longer to close than short-term loans. */
const SLOWER_TYPES: readonly LoanType[] = ["rental_property", "commercial"];

/** The timeline text for an average funding time, e.g. 9 days → "7-10 business days". */
export function fundingTimelineForDays(days: number): string {
  if (days <= 7) return "5-7 business days";
  if (days <= 10) return "7-10 business days";
  if (days <= 14) return "10-14 days";
  if (days <= 21) return "2-3 weeks";
  if (days <= 30) return "3-4 weeks";
  return "30-45 days";
}

function fundingTimelineFor(type: LoanType, rng: Random, days: number | null | undefined) {
  if (days == null) return rng.pick(FUNDING_TIMELINES);
  return fundingTimelineForDays(days + (SLOWER_TYPES.includes(type) ? 7 : 0));
}

function minFicoFor(type: LoanType, rng: Random, base: number | null | undefined): number | null {
  if (base === null) return null;
  if (base === undefined) return rng.pick(PRODUCT_PROFILES[type].minFico);
  return Math.min(720, Math.max(580, base + FICO_OFFSET[type]));
}

function collateralFor(type: LoanType, rng: Random, detail: ProductDetail): string[] | null {
  if (detail === "sparse") return null;
  const pool = PRODUCT_PROFILES[type].collateral;
  const kind = rng.weighted([
    ["list", 85],
    ["unknown", 8],
    ["empty", 7],
  ] as const);
  if (kind === "unknown") return [UNKNOWN_COLLATERAL];
  if (kind === "empty") return [];
  return rng.sample(pool, rng.int(Math.min(2, pool.length), pool.length));
}

/** The realistic column values of one product of `type` (everything but lender and type). */
export function loanProductFields(
  type: LoanType,
  options: LoanProductOptions = {},
): LoanProductOverrides {
  const rng = options.rng ?? MIDDLE;
  const detail = options.detail ?? "full";
  const profile = PRODUCT_PROFILES[type];
  const lowestRate = rng.step(
    profile.lowestRate.min,
    profile.lowestRate.max,
    profile.lowestRate.step,
  );
  const spread = rng.step(profile.rateSpread.min, profile.rateSpread.max, profile.rateSpread.step);
  const highestRate = Math.min(profile.rateCap, Math.round((lowestRate + spread) * 1000) / 1000);
  const loanAmountMin = rng.pick(profile.amountMin);
  const loanAmountMax = rng.pick(profile.amountMax);
  const termMin = rng.pick(profile.termMin);
  const termMax = Math.max(termMin, rng.pick(profile.termMax));
  const full = detail === "full";
  const standard = detail === "standard";
  const lastUpdated = isoDate(daysBefore(options.now ?? new Date(), options.ageDays ?? 0));

  if (detail === "sparse") {
    return {
      lowestRate,
      highestRate: rng.chance(0.5) ? highestRate : null,
      loanAmountMin,
      loanAmountMax: rng.chance(0.5) ? loanAmountMax : null,
      collateralTypes: null,
      lastUpdated: rng.chance(0.5) ? lastUpdated : null,
    };
  }

  const leverage: Partial<Record<LeverageField, number | null>> = {};
  for (const field of LEVERAGE_FIELDS) {
    const range = profile.leverage[field];
    // A standard product may leave one leverage figure out.
    leverage[field] =
      range && (full || rng.chance(0.75)) ? rng.step(range.min, range.max, range.step) : null;
  }
  const withArv = profile.arv && (full || rng.chance(0.3));
  return {
    ...leverage,
    collateralTypes: collateralFor(type, rng, detail),
    assetTypes: full || rng.chance(0.5) ? rng.sample(profile.assetTypes, rng.int(2, 4)) : null,
    minimumArv: withArv && profile.arv ? rng.pick(profile.arv.min) : null,
    maximumArv: withArv && profile.arv ? rng.pick(profile.arv.max) : null,
    termMinMonths: termMin,
    termMaxMonths: termMax,
    loanAmountMin,
    loanAmountMax,
    minimumFico: minFicoFor(type, rng, options.baseMinFico),
    lowestRate,
    highestRate,
    originationFee: full || rng.chance(0.7) ? rng.pick(ORIGINATION_FEES) : null,
    processingFee: full || rng.chance(0.4) ? rng.pick(PROCESSING_FEES) : null,
    underwritingFee: full || rng.chance(0.3) ? rng.pick(UNDERWRITING_FEES) : null,
    loanDurations: full || rng.chance(0.5) ? rng.pick(profile.durations) : null,
    prepaymentPenalty: full || rng.chance(0.6) ? rng.pick(profile.prepayment) : null,
    fundingTimeline:
      full || rng.chance(0.5) ? fundingTimelineFor(type, rng, options.fundingDays) : null,
    requirements: full || rng.chance(0.6) ? rng.pick(profile.requirements) : null,
    otherBorrowerRequirements: full ? rng.pick(OTHER_BORROWER_REQUIREMENTS) : null,
    sourceUrl:
      full && options.domain
        ? `https://${options.domain}/loans/${type.replace(/_/g, "-")}`
        : standard
          ? "Lender provided"
          : null,
    lastUpdated,
  };
}

/** An insertable loan product; `overrides` win over the generated values. */
export function buildLoanProduct(
  lenderId: string,
  type: LoanType,
  overrides: LoanProductOverrides = {},
  options: LoanProductOptions = {},
): LoanProductInsert {
  return { ...loanProductFields(type, options), ...overrides, lenderId, productType: type };
}

export async function insertLoanProduct(
  db: Executor,
  lenderId: string,
  type: LoanType,
  overrides: LoanProductOverrides = {},
  options: LoanProductOptions = {},
): Promise<LoanProductRow> {
  const [row] = await db
    .insert(loanProducts)
    .values(buildLoanProduct(lenderId, type, overrides, options))
    .returning();
  if (!row) throw new Error("Loan product insert returned no row");
  return row;
}

/** Inserts many products in batches (500 rows per statement); returns the number inserted. */
export function insertLoanProducts(db: Executor, rows: readonly LoanProductInsert[]) {
  return insertInBatches(db, loanProducts, rows);
}
