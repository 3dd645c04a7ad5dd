/**
 * A lender's offer (term sheet, issue 15): the terms a lender sends on a loan request, their
 * limits and field messages. The static schema checks each field; `offerContextIssues` adds
 * the two checks that depend on the moment and on the request (expiry in the future, amount
 * within ±50 % of the requested amount). The server and the offer form use both.
 */
import { z } from "zod";

export const REPAYMENT_TYPES = ["interest_only", "amortizing"] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];

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
