/**
 * Contract of offers (term sheets, issue 15): the lender's offer desk (send, revise, withdraw,
 * list), the borrower's comparison and acceptance, and the admin's read-only view. Routes use
 * these schemas; the web takes z.infer types.
 */
import { z } from "zod";
import { FIGURE_KEYS } from "../offers/offer-figures";
import { OFFER_DISPLAY_STATES, OFFER_STATES } from "../offers/offer-state";
import { INTEREST_ON, offerTermsSchema, REPAYMENT_TYPES } from "../offers/offer-terms";
import { SUBMISSION_STATUS_VALUES } from "../reference/statuses";

/**
 * Body of send and revise: every term; the terms added by issue 32 (itemised fees, holdback and
 * draws, minimum interest, extension, exit fee, prepayment penalty, reserves) are optional and
 * default to none. The server adds the cross-field rules (offerTermIssues) and the expiry and
 * amount-band checks, answering 400 with field messages.
 */
export const offerTermsBodySchema = offerTermsSchema;

export const offerFiguresSchema = z
  .object({
    monthlyPayment: z.number(),
    totalInterest: z.number(),
    pointsDollars: z.number(),
    feesDollars: z.number(),
    totalCost: z.number(),
    cashAtClosing: z.number(),
    allInRate: z.number().nullable().describe("Annualised all-in cost in percent (APR-like)"),
  })
  .meta({ id: "OfferFigures" });

export const offerSchema = z
  .object({
    id: z.uuid(),
    submissionId: z.uuid(),
    inquiryId: z.uuid(),
    lenderId: z.uuid(),
    lenderName: z.string(),
    version: z.number().int(),
    supersedesId: z.uuid().nullable(),
    state: z.enum(OFFER_STATES),
    displayState: z.enum(OFFER_DISPLAY_STATES).describe("state, with 'expired' computed"),
    loanAmount: z.number(),
    interestRate: z.number(),
    originationPoints: z.number(),
    otherFees: z.number(),
    processingFee: z.number(),
    underwritingFee: z.number(),
    rehabHoldback: z.number(),
    netLoanAmount: z.number().describe("Gross loan amount less the rehab holdback"),
    drawCount: z.number().int(),
    drawFee: z.number(),
    interestOn: z.enum(INTEREST_ON),
    minimumInterestMonths: z.number().int(),
    extensionMonths: z.number().int(),
    extensionFeePercent: z.number(),
    exitFeePercent: z.number(),
    prepaymentPenalty: z.array(z.object({ throughMonth: z.number().int(), percent: z.number() })),
    reserves: z.number(),
    termMonths: z.number().int(),
    repayment: z.enum(REPAYMENT_TYPES),
    maxLtv: z.number().nullable(),
    maxLtc: z.number().nullable(),
    maxLtarv: z.number().nullable(),
    daysToClose: z.number().int(),
    conditions: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
    acceptedAt: z
      .string()
      .nullable()
      .describe("When the borrower accepted this version (kept once a re-trade supersedes it)"),
    retrade: z
      .boolean()
      .describe(
        "A revision of terms the borrower had accepted: needs the borrower's acceptance again",
      ),
    figures: offerFiguresSchema,
    sentByName: z
      .string()
      .nullable()
      .optional()
      .describe(
        "Issue 31 team seats: the colleague who sent this version (null: account deleted); only in the lender team's answers, never the borrower's",
      ),
  })
  .meta({ id: "Offer" });

/** One submission's offers: the current one (latest version) and every version, newest first. */
export const submissionOffersSchema = z
  .object({
    submissionId: z.uuid(),
    inquiryId: z.uuid(),
    lenderId: z.uuid(),
    lenderName: z.string(),
    submissionStatus: z.enum(SUBMISSION_STATUS_VALUES),
    displayState: z.enum(OFFER_DISPLAY_STATES),
    current: offerSchema.nullable(),
    versions: z.array(offerSchema),
  })
  .meta({ id: "SubmissionOffers" });

export const lenderOffersResponseSchema = z
  .object({
    items: z.array(submissionOffersSchema).describe("Submissions with at least one offer"),
  })
  .meta({ id: "LenderOffers" });

export const offerResponseSchema = z.object({ offer: offerSchema }).meta({ id: "OfferResult" });

export const cheapestSchema = z
  .object(Object.fromEntries(FIGURE_KEYS.map((k) => [k, z.array(z.uuid())])))
  .describe("For each figure, the ids of the open offers with its lowest value");

export const requestOffersResponseSchema = z
  .object({
    inquiryId: z.uuid(),
    requestedAmount: z.number().nullable(),
    submissions: z.array(submissionOffersSchema).describe("Submissions with at least one offer"),
    cheapest: cheapestSchema,
  })
  .meta({ id: "RequestOffers" });

/** The borrower's dashboard (issue 28): every own request that has offers, in one answer. */
export const borrowerOffersResponseSchema = z
  .object({
    items: z
      .array(requestOffersResponseSchema)
      .describe("One entry per own loan request with at least one offer, oldest request first"),
  })
  .meta({ id: "BorrowerOffers" });

export const acceptOfferBodySchema = z.object({
  declineOthers: z
    .boolean()
    .default(false)
    .describe("Also decline every other lender of the request (their open offers too)"),
});

export const offerIdParams = z.object({ offerId: z.uuid() });
export const offerSubmissionParams = z.object({ submissionId: z.uuid() });
export const requestOfferParams = z.object({ id: z.uuid(), offerId: z.uuid() });
export const requestIdParams = z.object({ id: z.uuid() });

export type Offer = z.infer<typeof offerSchema>;
export type OfferFiguresDto = z.infer<typeof offerFiguresSchema>;
export type SubmissionOffers = z.infer<typeof submissionOffersSchema>;
export type LenderOffersResponse = z.infer<typeof lenderOffersResponseSchema>;
export type RequestOffersResponse = z.infer<typeof requestOffersResponseSchema>;
export type OfferTermsBody = z.input<typeof offerTermsBodySchema>;
export type BorrowerOffersResponse = z.infer<typeof borrowerOffersResponseSchema>;
export type AcceptOfferBody = z.input<typeof acceptOfferBodySchema>;
