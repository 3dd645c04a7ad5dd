/**
 * The offer form's schema and values: the domain's offer terms, with the form's raw values
 * ('' for an empty number, a yyyy-mm-dd expiry date) mapped onto them. The expiry is the end
 * of the chosen day in the lender's time zone.
 */
import { endOfDay, parseISO } from "date-fns";
import { z } from "zod";
import type { Offer, OfferTermsBody } from "@/domain/contract/offers";
import { offerContextIssues, offerTermsSchema, type RepaymentType } from "@/domain/offers";
import { toDateOnly } from "@/domain/reference/dates";

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const offerFormSchema = offerTermsSchema.extend({
  maxLtv: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtv),
  maxLtc: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtc),
  maxLtarv: z.preprocess(blankToNull, offerTermsSchema.shape.maxLtarv),
  expiresAt: z
    .string()
    .regex(DATE_ONLY, "Expiry date is required")
    .transform((day) => endOfDay(parseISO(day)).toISOString()),
});

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
  };
}

/** The checks needing the request and today (the server repeats them). */
export function offerFormContextErrors(
  values: OfferFormValues,
  requestedAmount: number | null,
  now: Date,
): Record<string, string> {
  if (typeof values.loanAmount !== "number" || !DATE_ONLY.test(values.expiresAt)) return {};
  return offerContextIssues(
    {
      loanAmount: values.loanAmount,
      expiresAt: endOfDay(parseISO(values.expiresAt)).toISOString(),
    },
    { requestedAmount, now },
  );
}

export type OfferFormOutput = z.output<typeof offerFormSchema> & OfferTermsBody;
