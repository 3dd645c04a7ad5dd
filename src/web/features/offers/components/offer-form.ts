/**
 * The offer form's schema and values: the domain's offer terms, with the form's raw values
 * ('' for an empty number, a yyyy-mm-dd expiry date) mapped onto them. The expiry is the end
 * of the chosen day in the lender's time zone.
 */
import { endOfDay, parseISO } from "date-fns";
import { z } from "zod";
import type { Offer, OfferTermsBody } from "@/domain/contract/offers";
import {
  type InterestOn,
  offerContextIssues,
  offerTermIssues,
  offerTermsSchema,
  type RepaymentType,
} from "@/domain/offers";
import { toDateOnly } from "@/domain/reference/dates";

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);
/** The 'More terms' fields: left empty, a term is none (0). */
const blankToZero = (v: unknown) => (v === "" || v === undefined ? 0 : v);
const blankToMissing = (v: unknown) => (v === "" ? undefined : v);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const offerFormSchema = offerTermsSchema.extend({
  maxLtv: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtv),
  maxLtc: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtc),
  maxLtarv: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtarv),
  expiresAt: z
    .string()
    .regex(DATE_ONLY, "Expiry date is required")
    .transform((day) => endOfDay(parseISO(day)).toISOString()),
  processingFee: z.preprocess(blankToZero, offerTermsSchema.shape.processingFee),
  underwritingFee: z.preprocess(blankToZero, offerTermsSchema.shape.underwritingFee),
  rehabHoldback: z.preprocess(blankToZero, offerTermsSchema.shape.rehabHoldback),
  drawCount: z.preprocess(blankToZero, offerTermsSchema.shape.drawCount),
  drawFee: z.preprocess(blankToZero, offerTermsSchema.shape.drawFee),
  minimumInterestMonths: z.preprocess(blankToZero, offerTermsSchema.shape.minimumInterestMonths),
  extensionMonths: z.preprocess(blankToZero, offerTermsSchema.shape.extensionMonths),
  extensionFeePercent: z.preprocess(blankToZero, offerTermsSchema.shape.extensionFeePercent),
  exitFeePercent: z.preprocess(blankToZero, offerTermsSchema.shape.exitFeePercent),
  reserves: z.preprocess(blankToZero, offerTermsSchema.shape.reserves),
  prepaymentPenalty: z
    .array(
      z.object({
        throughMonth: z.preprocess(
          blankToMissing,
          offerTermsSchema.shape.prepaymentPenalty.unwrap().element.shape.throughMonth,
        ),
        percent: z.preprocess(
          blankToMissing,
          offerTermsSchema.shape.prepaymentPenalty.unwrap().element.shape.percent,
        ),
      }),
    )
    .max(10, "Prepayment penalty has at most 10 steps"),
});

/** The fields of the 'More terms' section (an error in one opens it). */
export const MORE_TERMS_FIELDS = [
  "processingFee",
  "underwritingFee",
  "rehabHoldback",
  "drawCount",
  "drawFee",
  "interestOn",
  "minimumInterestMonths",
  "extensionMonths",
  "extensionFeePercent",
  "exitFeePercent",
  "prepaymentPenalty",
  "reserves",
] as const;

export interface PenaltyStepValues {
  throughMonth: number | "";
  percent: number | "";
}

export interface OfferFormValues {
  loanAmount: number | "";
  interestRate: number | "";
  originationPoints: number | "";
  otherFees: number | "";
  termMonths: number | "";
  repayment: RepaymentType;
  maxLtv: number | "";
  maxLtc: number | "";
  maxLtarv: number | "";
  daysToClose: number | "";
  expiresAt: string;
  conditions: string;
  processingFee: number | "";
  underwritingFee: number | "";
  rehabHoldback: number | "";
  drawCount: number | "";
  drawFee: number | "";
  interestOn: InterestOn;
  minimumInterestMonths: number | "";
  extensionMonths: number | "";
  extensionFeePercent: number | "";
  exitFeePercent: number | "";
  prepaymentPenalty: PenaltyStepValues[];
  reserves: number | "";
}

const blankIfZero = (v: number) => (v === 0 ? "" : v);

/** Whether an offer carries any term of the 'More terms' section (the section starts open). */
export function hasMoreTerms(values: OfferFormValues): boolean {
  return MORE_TERMS_FIELDS.some((key) => {
    const value = values[key];
    if (key === "interestOn") return value === "full";
    if (Array.isArray(value)) return value.length > 0;
    return value !== "" && value !== 0;
  });
}

/** A new offer starts from the request's amount, 2 weeks of validity; a revision from the offer. */
export function offerFormValues(
  requestedAmount: number | null,
  offer: Offer | null,
  now: Date,
): OfferFormValues {
  if (offer) {
    const expires = new Date(offer.expiresAt);
    return {
      loanAmount: offer.loanAmount,
      interestRate: offer.interestRate,
      originationPoints: offer.originationPoints,
      otherFees: offer.otherFees,
      termMonths: offer.termMonths,
      repayment: offer.repayment,
      maxLtv: offer.maxLtv ?? "",
      maxLtc: offer.maxLtc ?? "",
      maxLtarv: offer.maxLtarv ?? "",
      daysToClose: offer.daysToClose,
      expiresAt: toDateOnly(expires > now ? expires : new Date(now.getTime() + 14 * 864e5)),
      conditions: offer.conditions ?? "",
      processingFee: blankIfZero(offer.processingFee),
      underwritingFee: blankIfZero(offer.underwritingFee),
      rehabHoldback: blankIfZero(offer.rehabHoldback),
      drawCount: blankIfZero(offer.drawCount),
      drawFee: blankIfZero(offer.drawFee),
      interestOn: offer.interestOn,
      minimumInterestMonths: blankIfZero(offer.minimumInterestMonths),
      extensionMonths: blankIfZero(offer.extensionMonths),
      extensionFeePercent: blankIfZero(offer.extensionFeePercent),
      exitFeePercent: blankIfZero(offer.exitFeePercent),
      prepaymentPenalty: offer.prepaymentPenalty.map((step) => ({ ...step })),
      reserves: blankIfZero(offer.reserves),
    };
  }
  return {
    loanAmount: requestedAmount ?? "",
    interestRate: "",
    originationPoints: "",
    otherFees: "",
    termMonths: 12,
    repayment: "interest_only",
    maxLtv: "",
    maxLtc: "",
    maxLtarv: "",
    daysToClose: 21,
    expiresAt: toDateOnly(new Date(now.getTime() + 14 * 864e5)),
    conditions: "",
    processingFee: "",
    underwritingFee: "",
    rehabHoldback: "",
    drawCount: "",
    drawFee: "",
    interestOn: "drawn",
    minimumInterestMonths: "",
    extensionMonths: "",
    extensionFeePercent: "",
    exitFeePercent: "",
    prepaymentPenalty: [],
    reserves: "",
  };
}

/**
 * The checks the schema alone cannot state (the server repeats them): the rules between terms
 * (once every term parses) and those needing the request and today.
 */
export function offerFormContextErrors(
  values: OfferFormValues,
  requestedAmount: number | null,
  now: Date,
): Record<string, string> {
  const parsed = offerFormSchema.safeParse(values);
  const rules = parsed.success ? offerTermIssues(parsed.data) : {};
  if (typeof values.loanAmount !== "number" || !DATE_ONLY.test(values.expiresAt)) return rules;
  return {
    ...rules,
    ...offerContextIssues(
      {
        loanAmount: values.loanAmount,
        expiresAt: endOfDay(parseISO(values.expiresAt)).toISOString(),
      },
      { requestedAmount, now },
    ),
  };
}

export type OfferFormOutput = z.output<typeof offerFormSchema> & OfferTermsBody;
