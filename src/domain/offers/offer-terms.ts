/**
 * A lender's offer (term sheet, issue 15): the terms a lender sends on a loan request, their
 * limits and field messages. The static schema checks each field; `offerContextIssues` adds
 * the two checks that depend on the moment and on the request (expiry in the future, amount
 * within ±50 % of the requested amount). The server and the offer form use both.
 */
import { z } from "zod";

export const REPAYMENT_TYPES = ["interest_only", "amortizing"] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];

export const INTEREST_ON = ["drawn", "full"] as const;
export type InterestOn = (typeof INTEREST_ON)[number];

export const INTEREST_ON_LABELS: Record<InterestOn, string> = {
  drawn: "On the drawn balance",
  full: "On the full loan amount",
};

export const REPAYMENT_LABELS: Record<RepaymentType, string> = {
  interest_only: "Interest-only",
  amortizing: "Amortizing",
};

export const OFFER_LIMITS = {
  rate: { min: 0, max: 30 },
  points: { min: 0, max: 10 },
  term: { min: 1, max: 360 },
  ratio: { min: 0, max: 100 },
  daysToClose: { min: 1, max: 365 },
  fees: { min: 0, max: 10_000_000 },
  amount: { min: 1, max: 1_000_000_000 },
  /** The offered amount may differ from the requested one by at most this share. */
  amountBand: 0.5,
  conditionsMax: 2000,
  /** Draws of a rehab holdback (one a month at most, so never more than the term). */
  draws: { min: 0, max: 60 },
  /** Extension, exit and prepayment percents (of the gross amount or the balance). */
  feePercent: { min: 0, max: 10 },
  extensionMonths: { min: 0, max: 60 },
  prepaymentSteps: 10,
} as const;

const num = (label: string, min: number, max: number, unit = "") =>
  z
    .number({ error: `${label} is required` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((v) => v >= min, `${label} must be at least ${min}${unit}`)
    .refine((v) => v <= max, `${label} must be at most ${max}${unit}`);

const int = (label: string, min: number, max: number, unit = "") =>
  num(label, min, max, unit).refine(Number.isInteger, `${label} must be a whole number`);

const ratio = (label: string) =>
  num(label, OFFER_LIMITS.ratio.min, OFFER_LIMITS.ratio.max, " %").nullable();

export const offerTermsSchema = z.object({
  loanAmount: num("Loan amount", OFFER_LIMITS.amount.min, OFFER_LIMITS.amount.max),
  interestRate: num("Interest rate", OFFER_LIMITS.rate.min, OFFER_LIMITS.rate.max, " %").describe(
    "Annual rate in percent",
  ),
  originationPoints: num(
    "Origination points",
    OFFER_LIMITS.points.min,
    OFFER_LIMITS.points.max,
  ).describe("Percent of the loan amount, paid at closing"),
  otherFees: num("Other fees", OFFER_LIMITS.fees.min, OFFER_LIMITS.fees.max).describe(
    "Dollars, paid at closing",
  ),
  termMonths: int("Term", OFFER_LIMITS.term.min, OFFER_LIMITS.term.max, " months"),
  repayment: z.enum(REPAYMENT_TYPES, { error: "Choose interest-only or amortizing" }),
  maxLtv: ratio("Max LTV"),
  maxLtc: ratio("Max LTC"),
  maxLtarv: ratio("Max LTARV"),
  daysToClose: int(
    "Days to close",
    OFFER_LIMITS.daysToClose.min,
    OFFER_LIMITS.daysToClose.max,
    " days",
  ),
  expiresAt: z.iso.datetime({ offset: true, error: "Expiry date is required" }),
  processingFee: num("Processing fee", OFFER_LIMITS.fees.min, OFFER_LIMITS.fees.max)
    .default(0)
    .describe("Dollars, paid at closing"),
  underwritingFee: num("Underwriting fee", OFFER_LIMITS.fees.min, OFFER_LIMITS.fees.max)
    .default(0)
    .describe("Dollars, paid at closing"),
  rehabHoldback: num("Rehab holdback", 0, OFFER_LIMITS.amount.max)
    .default(0)
    .describe("Dollars of the loan amount held back and released in draws; net = gross − holdback"),
  drawCount: int("Number of draws", OFFER_LIMITS.draws.min, OFFER_LIMITS.draws.max)
    .default(0)
    .describe("Equal draws of the holdback, one at the end of each month from month 1"),
  drawFee: num("Draw fee", OFFER_LIMITS.fees.min, OFFER_LIMITS.fees.max)
    .default(0)
    .describe("Dollars per draw"),
  interestOn: z
    .enum(INTEREST_ON, { error: "Choose the drawn balance or the full loan amount" })
    .default("drawn")
    .describe("'drawn': interest on what is lent; 'full': on the whole amount, undrawn too"),
  minimumInterestMonths: int("Minimum interest", 0, OFFER_LIMITS.term.max, " months")
    .default(0)
    .describe("Months of interest owed even when the loan is paid off earlier"),
  extensionMonths: int(
    "Extension term",
    OFFER_LIMITS.extensionMonths.min,
    OFFER_LIMITS.extensionMonths.max,
    " months",
  )
    .default(0)
    .describe("Months each extension adds past the term; 0: no extension"),
  extensionFeePercent: num(
    "Extension fee",
    OFFER_LIMITS.feePercent.min,
    OFFER_LIMITS.feePercent.max,
    " %",
  )
    .default(0)
    .describe("Percent of the loan amount per extension"),
  exitFeePercent: num("Exit fee", OFFER_LIMITS.feePercent.min, OFFER_LIMITS.feePercent.max, " %")
    .default(0)
    .describe("Percent of the loan amount, paid at payoff"),
  prepaymentPenalty: z
    .array(
      z.object({
        throughMonth: int("Penalty month", 1, OFFER_LIMITS.term.max),
        percent: num(
          "Penalty percent",
          OFFER_LIMITS.feePercent.min,
          OFFER_LIMITS.feePercent.max,
          " %",
        ),
      }),
      { error: "Prepayment penalty must be a list of steps" },
    )
    .max(
      OFFER_LIMITS.prepaymentSteps,
      `Prepayment penalty has at most ${OFFER_LIMITS.prepaymentSteps} steps`,
    )
    .default([])
    .describe("Percent of the balance if paid off by the end of throughMonth; e.g. 3-2-1"),
  reserves: num("Reserves", 0, OFFER_LIMITS.amount.max)
    .default(0)
    .describe("Dollars withheld at closing (interest reserve), returned unused at payoff"),
  conditions: z
    .string()
    .trim()
    .max(
      OFFER_LIMITS.conditionsMax,
      `Conditions must be at most ${OFFER_LIMITS.conditionsMax} characters`,
    )
    .nullable()
    .transform((v) => (v === null || v === "" ? null : v)),
});

export type OfferTerms = z.infer<typeof offerTermsSchema>;
export type OfferTermsInput = z.input<typeof offerTermsSchema>;

/** The lowest and highest amount an offer on a request of `requested` dollars may carry. */
export function offerAmountRange(requested: number): { min: number; max: number } {
  return {
    min: Math.ceil(requested * (1 - OFFER_LIMITS.amountBand)),
    max: Math.floor(requested * (1 + OFFER_LIMITS.amountBand)),
  };
}

/**
 * The checks that need the moment and the request: field path → message, empty when fine.
 * A request without an amount puts no band on the offer.
 */
export function offerContextIssues(
  terms: Pick<OfferTerms, "loanAmount" | "expiresAt">,
  context: { requestedAmount: number | null; now: Date },
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (new Date(terms.expiresAt).getTime() <= context.now.getTime()) {
    issues.expiresAt = "Expiry date must be in the future";
  }
  if (context.requestedAmount !== null && context.requestedAmount > 0) {
    const { min, max } = offerAmountRange(context.requestedAmount);
    if (terms.loanAmount < min || terms.loanAmount > max) {
      issues.loanAmount = `Loan amount must be within 50% of the requested amount ($${min.toLocaleString("en-US")} to $${max.toLocaleString("en-US")})`;
    }
  }
  return issues;
}

/** The terms the cross-field rules read (defaults already applied). */
export type TermRuleInput = Pick<
  OfferTerms,
  | "loanAmount"
  | "termMonths"
  | "repayment"
  | "rehabHoldback"
  | "drawCount"
  | "drawFee"
  | "interestOn"
  | "minimumInterestMonths"
  | "extensionMonths"
  | "extensionFeePercent"
  | "prepaymentPenalty"
>;

/**
 * The rules between fields (docs/decisions/2026-11-27-term-sheets.md): field path → message,
 * empty when fine. A holdback is released in equal monthly draws, so it needs interest-only
 * repayment, at least one draw and no more draws than months; penalty steps ascend within the
 * term; an extension fee needs an extension term.
 */
export function offerTermIssues(terms: TermRuleInput): Record<string, string> {
  const issues: Record<string, string> = {};
  const holdback = terms.rehabHoldback;
  if (holdback > 0) {
    if (holdback >= terms.loanAmount) {
      issues.rehabHoldback = "Rehab holdback must be less than the loan amount";
    } else if (terms.repayment === "amortizing") {
      issues.rehabHoldback = "A rehab holdback needs interest-only repayment";
    }
    if (terms.drawCount < 1) {
      issues.drawCount = "Number of draws must be at least 1 with a rehab holdback";
    } else if (terms.drawCount > terms.termMonths) {
      issues.drawCount = "Draws are monthly: no more draws than months in the term";
    }
  } else {
    if (terms.drawCount > 0) issues.drawCount = "Draws need a rehab holdback";
    if (terms.drawFee > 0) issues.drawFee = "A draw fee needs a rehab holdback";
    if (terms.interestOn === "full") {
      issues.interestOn = "Interest on the full amount needs a rehab holdback";
    }
  }
  if (terms.minimumInterestMonths > terms.termMonths) {
    issues.minimumInterestMonths = "Minimum interest must not exceed the term";
  }
  if (terms.extensionFeePercent > 0 && terms.extensionMonths === 0) {
    issues.extensionMonths = "Extension term is required with an extension fee";
  }
  terms.prepaymentPenalty.forEach((step, index) => {
    const before = terms.prepaymentPenalty[index - 1];
    if (before && step.throughMonth <= before.throughMonth) {
      issues[`prepaymentPenalty.${index}.throughMonth`] =
        "Each penalty step must end after the one before";
    } else if (step.throughMonth > terms.termMonths) {
      issues[`prepaymentPenalty.${index}.throughMonth`] = "Penalty steps must end within the term";
    }
  });
  return issues;
}

/** Net loan amount: what is funded at closing, the gross amount less the rehab holdback. */
export function netLoanAmount(terms: Pick<OfferTerms, "loanAmount" | "rehabHoldback">): number {
  return terms.loanAmount - terms.rehabHoldback;
}

/** Fees paid at closing in dollars: processing, underwriting and other fees. */
export function closingFees(
  terms: Pick<OfferTerms, "otherFees" | "processingFee" | "underwritingFee">,
): number {
  return terms.otherFees + terms.processingFee + terms.underwritingFee;
}

/** The terms issue 32 added, all at their 'none' defaults (what an older offer reads as). */
export const NO_EXTRA_TERMS = {
  processingFee: 0,
  underwritingFee: 0,
  rehabHoldback: 0,
  drawCount: 0,
  drawFee: 0,
  interestOn: "drawn",
  minimumInterestMonths: 0,
  extensionMonths: 0,
  extensionFeePercent: 0,
  exitFeePercent: 0,
  prepaymentPenalty: [],
  reserves: 0,
} as const satisfies Partial<OfferTerms>;
