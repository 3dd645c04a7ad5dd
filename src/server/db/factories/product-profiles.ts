/**
 * What a realistic loan product of each type looks like in this market: rate, term, amount and
 * leverage ranges plus the wording lenders use. The product factory draws from these.
 */
import type { LoanType } from "@/domain/reference/loan-types";
import type { CollateralType } from "@/domain/reference/property-types";

export interface Range {
  min: number;
  max: number;
  step: number;
}

export type LeverageField =
  | "ltvPurchasePriceMax"
  | "maxLtv"
  | "maxLtc"
  | "maxLtarv"
  | "maxRehabPercentage";

export interface ProductProfile {
  lowestRate: Range;
  /** Highest rate = lowest + spread, capped at rateCap. */
  rateSpread: Range;
  rateCap: number;
  termMin: readonly number[];
  termMax: readonly number[];
  amountMin: readonly number[];
  amountMax: readonly number[];
  minFico: readonly number[];
  leverage: Partial<Record<LeverageField, Range>>;
  arv?: { min: readonly number[]; max: readonly number[] };
  collateral: readonly CollateralType[];
  assetTypes: readonly string[];
  durations: readonly string[];
  prepayment: readonly string[];
  requirements: readonly string[];
}

const ONE_TO_FOUR = "Non-owner occupied 1-4 family real estate";

export const PRODUCT_PROFILES: Record<LoanType, ProductProfile> = {
  fix_and_flip: {
    lowestRate: { min: 9.5, max: 11.5, step: 0.25 },
    rateSpread: { min: 1, max: 2.5, step: 0.25 },
    rateCap: 13,
    termMin: [6, 9, 12],
    termMax: [12, 18, 24],
    amountMin: [50_000, 75_000, 100_000, 150_000],
    amountMax: [1_500_000, 2_000_000, 2_500_000, 3_000_000, 5_000_000],
    minFico: [600, 620, 640, 660, 680],
    leverage: {
      ltvPurchasePriceMax: { min: 80, max: 92.5, step: 2.5 },
      maxLtc: { min: 85, max: 93, step: 1 },
      maxLtarv: { min: 65, max: 75, step: 2.5 },
      maxRehabPercentage: { min: 90, max: 100, step: 5 },
    },
    arv: { min: [100_000, 125_000, 150_000], max: [3_000_000, 4_000_000, 6_000_000] },
    collateral: [ONE_TO_FOUR, "Condo", "Townhome", "Multifamily", "Mixed use"],
    assetTypes: ["Single-family", "2-4 unit", "Condo", "Townhome", "Light rehab", "Heavy rehab"],
    durations: [
      "12 months",
      "12 or 18 months",
      "12 months with a 6-month extension",
      "9-18 months",
    ],
    prepayment: ["None", "None after 3 months", "Minimum 3 months of interest"],
    requirements: [
      "Purchase contract, scope of work with budget, entity documents and 2 months of bank statements.",
      "Scope of work, proof of liquidity for down payment and 6 months of reserves, track record.",
      "Signed purchase agreement, rehab budget, LLC documents; rehab funded in draws after inspection.",
    ],
  },
  bridge: {
    lowestRate: { min: 9, max: 10.5, step: 0.25 },
    rateSpread: { min: 0.75, max: 2, step: 0.25 },
    rateCap: 12,
    termMin: [6, 12],
    termMax: [12, 18, 24, 36],
    amountMin: [100_000, 150_000, 250_000],
    amountMax: [5_000_000, 10_000_000, 15_000_000, 25_000_000],
    minFico: [620, 640, 660, 680],
    leverage: {
      maxLtv: { min: 65, max: 80, step: 2.5 },
      ltvPurchasePriceMax: { min: 75, max: 85, step: 2.5 },
    },
    collateral: [ONE_TO_FOUR, "5+ unit apartment", "Mixed use", "Commercial", "Multifamily"],
    assetTypes: ["Single-family", "Multifamily", "Mixed use", "Retail", "Office", "Self-storage"],
    durations: [
      "12 months",
      "12-24 months",
      "Up to 36 months",
      "12 months + two 6-month extensions",
    ],
    prepayment: ["None", "6 months minimum interest", "1% if repaid in the first 6 months"],
    requirements: [
      "Clear exit strategy (sale or refinance), appraisal or BPO, entity documents.",
      "Current rent roll and operating statement for income properties; exit plan required.",
      "Title commitment, insurance, and proof of 3 months of payments in reserves.",
    ],
  },
  rental_property: {
    lowestRate: { min: 6.5, max: 7.75, step: 0.125 },
    rateSpread: { min: 0.75, max: 1.5, step: 0.125 },
    rateCap: 9,
    termMin: [60, 120, 360],
    termMax: [360],
    amountMin: [75_000, 100_000, 150_000],
    amountMax: [1_500_000, 2_000_000, 3_000_000],
    minFico: [640, 660, 680, 700, 720],
    leverage: {
      maxLtv: { min: 70, max: 80, step: 5 },
      ltvPurchasePriceMax: { min: 75, max: 80, step: 5 },
    },
    collateral: [ONE_TO_FOUR, "Condo", "Townhome", "5+ unit apartment", "Short-term rental"],
    assetTypes: ["Single-family rental", "2-4 unit", "Condo", "Short-term rental", "Portfolio"],
    durations: [
      "30-year fixed",
      "30-year fixed, 5/1 or 7/1 ARM",
      "30-year fixed or 10-year interest only",
      "5-year balloon on 30-year amortization",
    ],
    prepayment: ["5-4-3-2-1 step-down", "3-2-1 step-down", "3 years yield maintenance", "None"],
    requirements: [
      "DSCR of 1.0 or higher; lease or market rent appraisal; 6 months of reserves.",
      "DSCR 1.1+ (0.75 with a larger down payment); no personal income verification.",
      "Leases in place or STR history; vesting in an LLC; 3 months of PITIA reserves.",
    ],
  },
  commercial: {
    lowestRate: { min: 7, max: 9, step: 0.25 },
    rateSpread: { min: 1, max: 2.5, step: 0.25 },
    rateCap: 11,
    termMin: [12, 24, 60],
    termMax: [36, 60, 120, 300],
    amountMin: [250_000, 500_000, 1_000_000],
    amountMax: [10_000_000, 20_000_000, 30_000_000, 50_000_000],
    minFico: [640, 660, 680, 700],
    leverage: {
      maxLtv: { min: 65, max: 75, step: 2.5 },
      maxLtc: { min: 75, max: 80, step: 2.5 },
    },
    collateral: ["5+ unit apartment", "Mixed use", "Commercial", "Industrial", "Multifamily"],
    assetTypes: ["Multifamily", "Retail", "Office", "Industrial", "Self-storage", "Hospitality"],
    durations: ["5, 7 or 10 years", "Up to 10 years", "3-year bridge to 25-year amortization"],
    prepayment: ["Yield maintenance", "Step-down 3-2-1", "Defeasance on fixed-rate loans", "None"],
    requirements: [
      "Trailing 12-month operating statement, rent roll, sponsor resume and personal financial statement.",
      "Minimum DSCR of 1.25x, appraisal and Phase I environmental report.",
      "Sponsor net worth equal to the loan amount and liquidity of 10% of it.",
    ],
  },
  land: {
    lowestRate: { min: 10, max: 12, step: 0.25 },
    rateSpread: { min: 1, max: 2, step: 0.25 },
    rateCap: 14,
    termMin: [6, 12],
    termMax: [24, 36],
    amountMin: [50_000, 100_000, 250_000],
    amountMax: [1_000_000, 3_000_000, 5_000_000],
    minFico: [640, 660, 680, 700],
    leverage: { maxLtv: { min: 50, max: 65, step: 5 } },
    collateral: ["Land"],
    assetTypes: ["Raw land", "Entitled lots", "Finished lots", "Infill parcels", "Acreage"],
    durations: ["12 months", "12-24 months", "Up to 36 months"],
    prepayment: ["None", "3 months minimum interest"],
    requirements: [
      "Survey, zoning confirmation and a development or sale plan.",
      "Entitlement status, utility availability letters and a clear exit strategy.",
      "Appraisal, title report and 12 months of interest reserves.",
    ],
  },
  construction: {
    lowestRate: { min: 10, max: 11.5, step: 0.25 },
    rateSpread: { min: 1, max: 1.5, step: 0.25 },
    rateCap: 13,
    termMin: [9, 12],
    termMax: [18, 24],
    amountMin: [100_000, 150_000, 250_000],
    amountMax: [3_000_000, 5_000_000, 10_000_000, 20_000_000],
    minFico: [640, 660, 680, 700],
    leverage: {
      maxLtc: { min: 80, max: 90, step: 2.5 },
      maxLtarv: { min: 65, max: 75, step: 2.5 },
    },
    arv: { min: [200_000, 250_000, 300_000], max: [5_000_000, 10_000_000, 25_000_000] },
    collateral: [ONE_TO_FOUR, "Townhome", "Condo", "Multifamily", "5+ unit apartment"],
    assetTypes: ["Spec homes", "Build-to-rent", "Townhome projects", "Small multifamily", "ADUs"],
    durations: ["12-18 months", "12 months with extension", "Up to 24 months"],
    prepayment: ["None", "Minimum 6 months of interest"],
    requirements: [
      "Approved plans and permits, GC contract, line-item budget; draws after inspection.",
      "Builder experience (2+ completed projects), budget and schedule, land equity counts toward equity.",
      "Permits or permit-ready plans, licensed general contractor, builder's risk insurance.",
    ],
  },
};

export const ORIGINATION_FEES = [
  "1-2 points",
  "1.5-2 points",
  "2 points",
  "1% of the loan amount",
  "2-3 points",
  "1.5 points (1 point for repeat borrowers)",
  "0.75-1.5 points",
] as const;
export const PROCESSING_FEES = ["$995", "$750", "$1,195", "$1,495", "$595", "None"] as const;
export const UNDERWRITING_FEES = [
  "$995",
  "$1,295",
  "$1,500",
  "$850",
  "$1,250 (waived for repeat borrowers)",
] as const;
export const FUNDING_TIMELINES = [
  "5-7 business days",
  "7-10 business days",
  "10-14 days",
  "2-3 weeks",
  "3-4 weeks",
  "30-45 days",
] as const;
export const OTHER_BORROWER_REQUIREMENTS = [
  "Borrowing entity must be an LLC or corporation; personal guarantee required.",
  "No minimum experience for first-time investors with a 15% down payment.",
  "At least 2 completed projects in the last 36 months for the best terms.",
  "US citizens and permanent residents; foreign nationals case by case.",
  "No bankruptcies or foreclosures in the last 3 years.",
] as const;
